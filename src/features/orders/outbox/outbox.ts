import {
  DispatchApiError,
  systemClock,
  type Clock,
  type DispatchApi,
} from '../../../services/ports';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './backoff';
import { browserChannel, browserLocks, type OutboxChannel, type OutboxLocks } from './crossTab';
import { settledEntries } from './overlay';
import { DEFAULT_OUTBOX_DB_NAME, openOutboxStore, type OutboxStore } from './store';
import { randomUuid } from './uuid';
import type {
  OutboxEntry,
  OutboxEntryState,
  OutboxError,
  OutboxSnapshot,
  StatusChange,
} from './types';

// The status-change outbox (docs/outbox.md), without React. One instance per signed-in user:
// it sends that user's queued changes one at a time, oldest first, and only while that same
// user is the one signed in (the DispatchApi fetches the token of whoever is signed in).
// See docs/outbox.md for the lifecycle and how the app wires it.

export type Unsubscribe = () => void;

export interface OutboxTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type OutboxWakeReason = 'online' | 'offline' | 'visible';

export interface OutboxOptions {
  /** The user this outbox belongs to. */
  uid: string;
  api: Pick<DispatchApi, 'deliveryUpdate'>;
  /** Force-refreshes the ID token (e.g. `() => auth.getIdToken(true)`); called once after a 401. */
  refreshToken: () => Promise<unknown>;
  /** Who is signed in right now; nothing is sent unless it is `uid`. */
  currentUid: () => string | null;
  dbName?: string;
  clock?: Clock;
  /** [0, 1), for backoff jitter. */
  random?: () => number;
  timers?: OutboxTimers;
  isOnline?: () => boolean;
  /** Calls back on `online`/`offline` and when the page becomes visible. */
  subscribeToWakeups?: (listener: (reason: OutboxWakeReason) => void) => Unsubscribe;
  newUpdateId?: () => string;
  retryPolicy?: Partial<RetryPolicy>;
  onChange?: (snapshot: OutboxSnapshot) => void;
  /** Cross-tab sender lock; default the Web Locks API, null for none. */
  locks?: OutboxLocks | null;
  /** Cross-tab change announcements; default a BroadcastChannel, null for none. */
  channel?: OutboxChannel | null;
  /** Where unexpected storage failures are reported (default console.error). */
  onError?: (error: unknown) => void;
}

export interface Outbox {
  readonly uid: string;
  /** Resolves once the stored entries are loaded (and the first drain has been started). */
  readonly ready: Promise<void>;
  snapshot(): OutboxSnapshot;
  entries(): readonly OutboxEntry[];
  /** Calls back with a new snapshot after every change. */
  subscribe(listener: (snapshot: OutboxSnapshot) => void): Unsubscribe;
  /** Stores the change (tap time = now) and starts sending; resolves once it is in IndexedDB. */
  enqueue(change: StatusChange): Promise<OutboxEntry>;
  /** Sends every change that is due, in order; resolves when none is left to send now. */
  drain(): Promise<void>;
  /** Failed / needs-sign-in / backing-off entry: send it again now. False when unknown. */
  retry(updateId: string): Promise<boolean>;
  /** Drops an entry that is not in flight. False when unknown or in flight. */
  discard(updateId: string): Promise<boolean>;
  /** Drops every entry not in flight (the "discard and sign out" choice). */
  discardAll(): Promise<void>;
  /**
   * Tells the outbox what the realtime feed shows: sent changes the feed confirms (and sent
   * changes older than the confirmation TTL) are removed.
   */
  confirm(feedReceipts: readonly { id: string; status: string | null }[]): Promise<void>;
  /** Stops timers and listeners; an in-flight request still records its outcome. */
  dispose(): void;
}

const UNSENT_STATES: ReadonlySet<OutboxEntryState> = new Set([
  'pending',
  'sending',
  'failed',
  'needs-sign-in',
]);

const browserTimers: OutboxTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribeToBrowserWakeups(listener: (reason: OutboxWakeReason) => void): Unsubscribe {
  if (typeof window === 'undefined') return () => {};
  const onOnline = () => listener('online');
  const onOffline = () => listener('offline');
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener('visible');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

function toOutboxError(caught: unknown): { error: OutboxError; retryAfterMs: number | null } {
  if (caught instanceof DispatchApiError) {
    return {
      error: { kind: caught.kind, message: caught.message, status: caught.status },
      retryAfterMs: caught.retryAfterMs,
    };
  }
  // The DispatchApi contract says it rejects with DispatchApiError; anything else is a bug in
  // an adapter, treated as a retryable server failure so the change is never dropped.
  const message = caught instanceof Error ? caught.message : String(caught);
  return { error: { kind: 'server', message, status: null }, retryAfterMs: null };
}

function isRetryable(error: OutboxError): boolean {
  return error.kind === 'offline' || error.kind === 'timeout' || error.kind === 'server';
}

/**
 * The next entry to send: the oldest pending one whose receipt has no older entry still
 * unsent. A failed change of one order does not hold up other orders, but a later change of
 * the same order waits behind it, so the backend never applies an older tap after a newer one.
 */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | null {
  const blockedReceipts = new Set<string>();
  for (const entry of entries) {
    if (entry.state === 'sent') continue;
    if (entry.state === 'pending' && !blockedReceipts.has(entry.receiptId)) return entry;
    blockedReceipts.add(entry.receiptId);
  }
  return null;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { uid, api } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const timers = options.timers ?? browserTimers;
  const isOnline = options.isOnline ?? browserIsOnline;
  const newUpdateId = options.newUpdateId ?? (() => randomUuid());
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy };
  const reportError =
    options.onError ?? ((error: unknown) => console.error('Outbox storage failed', error));

  let store: OutboxStore | null = null;
  let entries: OutboxEntry[] = [];
  let loaded = false;
  let disposed = false;
  let wakeTimer: unknown = null;
  let running: Promise<void> | null = null;
  let drainAgain = false;
  /** Bumped by every change of `entries`, so a re-read that raced a change is retried. */
  let version = 0;
  /** The last drain found another tab holding the sender lock. */
  let otherTabSending = false;
  const dbName = options.dbName ?? DEFAULT_OUTBOX_DB_NAME;
  const crossTabName = `dispatch-outbox:${dbName}:${uid}`;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const channel = options.channel === undefined ? browserChannel(crossTabName) : options.channel;
  const listeners = new Set<(snapshot: OutboxSnapshot) => void>();
  if (options.onChange) listeners.add(options.onChange);

  function computeSnapshot(): OutboxSnapshot {
    let waitingCount = 0;
    let failedCount = 0;
    let unsentCount = 0;
    let needsSignIn = false;
    for (const entry of entries) {
      if (entry.state === 'pending' || entry.state === 'sending') waitingCount += 1;
      if (entry.state === 'failed') failedCount += 1;
      if (entry.state === 'needs-sign-in') needsSignIn = true;
      if (UNSENT_STATES.has(entry.state)) unsentCount += 1;
    }
    return {
      uid,
      loaded,
      entries,
      waitingCount,
      failedCount,
      unsentCount,
      needsSignIn,
      online: isOnline(),
    };
  }

  // Cached, so snapshot() is stable between changes (useSyncExternalStore relies on that).
  let current = computeSnapshot();

  function notify() {
    if (disposed) return;
    current = computeSnapshot();
    for (const listener of listeners) listener(current);
  }

  function requireStore(): OutboxStore {
    if (!store) throw new Error('Outbox used before it was ready.');
    return store;
  }

  /** Updates an entry in memory at once (so every check sees it) and then in IndexedDB. */
  async function update(seq: number, changes: Partial<OutboxEntry>): Promise<OutboxEntry | null> {
    const index = entries.findIndex((entry) => entry.seq === seq);
    if (index < 0) return null;
    const next = { ...entries[index], ...changes };
    entries = entries.map((entry, i) => (i === index ? next : entry));
    version += 1;
    notify();
    await requireStore().put(next);
    channel?.announce();
    return next;
  }

  async function remove(seqs: readonly number[]): Promise<void> {
    if (seqs.length === 0) return;
    const gone = new Set(seqs);
    entries = entries.filter((entry) => !gone.has(entry.seq));
    version += 1;
    notify();
    await Promise.all(seqs.map((seq) => requireStore().remove(seq)));
    channel?.announce();
  }

  /**
   * Re-reads this user's entries (another tab may have changed them). With `takeOver` (only
   * while holding the sender lock, so no other tab is mid-request) 'sending' entries are left
   * from a closed tab or a crash and become pending again: the Idempotency-Key makes resending
   * safe.
   */
  async function reload(takeOver: boolean): Promise<void> {
    for (let tries = 0; ; tries++) {
      const seen = version;
      const stored = await requireStore().list(uid);
      if (seen !== version && tries < 5) continue; // a local change raced the read
      const stale = takeOver ? stored.filter((e) => e.state === 'sending') : [];
      entries = stored;
      version += 1;
      notify();
      for (const entry of stale) await update(entry.seq, { state: 'pending', nextAttemptAt: null });
      return;
    }
  }

  const ready = (async () => {
    store = await openOutboxStore(dbName);
    const stored = await store.list(uid);
    const now = clock.now();
    entries = stored;
    loaded = true;
    version += 1;
    // Sent changes the feed never confirmed stop being shown after a while.
    const expired = stored.filter(
      (e) => e.state === 'sent' && now - (e.sentAt ?? 0) > policy.sentConfirmationTtlMs,
    );
    await remove(expired.map((e) => e.seq));
    // A new outbox means a new session and a new token: needs-sign-in changes get another try.
    for (const entry of stored.filter((e) => e.state === 'needs-sign-in')) {
      await update(entry.seq, { state: 'pending', nextAttemptAt: null });
    }
    notify();
  })();

  function stopWakeTimer() {
    if (wakeTimer !== null) timers.clearTimeout(wakeTimer);
    wakeTimer = null;
  }

  /** While something is waiting, wake up when it is due (or poll while offline). */
  function scheduleWake() {
    stopWakeTimer();
    if (disposed || options.currentUid() !== uid) return;
    if (entries.some((entry) => entry.state === 'needs-sign-in')) return;
    const next = nextToSend(entries);
    if (!next) return;
    const now = clock.now();
    const due = Math.max(0, (next.nextAttemptAt ?? now) - now);
    const delay = !isOnline()
      ? policy.offlinePollMs
      : otherTabSending
        ? Math.max(due, policy.otherTabPollMs)
        : due;
    wakeTimer = timers.setTimeout(() => {
      wakeTimer = null;
      void drain();
    }, delay);
  }

  function canSendNow(): boolean {
    return (
      !disposed &&
      options.currentUid() === uid &&
      isOnline() &&
      !entries.some((entry) => entry.state === 'needs-sign-in')
    );
  }

  async function send(entry: OutboxEntry): Promise<void> {
    let refreshed = false;
    let attempts = entry.attempts;
    for (;;) {
      attempts += 1;
      await update(entry.seq, { state: 'sending', attempts });
      try {
        await api.deliveryUpdate({
          receiptId: entry.receiptId,
          status: entry.status,
          dispatchId: entry.dispatchId,
          updatedAt: entry.updatedAt,
          updateId: entry.updateId,
        });
        await update(entry.seq, {
          state: 'sent',
          sentAt: clock.now(),
          lastError: null,
          nextAttemptAt: null,
        });
        return;
      } catch (caught) {
        const { error, retryAfterMs } = toOutboxError(caught);
        if (error.kind === 'unauthorized' && !refreshed) {
          refreshed = true;
          try {
            await options.refreshToken();
          } catch (refreshError) {
            // Usually no network to refresh with: back off like any retryable failure.
            const { error: cause } = toOutboxError(refreshError);
            await backOff(entry.seq, attempts, { ...cause, kind: 'offline' }, null);
            return;
          }
          if (options.currentUid() !== uid) {
            await update(entry.seq, { state: 'pending', lastError: error });
            return;
          }
          continue;
        }
        if (error.kind === 'unauthorized') {
          await update(entry.seq, {
            state: 'needs-sign-in',
            lastError: error,
            nextAttemptAt: null,
          });
        } else if (isRetryable(error)) {
          await backOff(entry.seq, attempts, error, retryAfterMs);
        } else {
          await update(entry.seq, { state: 'failed', lastError: error, nextAttemptAt: null });
        }
        return;
      }
    }
  }

  function backOff(
    seq: number,
    attempts: number,
    error: OutboxError,
    retryAfterMs: number | null,
  ): Promise<OutboxEntry | null> {
    const delay = retryDelayMs(attempts, policy, random, retryAfterMs);
    return update(seq, { state: 'pending', lastError: error, nextAttemptAt: clock.now() + delay });
  }

  async function sendDue(): Promise<void> {
    await reload(true);
    while (canSendNow()) {
      const next = nextToSend(entries);
      if (!next) return;
      // Strict FIFO: a backing-off entry holds the queue (the trouble is the connection or the
      // server, not the entry), so later changes never overtake it.
      if (next.nextAttemptAt !== null && next.nextAttemptAt > clock.now()) return;
      await send(next);
    }
  }

  async function drainOnce(): Promise<void> {
    await ready;
    if (!canSendNow()) return;
    if (!locks) {
      otherTabSending = false;
      await sendDue();
      return;
    }
    otherTabSending = !(await locks.tryWithLock(crossTabName, sendDue));
  }

  function drain(): Promise<void> {
    if (running) {
      drainAgain = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          drainAgain = false;
          await drainOnce();
        } while (drainAgain && !disposed);
      } catch (error) {
        reportError(error);
      } finally {
        running = null;
        scheduleWake();
      }
    })();
    return running;
  }

  const stopWakeups = (options.subscribeToWakeups ?? subscribeToBrowserWakeups)((reason) => {
    if (disposed) return;
    notify(); // the online flag may have changed
    if (reason !== 'offline') void drain();
  });

  const stopListening =
    channel?.subscribe(() => {
      if (disposed) return;
      void ready
        .then(() => reload(false))
        .then(scheduleWake)
        .catch(reportError);
    }) ?? (() => {});

  void ready.then(
    () => drain(),
    (error: unknown) => reportError(error),
  );

  function assertUsable() {
    if (disposed) throw new Error('This outbox has been disposed.');
  }

  return {
    uid,
    ready,
    snapshot: () => current,
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async enqueue(change) {
      assertUsable();
      const updatedAt = clock.now(); // the tap, not the moment storage answers
      await ready;
      const entry = await requireStore().add({
        ...change,
        updateId: newUpdateId(),
        uid,
        updatedAt,
        state: 'pending',
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
        sentAt: null,
      });
      // A re-read may already have picked it up; keep one copy, in FIFO order.
      entries = [...entries.filter((e) => e.seq !== entry.seq), entry].sort(
        (a, b) => a.seq - b.seq,
      );
      version += 1;
      notify();
      channel?.announce();
      void drain();
      return entry;
    },

    drain,

    async retry(updateId) {
      assertUsable();
      await ready;
      const entry = entries.find((e) => e.updateId === updateId);
      if (!entry || entry.state === 'sending' || entry.state === 'sent') return false;
      // The dispatcher asked to try now: that also cuts short the backoff of changes queued
      // ahead (strict FIFO would otherwise keep this one waiting behind them). Every
      // needs-sign-in entry shares one cause (the token), so retrying one retries them all.
      const targets = entries.filter(
        (e) =>
          e.seq === entry.seq ||
          e.state === 'needs-sign-in' ||
          (e.state === 'pending' && e.nextAttemptAt !== null),
      );
      for (const target of targets) {
        await update(target.seq, { state: 'pending', nextAttemptAt: null });
      }
      void drain();
      return true;
    },

    async discard(updateId) {
      assertUsable();
      await ready;
      const entry = entries.find((e) => e.updateId === updateId);
      if (!entry || entry.state === 'sending') return false;
      await remove([entry.seq]);
      void drain(); // a later change of the same order may have been waiting behind it
      return true;
    },

    async discardAll() {
      assertUsable();
      await ready;
      await remove(entries.filter((e) => e.state !== 'sending').map((e) => e.seq));
    },

    async confirm(feedReceipts) {
      if (disposed) return;
      await ready;
      const now = clock.now();
      const settled = new Set(settledEntries(feedReceipts, entries).map((e) => e.seq));
      const expired = entries.filter(
        (e) => e.state === 'sent' && now - (e.sentAt ?? 0) > policy.sentConfirmationTtlMs,
      );
      for (const entry of expired) settled.add(entry.seq);
      await remove([...settled]);
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      stopWakeTimer();
      stopWakeups();
      stopListening();
      listeners.clear();
      // Close once the in-flight request (if any) has recorded its outcome.
      const close = () => {
        store?.close();
        channel?.close();
      };
      void Promise.all([ready, running]).then(close, close);
    },
  };
}
