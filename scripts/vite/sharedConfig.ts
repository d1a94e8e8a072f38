import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// What the app build (vite.config.ts) and the unit tests (vitest.config.ts) must agree on.

/** `@/…` is `src/…` (and `@backend/…` is `backend/…`), in the app, the tests and TypeScript (tsconfig*.json `paths`). */
export const sourceAlias = {
  '@': fileURLToPath(new URL('../../src', import.meta.url)),
  /** The backend core (backend/core), shared by the demo and the Cloud Functions. */
  '@backend': fileURLToPath(new URL('../../backend', import.meta.url)),
};

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * The build's date, as an ISO string: `SOURCE_DATE_EPOCH` (seconds) when set, else the date of
 * the commit being built, else now. The same source builds the same files (no "Update
 * available" after a rebuild of the same commit).
 */
function buildDate(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  if (process.env.SOURCE_DATE_EPOCH && Number.isFinite(epoch)) {
    return new Date(epoch * 1000).toISOString();
  }
  try {
    const committed = execFileSync('git', ['log', '-1', '--format=%cI'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const date = new Date(committed);
    if (committed !== '' && !Number.isNaN(date.getTime())) return date.toISOString();
  } catch {
    // Not a git checkout (a source archive): the time of the build.
  }
  return new Date().toISOString();
}

/**
 * Constants replaced at build time (declared in src/buildConstants.d.ts). The version shown in
 * the side menu is package.json's, so a release changes one place. "About this app" shows both.
 */
export const buildConstants = {
  __APP_VERSION__: JSON.stringify(packageJson.version),
  __BUILD_DATE__: JSON.stringify(buildDate()),
};
