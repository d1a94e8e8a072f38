import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createManagerCli } from '../../functions/src/createManagerCli';
import { functionsTarget } from './functionsTarget';
import { APP_ORIGIN } from './targets';
import { INVITE, newEmail } from './teamWorld';

// `npm run create-manager` (scripts/create-manager.mjs, docs/deploy.md#from-an-empty-project-to-a-first-shift)
// against the Auth and Firestore emulators `npm run test:backend` started: the manager's account
// and record, the same run again changing nothing, the printed link applied as its page would,
// the manager signing in and calling a manager's endpoint (the command itself, in a Node of its
// own); a driver not promoted silently, and the arguments' checks (its code in this process, to
// save a Node start each). Without a Firestore emulator (the functions on their in-memory store) only the arguments'
// checks run.

const run = promisify(execFile);
const env = process.env;
const emulators = env.FIREBASE_AUTH_EMULATOR_HOST && env.BACKEND_STORE === 'firestore';
const project = env.BACKEND_PROJECT ?? 'demo-dispatch-backend';

async function createManager(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['scripts/create-manager.mjs', '--project', project, ...args],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The same command in this process (its arguments' checks, a second case): no Node start. */
async function createManagerHere(...args: string[]) {
  return createManagerWith(env, ...args);
}

async function createManagerWith(withEnv: typeof env, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await createManagerCli(
    ['--project', project, ...args],
    withEnv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const linkOf = (stdout: string) => /^Set-password link: (\S+)$/m.exec(stdout)?.[1] ?? '';

describe('create-manager: its arguments', () => {
  it.each([
    [['--name', 'Ana Lopes'], /Missing --email/],
    [['--email', 'ana@example.com'], /Missing --name/],
    [['--email', 'not-an-email', '--name', 'Ana'], /does not look like an email/],
    [['--email', 'ana@example.com', '--name', 'Ana', '--colour', 'red'], /Unknown option/],
  ])('%j is refused with exit code 2 and says why', async (args, message) => {
    const { code, stderr } = await createManagerHere(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage: npm run create-manager');
  });

  it('refuses one emulator without the other', async () => {
    const { FIRESTORE_EMULATOR_HOST: _, ...only } = env;
    const oneOfEach = { ...only, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' };
    const { code, stderr } = await createManagerWith(oneOfEach, '--email', 'a@b.co', '--name', 'A');
    expect(code).toBe(2);
    expect(stderr).toContain('never one of each');
  });
});

describe.skipIf(!emulators)('create-manager on the emulators', () => {
  const target = () =>
    functionsTarget({
      url: env.BACKEND_FUNCTIONS_URL ?? '',
      authHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
      project,
      store: 'firestore',
    });

  it('makes the manager once; the link sets a password; the manager signs in and invites', async () => {
    const email = newEmail('first-manager');
    const first = await createManager(
      '--email',
      ` ${email.toUpperCase()} `,
      '--name',
      ' Ana  Lopes',
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Created the sign-in account');
    expect(first.stdout).toContain('Wrote its back-office record with the manager role.');
    const uid = /\(uid (\S+)\)/.exec(first.stdout)?.[1] ?? '';

    const world = await target();
    const record = await world.backOfficeUser(uid);
    expect(record).toMatchObject({ name: 'Ana Lopes', email, role: 'manager', active: true });

    const again = await createManagerHere('--email', email, '--name', 'Ana Lopes');
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`The sign-in account ${email} (uid ${uid}) exists already`);
    expect(again.stdout).toContain("a manager's already. Nothing was changed.");
    expect(await world.backOfficeUser(uid)).toEqual(record);

    const password = await world.passwordThroughLink(linkOf(again.stdout), email);
    const signedIn = await world.signIn(email, password);
    if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.code}`);
    const invited = await world.send({
      path: INVITE,
      headers: {
        'Content-Type': 'application/json',
        Origin: APP_ORIGIN,
        Authorization: `Bearer ${signedIn.who.idToken}`,
      },
      body: JSON.stringify({ name: 'Rui', email: newEmail('rui'), phone: '+351 912 000 222' }),
    });
    expect(invited.status).toBe(201);
  });

  it('leaves a driver a driver unless --promote', async () => {
    const world = await target();
    const driver = await world.signUp('driver-to-promote');
    const email = driver.email ?? '';
    await world.seedBackOfficeUsers({
      [driver.uid]: { name: 'Tiago', email, role: 'driver', active: true },
    });
    const refused = await createManagerHere('--email', email, '--name', 'Tiago');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('run again with --promote');
    expect(refused.stdout).not.toContain('Set-password link');
    expect(await world.backOfficeUser(driver.uid)).toMatchObject({ role: 'driver' });

    const promoted = await createManagerHere('--email', email, '--name', 'Tiago', '--promote');
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('promoted to manager');
    expect(await world.backOfficeUser(driver.uid)).toMatchObject({
      name: 'Tiago',
      role: 'manager',
      active: true,
    });
  });
});
