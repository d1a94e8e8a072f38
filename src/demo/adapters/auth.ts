import { findAccountByEmail, findAccountByUid } from '@/demo/server/accounts';
import type { DemoEnvironment } from '@/demo/server/environment';
import { asRecord, isRecord } from '@/domain/read';
import type { Unsubscribe } from '@/platform';
import { createListeners } from '@/platform';
import { AuthError, type AuthGateway, type AuthUser } from '@/services/ports';

// Demo sign-in against the fixed demo accounts. The session is kept in localStorage so a
// reload stays signed in, and other tabs follow sign-in and sign-out through the `storage`
// event, as Firebase Auth's local persistence does. Failed attempts are kept there too: the
// lockout after too many of them is the server's in Firebase, and a reload does not end it.

export interface DemoAuthOptions {
  env: DemoEnvironment;
  /** Where the session is persisted; null keeps it in memory only. */
  storage: Storage | null;
  sessionKey: string;
  /** Simulated network latency of sign-in and password reset, so loading states show. */
  latencyMs: number;
}

export interface DemoAuth extends AuthGateway {
  /** The signed-in user right now (the demo backend's view of the session). */
  currentUser(): AuthUser | null;
  /** The user a token was issued to, when it is the current user's latest token. */
  verifyIdToken(token: string): AuthUser | null;
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

interface FailedAttempts {
  count: number;
  lockedUntil: number;
}

/** Failed sign-in attempts per email, kept in `storage` so a reload keeps a lockout. */
function failedAttemptsStore(storage: Storage | null, key: string, now: () => number) {
  let memory: Record<string, FailedAttempts> = {};

  const read = (): Record<string, FailedAttempts> => {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return memory;
      const parsed: unknown = JSON.parse(raw);
      return isRecord(parsed) ? (parsed as Record<string, FailedAttempts>) : {};
    } catch {
      return memory; // Unreadable storage or a corrupt value: what this tab knows.
    }
  };

  const write = (all: Record<string, FailedAttempts>) => {
    // Ended lockouts without new failures are dropped, so the record does not grow.
    const current = Object.fromEntries(
      Object.entries(all).filter(([, entry]) => entry.count > 0 || entry.lockedUntil > now()),
    );
    memory = current;
    try {
      if (Object.keys(current).length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(current));
    } catch {
      // Storage full or blocked: the lockout still holds in this tab.
    }
  };

  return {
    get(email: string): FailedAttempts {
      const entry = read()[email];
      const count = Number(entry?.count);
      const lockedUntil = Number(entry?.lockedUntil);
      return {
        count: Number.isFinite(count) ? count : 0,
        lockedUntil: Number.isFinite(lockedUntil) ? lockedUntil : 0,
      };
    },
    set(email: string, entry: FailedAttempts) {
      write({ ...read(), [email]: entry });
    },
    clear(email: string) {
      const { [email]: _cleared, ...others } = read();
      write(others);
    },
  };
}

export function createDemoAuth(options: DemoAuthOptions): DemoAuth {
  const { env, storage, sessionKey, latencyMs } = options;
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
      const parsed: unknown = JSON.parse(raw);
      const uid = asRecord(parsed)?.uid;
      const account = typeof uid === 'string' ? findAccountByUid(uid) : undefined;
      return account ? { uid: account.uid, email: account.email } : null;
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
      const account = findAccountByEmail(address);
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

    dispose() {
      listeners.clear();
      if (hasWindow) window.removeEventListener('storage', onStorage);
    },
  };
}
