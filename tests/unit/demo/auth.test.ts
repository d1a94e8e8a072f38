import { afterEach, describe, expect, it } from 'vitest';
import { createDemoAuth, LOCKOUT_MS, MAX_FAILED_ATTEMPTS } from '@/demo/adapters/auth';
import { isOnline as browserIsOnline } from '@/platform';
import { AuthError, type AuthUser } from '@/services/ports';
import { AFTERNOON, goOffline, manualClock, recorder, uniqueDbName } from './helpers';

const created: { dispose(): void }[] = [];

function makeAuth(sessionKey = `${uniqueDbName()}:session`, clock = manualClock(AFTERNOON)) {
  const auth = createDemoAuth({
    env: { clock, isOnline: browserIsOnline, delay: () => Promise.resolve() },
    storage: localStorage,
    sessionKey,
    latencyMs: 0,
  });
  created.push(auth);
  return auth;
}

afterEach(() => {
  for (const auth of created.splice(0)) auth.dispose();
  localStorage.clear();
});

async function authError(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  expect((error as AuthError).message.length).toBeGreaterThan(10);
  return error as AuthError;
}

describe('demo auth: sign-in', () => {
  it('signs in each demo account with demo1234 and reports the user', async () => {
    const auth = makeAuth();
    const states = recorder<AuthUser | null>();
    auth.onAuthStateChanged(states.onNext);
    await states.waitFor((u) => u === null);

    const user = await auth.signIn(' Dispatcher@Demo.test ', 'demo1234');
    expect(user).toEqual({ uid: 'demo-dispatcher', email: 'dispatcher@demo.test' });
    expect(states.values.at(-1)).toEqual(user);
    expect(auth.currentUser()).toEqual(user);

    await auth.signOut();
    expect(states.values.at(-1)).toBeNull();
    expect((await auth.signIn('courier@demo.test', 'demo1234')).uid).toBe('demo-courier');
    await auth.signOut();
    expect((await auth.signIn('no-access@demo.test', 'demo1234')).uid).toBe('demo-no-access');
  });

  it.each([
    ['wrong password', 'dispatcher@demo.test', 'demo12345', 'wrong-password'],
    ['unknown user', 'nobody@demo.test', 'demo1234', 'user-not-found'],
    ['malformed email', 'dispatcher-at-demo', 'demo1234', 'invalid-email'],
    ['empty email', '   ', 'demo1234', 'invalid-email'],
    ['missing password', 'dispatcher@demo.test', '', 'missing-password'],
  ])('fails with a clear AuthError on %s', async (_, email, password, code) => {
    const auth = makeAuth();
    const error = await authError(auth.signIn(email, password));
    expect(error.code).toBe(code);
    expect(auth.currentUser()).toBeNull();
  });

  it('fails with a network error while offline', async () => {
    goOffline();
    const auth = makeAuth();
    const error = await authError(auth.signIn('dispatcher@demo.test', 'demo1234'));
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/offline/i);
  });

  it('refuses sign-in for a while after too many wrong passwords', async () => {
    const clock = manualClock(AFTERNOON);
    const auth = makeAuth(undefined, clock);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      expect((await authError(auth.signIn('dispatcher@demo.test', 'nope'))).code).toBe(
        'wrong-password',
      );
    }
    const locked = await authError(auth.signIn('dispatcher@demo.test', 'demo1234'));
    expect(locked.code).toBe('too-many-requests');

    clock.advance(LOCKOUT_MS + 1);
    expect((await auth.signIn('dispatcher@demo.test', 'demo1234')).uid).toBe('demo-dispatcher');
  });

  it('keeps the lockout for its minute across a reload, then lets the right password in', async () => {
    const key = `${uniqueDbName()}:session`;
    const clock = manualClock(AFTERNOON);
    const before = makeAuth(key, clock);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      await authError(before.signIn('dispatcher@demo.test', 'nope'));
    }
    before.dispose();

    const reloaded = makeAuth(key, clock);
    expect((await authError(reloaded.signIn('dispatcher@demo.test', 'demo1234'))).code).toBe(
      'too-many-requests',
    );
    // Another account is not locked.
    expect((await reloaded.signIn('courier@demo.test', 'demo1234')).uid).toBe('demo-courier');
    await reloaded.signOut();

    clock.advance(LOCKOUT_MS + 1);
    const later = makeAuth(key, clock);
    expect((await later.signIn('dispatcher@demo.test', 'demo1234')).uid).toBe('demo-dispatcher');
  });

  it('counts wrong passwords across reloads', async () => {
    const key = `${uniqueDbName()}:session`;
    const clock = manualClock(AFTERNOON);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS - 1; i++) {
      await authError(makeAuth(key, clock).signIn('dispatcher@demo.test', 'nope'));
    }
    expect(
      (await authError(makeAuth(key, clock).signIn('dispatcher@demo.test', 'nope'))).code,
    ).toBe('wrong-password');
    expect(
      (await authError(makeAuth(key, clock).signIn('dispatcher@demo.test', 'demo1234'))).code,
    ).toBe('too-many-requests');
  });

  it('starts without a lockout when the stored attempts are unreadable', async () => {
    const key = `${uniqueDbName()}:session`;
    localStorage.setItem(`${key}:failed-sign-ins`, '{not json');
    expect((await makeAuth(key).signIn('dispatcher@demo.test', 'demo1234')).uid).toBe(
      'demo-dispatcher',
    );
    localStorage.setItem(`${key}:failed-sign-ins`, JSON.stringify({ 'dispatcher@demo.test': 7 }));
    expect((await makeAuth(key).signIn('dispatcher@demo.test', 'demo1234')).uid).toBe(
      'demo-dispatcher',
    );
  });
});

describe('demo auth: session', () => {
  it('keeps the session across a new instance (a reload) until sign-out', async () => {
    const key = `${uniqueDbName()}:session`;
    await makeAuth(key).signIn('dispatcher@demo.test', 'demo1234');

    const reloaded = makeAuth(key);
    const states = recorder<AuthUser | null>();
    reloaded.onAuthStateChanged(states.onNext);
    expect((await states.waitForCount(1))?.uid).toBe('demo-dispatcher');

    await reloaded.signOut();
    const again = recorder<AuthUser | null>();
    makeAuth(key).onAuthStateChanged(again.onNext);
    expect(await again.waitForCount(1)).toBeNull();
  });

  it('starts signed out when the stored session is corrupt or names no demo account', async () => {
    const key = `${uniqueDbName()}:session`;
    for (const stored of ['{not json', JSON.stringify({ uid: 'someone-else' }), 'null']) {
      localStorage.setItem(key, stored);
      expect(makeAuth(key).currentUser()).toBeNull();
    }
  });

  it('follows sign-in and sign-out made in another tab (storage event)', async () => {
    const key = `${uniqueDbName()}:session`;
    const auth = makeAuth(key);
    const states = recorder<AuthUser | null>();
    auth.onAuthStateChanged(states.onNext);
    await states.waitForCount(1);

    // What the other tab leaves behind, and the event this tab then receives.
    const session = JSON.stringify({ uid: 'demo-courier', email: 'courier@demo.test' });
    localStorage.setItem(key, session);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: session }));
    expect(states.values.at(-1)?.uid).toBe('demo-courier');

    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    expect(states.values.at(-1)).toBeNull();
  });

  it('stops calling a listener after it unsubscribes', async () => {
    const auth = makeAuth();
    const states = recorder<AuthUser | null>();
    const unsubscribe = auth.onAuthStateChanged(states.onNext);
    await states.waitForCount(1);
    unsubscribe();
    await auth.signIn('dispatcher@demo.test', 'demo1234');
    expect(states.values).toEqual([null]);
  });
});

describe('demo auth: password reset', () => {
  it('answers alike for a known and an unknown account (no account enumeration)', async () => {
    await expect(makeAuth().sendPasswordReset('courier@demo.test')).resolves.toBeUndefined();
    await expect(makeAuth().sendPasswordReset('nobody@demo.test')).resolves.toBeUndefined();
  });

  it.each([
    ['a malformed address', 'courier@', 'invalid-email'],
    ['an empty address', '', 'invalid-email'],
  ])('fails for %s', async (_, email, code) => {
    expect((await authError(makeAuth().sendPasswordReset(email))).code).toBe(code);
  });

  it('fails while offline', async () => {
    goOffline();
    expect((await authError(makeAuth().sendPasswordReset('courier@demo.test'))).code).toBe(
      'network',
    );
  });
});

describe('demo auth: ID tokens', () => {
  it('has no token signed out, a stable one signed in, and a new one when forced', async () => {
    const auth = makeAuth();
    expect(await auth.getIdToken()).toBeNull();

    await auth.signIn('dispatcher@demo.test', 'demo1234');
    const first = await auth.getIdToken();
    expect(first).toEqual(expect.any(String));
    expect(await auth.getIdToken()).toBe(first);
    expect(auth.verifyIdToken(first as string)?.uid).toBe('demo-dispatcher');

    const forced = await auth.getIdToken(true);
    expect(forced).not.toBe(first);
    expect(auth.verifyIdToken(first as string)).toBeNull();
    expect(auth.verifyIdToken(forced as string)?.uid).toBe('demo-dispatcher');

    await auth.signOut();
    expect(await auth.getIdToken()).toBeNull();
    expect(auth.verifyIdToken(forced as string)).toBeNull();
  });
});
