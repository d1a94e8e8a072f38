import { AuthError, type AuthGateway, type AuthUser, type Unsubscribe } from '../ports';
import { findAccountByEmail, findAccountByUid } from './accounts';
import type { DemoEnvironment } from './environment';

// Demo sign-in against the fixed demo accounts. The session is kept in localStorage so a
// reload stays signed in, and other tabs follow sign-in and sign-out through the `storage`
// event, as Firebase Auth's local persistence does.

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

export function createDemoAuth(options: DemoAuthOptions): DemoAuth {
  const { env, storage, sessionKey, latencyMs } = options;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const failures = new Map<string, { count: number; lockedUntil: number }>();
  let token: string | null = null;
  let tokenSerial = 0;

  const readSession = (): AuthUser | null => {
    try {
      const raw = storage?.getItem(sessionKey);
      if (!raw) return null;
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) return null;
      const uid = (parsed as { uid?: unknown }).uid;
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
    for (const listener of [...listeners]) listener(user);
  };

  // Another tab signed in or out: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionKey || event.key === null) setUser(readSession(), false);
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) window.addEventListener('storage', onStorage);

  const recordFailure = (email: string) => {
    const entry = failures.get(email) ?? { count: 0, lockedUntil: 0 };
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
      // Firebase reports the initial state asynchronously; do the same so callers cannot
      // come to depend on a synchronous first call.
      queueMicrotask(() => {
        if (active) listener(user);
        if (active) listeners.add(listener);
      });
      return () => {
        active = false;
        listeners.delete(listener);
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
      const failure = failures.get(address);
      if (failure && failure.lockedUntil > env.clock.now()) {
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
      failures.delete(address);
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
      if (!findAccountByEmail(address)) throw unknownUser();
      // Demo mode sends nothing: the reset "succeeds" so the success state can be seen.
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
