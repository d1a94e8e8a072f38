import { findAccountByEmail, findAccountByUid } from '@/demo/server/accounts';
import type { DemoAccountDirectory, SignInAccount } from '@/demo/server/demoAccounts';
import type { DemoEnvironment } from '@/demo/server/environment';
import { asRecord } from '@/domain/read';
import type { Unsubscribe } from '@/platform';
import { createListeners } from '@/platform';
import { AuthError, type AuthGateway, type AuthUser } from '@/services/ports';
import { failedAttemptsStore } from './failedSignIns';

// Demo sign-in against the demo accounts: the fixed ones, and (with a directory) those the desk
// invited or deactivated, which the demo's database keeps (demoAccounts.ts). The session is kept
// in localStorage so a reload stays signed in, and other tabs follow sign-in and sign-out through
// the `storage` event, as Firebase Auth's local persistence does. Failed attempts are kept there
// too: the lockout after too many of them is the server's in Firebase, and a reload does not end
// it. A deactivated account cannot sign in, and the session it has fails its next token check
// (`verifyCaller`), as Firebase's does once its refresh tokens are revoked.

export interface DemoAuthOptions {
  env: DemoEnvironment;
  /** Where the session is persisted; null keeps it in memory only. */
  storage: Storage | null;
  sessionKey: string;
  /** Simulated network latency of sign-in and password reset, so loading states show. */
  latencyMs: number;
  /** The accounts the desk invited or deactivated; without it, the fixed accounts only. */
  directory?: DemoAccountDirectory;
}

export interface DemoAuth extends AuthGateway {
  /** The signed-in user right now (the demo backend's view of the session). */
  currentUser(): AuthUser | null;
  /** The user a token was issued to, when it is the current user's latest token. */
  verifyIdToken(token: string): AuthUser | null;
  /** The backend's check of a Bearer token: verifyIdToken, and the account not deactivated. */
  verifyCaller(token: string): Promise<AuthUser | null>;
  dispose(): void;
}

// Deliberately loose (like Firebase's own check): something@something.something.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** After this many wrong passwords in a row, sign-in is refused for a while. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 60_000;

function networkError(): AuthError {
  return new AuthError('network', 'You’re offline. Connect to the internet and try again.');
}

function validateEmail(email: string): void {
  if (email === '') throw new AuthError('invalid-email', 'Enter your email address.');
  if (!EMAIL_PATTERN.test(email)) {
    throw new AuthError(
      'invalid-email',
      'That email address doesn’t look right. Check it and try again.',
    );
  }
}

function unknownUser(): AuthError {
  return new AuthError(
    'user-not-found',
    'There is no account with this email address. Check it, or use one of the demo accounts.',
  );
}

function userDisabled(): AuthError {
  return new AuthError(
    'user-disabled',
    'This account has been deactivated by the back office. Ask them if this is a mistake.',
  );
}

export function createDemoAuth(options: DemoAuthOptions): DemoAuth {
  const { env, storage, sessionKey, latencyMs, directory } = options;
  const fixedAccount = (uid: string): SignInAccount | null => {
    const account = findAccountByUid(uid);
    return account ? { ...account, disabled: false } : null;
  };
  const accountByEmail = async (email: string): Promise<SignInAccount | null> => {
    if (directory) return directory.findByEmail(email);
    const account = findAccountByEmail(email);
    return account ? { ...account, disabled: false } : null;
  };
  const accountByUid = (uid: string): Promise<SignInAccount | null> =>
    directory ? directory.findByUid(uid) : Promise.resolve(fixedAccount(uid));
  const listeners = createListeners<AuthUser | null>();
  const failures = failedAttemptsStore(storage, `${sessionKey}:failed-sign-ins`, () =>
    env.clock.now(),
  );
  let token: string | null = null;
  let tokenSerial = 0;

  const readSession = (): AuthUser | null => {
    try {
      const raw = storage?.getItem(sessionKey);
      if (!raw) return null;
      const parsed = asRecord(JSON.parse(raw));
      const { uid, email } = parsed ?? {};
      if (typeof uid !== 'string') return null;
      const account = fixedAccount(uid);
      if (account) return { uid: account.uid, email: account.email };
      // An invited account: the database is asked below, and a gone one signs out then.
      return directory && typeof email === 'string' ? { uid, email } : null;
    } catch {
      return null; // Unreadable storage or a corrupt value: start signed out.
    }
  };

  const writeSession = (user: AuthUser | null) => {
    try {
      if (user === null) storage?.removeItem(sessionKey);
      else storage?.setItem(sessionKey, JSON.stringify(user));
    } catch {
      // Storage full or blocked: the session still works in this tab until it closes.
    }
  };

  let user: AuthUser | null = readSession();
  if (user !== null && directory) {
    const restored = user.uid;
    void directory.findByUid(restored).then(
      (account) => {
        if (account === null && user?.uid === restored) setUser(null, true);
      },
      () => {}, // Unreadable now: the next sign-in or backend call asks again.
    );
  }

  const setUser = (next: AuthUser | null, persist: boolean) => {
    if (next?.uid === user?.uid) return;
    user = next;
    token = null;
    if (persist) writeSession(next);
    listeners.emit(user);
  };

  // Another tab signed in or out: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionKey || event.key === null) setUser(readSession(), false);
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) window.addEventListener('storage', onStorage);

  const recordFailure = (email: string) => {
    const entry = failures.get(email);
    entry.count += 1;
    if (entry.count >= MAX_FAILED_ATTEMPTS) {
      entry.lockedUntil = env.clock.now() + LOCKOUT_MS;
      entry.count = 0;
    }
    failures.set(email, entry);
  };

  return {
    onAuthStateChanged(listener): Unsubscribe {
      let active = true;
      let remove = () => {};
      // Firebase reports the initial state asynchronously; do the same so callers cannot
      // come to depend on a synchronous first call.
      queueMicrotask(() => {
        if (active) listener(user);
        if (active) remove = listeners.add(listener);
      });
      return () => {
        active = false;
        remove();
      };
    },

    async signIn(email, password) {
      const address = email.trim().toLowerCase();
      await env.delay(latencyMs);
      validateEmail(address);
      if (password === '') throw new AuthError('missing-password', 'Enter your password.');
      if (!env.isOnline()) throw networkError();
      const account = await accountByEmail(address);
      if (!account) throw unknownUser();
      if (failures.get(address).lockedUntil > env.clock.now()) {
        throw new AuthError(
          'too-many-requests',
          'Too many failed attempts. Wait a minute, then try again.',
        );
      }
      if (password !== account.password) {
        recordFailure(address);
        throw new AuthError(
          'wrong-password',
          'The password is incorrect. Try again, or use “Forgot password?”.',
        );
      }
      failures.clear(address);
      if (account.disabled) throw userDisabled();
      const signedIn: AuthUser = { uid: account.uid, email: account.email };
      setUser(signedIn, true);
      return signedIn;
    },

    async signOut() {
      setUser(null, true);
    },

    async sendPasswordReset(email) {
      const address = email.trim().toLowerCase();
      await env.delay(latencyMs);
      validateEmail(address);
      if (!env.isOnline()) throw networkError();
      // Known or not, the answer is the same (as with Firebase's email-enumeration protection):
      // a reset form must not tell anyone which addresses have an account. Demo mode sends
      // nothing either way; the sign-in screen says so.
    },

    async getIdToken(forceRefresh = false) {
      if (user === null) return null;
      if (token === null || forceRefresh) {
        tokenSerial += 1;
        token = `demo-id-token.${user.uid}.${tokenSerial}.${env.clock.now()}`;
      }
      return token;
    },

    currentUser: () => user,

    verifyIdToken(candidate) {
      return user !== null && token !== null && candidate === token ? user : null;
    },

    async verifyCaller(candidate) {
      const caller = this.verifyIdToken(candidate);
      if (caller === null) return null;
      const account = await accountByUid(caller.uid);
      return account === null || account.disabled ? null : caller;
    },

    dispose() {
      listeners.clear();
      if (hasWindow) window.removeEventListener('storage', onStorage);
    },
  };
}
