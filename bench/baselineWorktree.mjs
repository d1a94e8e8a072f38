// The baseline's checkout (baseline.mjs, docs/performance.md#against-a-baseline): a git worktree
// of the revision in the temporary directory, with its dependencies, kept between runs so that
// a second run with the same baseline costs no checkout and no `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';

const PREFIX = 'dispatch-bench-baseline-';
/** Written last, once the worktree and its dependencies are complete: what was done. */
const READY = '.bench-baseline-ready';

const git = (args, cwd = process.cwd()) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * One directory per checkout and commit. The temporary directory is the machine's: two
 * checkouts (worktrees of one repository, or clones) benching the same baseline must not build
 * into each other's worktree, nor reuse one whose node_modules is a link into another checkout.
 */
export function baselineWorktreeDir(commit) {
  const checkout = git(['rev-parse', '--show-toplevel']);
  const tag = createHash('sha256').update(checkout).digest('hex').slice(0, 8);
  return join(os.tmpdir(), `${PREFIX}${commit.slice(0, 12)}-${tag}`);
}

/**
 * Deletes the baseline worktrees whose repository is gone (a clone deleted after a run with
 * --baseline): git can no longer remove them, and with `npm ci`'s node_modules each holds about
 * a gigabyte. A directory that is not a worktree (no `.git` file) is left alone.
 */
function sweepOrphans(log) {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(tmp, name);
    let gitdir;
    try {
      gitdir = /^gitdir: (.+)$/mu.exec(readFileSync(join(dir, '.git'), 'utf8'))?.[1];
    } catch {
      continue;
    }
    if (gitdir === undefined || existsSync(resolve(dir, gitdir))) continue;
    rmSync(dir, { recursive: true, force: true });
    log(`removed ${dir}: a baseline worktree whose repository no longer exists`);
  }
}

const sameLock = (dir) =>
  existsSync(join(dir, 'package-lock.json')) &&
  readFileSync(join(dir, 'package-lock.json'), 'utf8') ===
    readFileSync(resolve('package-lock.json'), 'utf8');

/** Whether the worktree's node_modules is still what its marker says was made. */
function dependenciesHold(dir) {
  const modules = join(dir, 'node_modules');
  let link;
  try {
    link = lstatSync(modules).isSymbolicLink();
  } catch {
    return false;
  }
  if (!link) return existsSync(join(modules, '.bin', 'vite')) && missingPackages(dir).length === 0;
  // Linked in from this checkout: only while the lock files still agree (this checkout's may
  // have moved on since) and the link still leads here.
  return (
    sameLock(dir) &&
    existsSync(modules) &&
    existsSync(resolve('node_modules')) &&
    realpathSync(modules) === realpathSync(resolve('node_modules'))
  );
}

/**
 * The baseline's dependencies: this checkout's node_modules linked in when both lock files are
 * the same bytes (the same packages: nothing to install), else `npm ci` from the baseline's own
 * lock file (its React, Vite or Firebase are part of what it measured). Returns what was done.
 */
function installDependencies(dir, log, short) {
  const modules = join(dir, 'node_modules');
  try {
    // A link is removed as a link: never through it, into this checkout's node_modules.
    if (lstatSync(modules).isSymbolicLink()) unlinkSync(modules);
    else rmSync(modules, { recursive: true, force: true });
  } catch {
    // None yet.
  }
  if (sameLock(dir) && existsSync(resolve('node_modules'))) {
    symlinkSync(resolve('node_modules'), modules, 'dir');
    return 'same package-lock.json: this checkout’s node_modules linked in';
  }
  log(`baseline ${short}: its package-lock.json differs, npm ci in ${dir} (a minute or two)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    // Not this run's npm context (`npm run bench` sets npm_config_local_prefix and the like to
    // this checkout): the baseline's install is its own.
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/iu.test(name))),
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const missing = result.status === 0 ? missingPackages(dir) : [];
  if (result.status !== 0 || missing.length > 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(
      result.status !== 0
        ? `npm ci for the baseline failed (exit ${result.status ?? result.signal})`
        : `npm ci for the baseline said it succeeded, but left out ${missing.slice(0, 5).join(', ')}` +
            `${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
    );
  }
  return 'its own package-lock.json differs: npm ci';
}

/**
 * The packages the baseline's lock file asks for directly (its dependencies and
 * devDependencies) that its node_modules lacks: an install that ended early once reported
 * success with 87 packages of some 800, and every build then failed.
 */
export function missingPackages(dir) {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  const root = lock.packages?.[''] ?? {};
  const wanted = [
    ...Object.keys(root.dependencies ?? {}),
    ...Object.keys(root.devDependencies ?? {}),
  ];
  return wanted.filter(
    (name) => !existsSync(join(dir, 'node_modules', ...name.split('/'), 'package.json')),
  );
}

/** Removes the worktree and its directory, whatever state it is in. */
function removeWorktree(dir) {
  try {
    git(['worktree', 'remove', '--force', '--force', dir]);
  } catch {
    // Not registered (the checkout failed early): the directory alone.
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The worktree of `commit` with its dependencies, made or reused. Kept between runs (`git
 * worktree remove --force <dir>` deletes it); one left half-made (an `npm ci` that failed) is
 * removed, so the next run starts over instead of building with half its packages.
 */
export function prepareBaselineWorktree(commit, log) {
  sweepOrphans(log);
  const short = commit.slice(0, 12);
  const dir = baselineWorktreeDir(commit);
  const ready = join(dir, READY);
  if (existsSync(ready) && dependenciesHold(dir)) {
    log(`baseline ${short}: reusing ${dir} (${readFileSync(ready, 'utf8').trim()})`);
    return dir;
  }
  try {
    if (!existsSync(join(dir, '.git'))) {
      rmSync(dir, { recursive: true, force: true });
      // --force: a worktree of this path that was deleted by hand is still registered.
      git(['worktree', 'add', '--detach', '--force', dir, commit]);
    }
    rmSync(ready, { force: true });
    const how = installDependencies(dir, log, short);
    writeFileSync(ready, `${how}\n`);
    log(`baseline ${short}: ${dir} (${how})`);
    return dir;
  } catch (error) {
    removeWorktree(dir);
    throw error;
  }
}
