import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoAuth } from '@/demo/adapters/auth';
import { createDemoAccountDirectory, createDemoAccounts } from '@/demo/server/demoAccounts';
import { openDemoDb, type DemoDb } from '@/demo/server/store';
import { isOnline as browserIsOnline } from '@/platform';
import type { AuthUser } from '@/services/ports';
import { AFTERNOON, manualClock, recorder, uniqueDbName } from './helpers';

// The demo's sign-in with the accounts the desk invites and deactivates (demoAccounts.ts, kept
// in the demo's database): an invited account signs in with demo1234 from any tab, a deactivated
// one is refused and its session's token fails the backend's check, a restored session of an
// account that is gone (a reset) signs out.

const opened: Array<{ dispose(): void }> = [];
afterEach(() => {
  for (const item of opened.splice(0)) item.dispose();
  localStorage.clear();
});

async function world() {
  const db: DemoDb = await openDemoDb(uniqueDbName());
  opened.push({ dispose: () => db.close() });
  const accounts = createDemoAccounts(db);
  const sessionKey = `${uniqueDbName()}:session`;
  const makeAuth = () => {
    const auth = createDemoAuth({
      env: { clock: manualClock(AFTERNOON), isOnline: browserIsOnline, delay: async () => {} },
      storage: localStorage,
      sessionKey,
      latencyMs: 0,
      directory: createDemoAccountDirectory(db),
    });
    opened.push(auth);
    return auth;
  };
  return { db, accounts, makeAuth };
}

describe('demo sign-in with the desk’s accounts', () => {
  it('signs an invited account in with demo1234; its session is restored in another tab', async () => {
    const { accounts, makeAuth } = await world();
    const made = await accounts.createUser({ email: 'Rita@Demo.test', displayName: 'Rita' });
    expect(made).toEqual({ created: true, uid: expect.stringMatching(/^demo-driver-/) });
    expect(await accounts.createUser({ email: 'rita@demo.test', displayName: 'x' })).toEqual({
      created: false,
      uid: made.uid,
    });
    expect(await accounts.createUser({ email: 'manager@demo.test', displayName: 'x' })).toEqual({
      created: false,
      uid: 'demo-manager',
    });

    const auth = makeAuth();
    const user = await auth.signIn('rita@demo.test', 'demo1234');
    expect(user).toEqual({ uid: made.uid, email: 'rita@demo.test' });
    const token = (await auth.getIdToken()) as string;
    expect(await auth.verifyCaller(token)).toEqual(user);

    const other = makeAuth();
    expect(other.currentUser()).toEqual(user);
    await expect(auth.signIn('rita@demo.test', 'wrong')).rejects.toMatchObject({
      code: 'wrong-password',
    });
  });

  it('refuses a deactivated account, and the session it has fails its next check', async () => {
    const { accounts, makeAuth } = await world();
    const auth = makeAuth();
    await auth.signIn('courier@demo.test', 'demo1234');
    const token = (await auth.getIdToken()) as string;
    await accounts.disableUser('demo-courier');
    await accounts.disableUser('demo-courier'); // harmless twice
    await accounts.disableUser('nobody'); // and for nobody
    expect(auth.verifyIdToken(token)).toMatchObject({ uid: 'demo-courier' });
    expect(await auth.verifyCaller(token)).toBeNull();
    await auth.signOut();
    await expect(auth.signIn('courier@demo.test', 'demo1234')).rejects.toMatchObject({
      code: 'user-disabled',
    });
    // Not a way to learn it without the password.
    await expect(auth.signIn('courier@demo.test', 'wrong')).rejects.toMatchObject({
      code: 'wrong-password',
    });
  });

  it('signs out a restored session whose account is gone (the demo data was reset)', async () => {
    const { db, accounts, makeAuth } = await world();
    const { uid } = await accounts.createUser({ email: 'gone@demo.test', displayName: 'Gone' });
    await makeAuth().signIn('gone@demo.test', 'demo1234');
    await db.clear('accounts');
    const restored = makeAuth();
    // Restored at first (the page starts signed in), then asked about and signed out.
    expect(restored.currentUser()).toMatchObject({ uid });
    const states = recorder<AuthUser | null>();
    restored.onAuthStateChanged(states.onNext);
    await states.waitFor((user) => user === null);
    expect(restored.currentUser()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('links an invited driver to the sign-in page with their email', async () => {
    const { accounts } = await world();
    expect(await accounts.passwordLink('a+b@demo.test')).toBe(
      `${location.origin}/login?email=a%2Bb%40demo.test`,
    );
  });
});
