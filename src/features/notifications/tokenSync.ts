import { asError, browserTimers, onBackOnline, safeLocalStorage, withDeadline } from '@/platform';
import type { Unsubscribe, Timers } from '@/platform';
import {
  DispatchApiError,
  type AuthUser,
  type Clock,
  type DispatchApi,
  type PushPort,
} from '@/services/ports';

// Keeps the backend's copy of this browser's push token current (docs/push.md): at sign-in and
// start, and whenever the token changes. FCM has no token-change event on the web, so each sync
// asks for the current token and compares it with the one last sent from this browser. Failures
// never block the app: they are retried later (backoff, and at once when the network returns).

/** Which token was last sent for which user, from this browser. */
export interface SentTokenStore {
  get(uid: string): string | null;
  set(uid: string, token: string | null): void;
}

const STORE_KEY_PREFIX = 'dispatch:push:sent-token:';

export function localSentTokenStore(storage: Storage | null = safeLocalStorage()): SentTokenStore {
  const memory = new Map<string, string>();
  return {
    get: (uid) => {
      try {
        return storage?.getItem(STORE_KEY_PREFIX + uid) ?? memory.get(uid) ?? null;
      } catch {
        return memory.get(uid) ?? null;
      }
    },
    set: (uid, token) => {
      if (token === null) memory.delete(uid);
      else memory.set(uid, token);
      try {
        if (token === null) storage?.removeItem(STORE_KEY_PREFIX + uid);
        else storage?.setItem(STORE_KEY_PREFIX + uid, token);
      } catch {
        // Storage full or blocked: the memory copy still avoids resending within this visit.
      }
    },
  };
}

/** Waits between attempts: 5 s, 30 s, 2 min, then every 10 min. */
export const TOKEN_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000];
/** Sign-out waits at most this long for the backend to forget the token. */
export const FORGET_TOKEN_TIMEOUT_MS = 4_000;

export type TokenSyncStatus = 'idle' | 'sending' | 'sent' | 'retrying' | 'failed';

export interface TokenSyncOptions {
  user: AuthUser;
  push: Pick<PushPort, 'getToken'>;
  api: Pick<DispatchApi, 'tokenUpdate'>;
  clock: Clock;
  store: SentTokenStore;
  timers?: Timers;
  onOnline?: (callback: () => void) => Unsubscribe;
  retryDelaysMs?: readonly number[];
  forgetTimeoutMs?: number;
  onStatus?: (status: TokenSyncStatus, error: Error | null) => void;
}

export interface TokenSync {
  /** Sends the current token if the backend does not have it yet; retries on failure. */
  sync(): Promise<TokenSyncStatus>;
  /**
   * Stops retrying and asks the backend to forget this user's token (fcmToken null), waiting at
   * most forgetTimeoutMs; never rejects. Run it while still signed in: the backend needs to
   * know who is asking.
   */
  forget(): Promise<void>;
  /** Stops retrying (the user left the signed-in screens). */
  stop(): void;
}

export function createTokenSync(options: TokenSyncOptions): TokenSync {
  const { user, push, api, clock, store } = options;
  const timers = options.timers ?? browserTimers;
  const delays = options.retryDelaysMs ?? TOKEN_RETRY_DELAYS_MS;
  const forgetTimeoutMs = options.forgetTimeoutMs ?? FORGET_TOKEN_TIMEOUT_MS;
  const report = options.onStatus ?? (() => {});

  let stopped = false;
  let failures = 0;
  let retryTimer: unknown = null;
  let running: Promise<TokenSyncStatus> | null = null;

  const cancelRetry = () => {
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
  };

  const stopOnline = (options.onOnline ?? onBackOnline)(() => {
    // Back online with a retry pending: try now rather than at the end of the backoff.
    if (retryTimer !== null && !stopped) void sync();
  });

  const scheduleRetry = (error: unknown) => {
    const planned = delays[Math.min(failures, delays.length - 1)] ?? 60_000;
    const asked = error instanceof DispatchApiError ? error.retryAfterMs : null;
    failures += 1;
    cancelRetry();
    retryTimer = timers.setTimeout(
      () => {
        retryTimer = null;
        void sync();
      },
      Math.max(planned, asked ?? 0),
    );
  };

  async function attempt(): Promise<TokenSyncStatus> {
    try {
      const token = await push.getToken();
      if (stopped) return 'idle';
      if (store.get(user.uid) === token) {
        failures = 0;
        report('sent', null);
        return 'sent';
      }
      report('sending', null);
      await api.tokenUpdate({
        uid: user.uid,
        email: user.email,
        fcmToken: token,
        updatedAt: clock.now(),
      });
      if (stopped) return 'idle';
      store.set(user.uid, token);
      failures = 0;
      report('sent', null);
      return 'sent';
    } catch (error) {
      if (stopped) return 'idle';
      // A refusal (4xx) will not get better by itself; a network or server error, or a push
      // service that cannot be reached (getToken), will.
      if (error instanceof DispatchApiError && !error.retryable) {
        report('failed', error);
        return 'failed';
      }
      scheduleRetry(error);
      report('retrying', asError(error));
      return 'retrying';
    }
  }

  function sync(): Promise<TokenSyncStatus> {
    if (stopped) return Promise.resolve('idle');
    cancelRetry();
    running ??= attempt().finally(() => {
      running = null;
    });
    return running;
  }

  function stop() {
    stopped = true;
    cancelRetry();
    stopOnline();
  }

  async function forget(): Promise<void> {
    stop();
    const sent = store.get(user.uid);
    // Cleared first: if the call fails, the next sign-in sends the token again.
    store.set(user.uid, null);
    if (sent === null) return; // The backend never got a token from this browser.
    const call = api
      .tokenUpdate({ uid: user.uid, email: user.email, fcmToken: null, updatedAt: clock.now() })
      .catch(() => {
        // Offline or refused: sign out anyway; the backend drops tokens FCM reports as dead.
      });
    await withDeadline(call, forgetTimeoutMs, () => undefined, timers);
  }

  return { sync, forget, stop };
}
