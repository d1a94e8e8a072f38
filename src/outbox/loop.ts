import type { Unsubscribe } from '@/platform';
import type { RetryPolicy } from './backoff';
import type { OutboxChannel, OutboxLocks } from './crossTab';
import type { OutboxTimers, OutboxWakeReason } from './types';

// When the outbox sends, and nothing about what it sends: once ready, then on every wake-up
// (back online, the app in front again), after another tab changed the queue, and on a timer
// for the next due entry; one drain at a time (a drain asked for meanwhile runs right after),
// under the cross-tab sender lock. What an entry carries is the sender's business (sender.ts).

export interface SendLoop {
  /** Sends what is due (through `sendDue`); resolves when none is left to send now. */
  drain(): Promise<void>;
  /** Sets the wake-up timer from the current entries (after a change another tab made). */
  scheduleWake(): void;
  /** The drain in progress, if any (dispose waits for it before closing the store). */
  running(): Promise<void> | null;
  dispose(): void;
}

export interface SendLoopOptions {
  ready: Promise<void>;
  /** Signed in as the owner, online, queue not paused. */
  canSend: () => boolean;
  /** Runs with the sender lock held (or without locks): sends every due entry in order. */
  sendDue: () => Promise<void>;
  /** Ms until the next entry is due; null when nothing is waiting to be sent. */
  nextDueIn: () => number | null;
  isOnline: () => boolean;
  policy: Pick<RetryPolicy, 'offlinePollMs' | 'otherTabPollMs'>;
  timers: OutboxTimers;
  locks: OutboxLocks | null;
  lockName: string;
  reportError: (error: unknown) => void;
  /** Calls back on `online`/`offline` and when the page becomes visible. */
  subscribeToWakeups: (listener: (reason: OutboxWakeReason) => void) => Unsubscribe;
  /** After every wake-up, before any drain (the online flag may have changed). */
  onWake: (reason: OutboxWakeReason) => void;
  /** Announcements of another tab's changes to the queue; null for none. */
  channel: OutboxChannel | null;
  /** Re-reads the queue after another tab changed it. */
  reloadFromOtherTab: () => Promise<unknown>;
}

export function createSendLoop(options: SendLoopOptions): SendLoop {
  const { timers, locks, policy } = options;
  let disposed = false;
  let wakeTimer: unknown = null;
  let running: Promise<void> | null = null;
  let drainAgain = false;
  /** The last drain found another tab holding the sender lock. */
  let otherTabSending = false;

  function stopWakeTimer() {
    if (wakeTimer !== null) timers.clearTimeout(wakeTimer);
    wakeTimer = null;
  }

  /** While something is waiting, wake up when it is due (or poll while offline). */
  function scheduleWake() {
    stopWakeTimer();
    if (disposed) return;
    const due = options.nextDueIn();
    if (due === null) return;
    const delay = !options.isOnline()
      ? policy.offlinePollMs
      : otherTabSending
        ? Math.max(due, policy.otherTabPollMs)
        : due;
    wakeTimer = timers.setTimeout(() => {
      wakeTimer = null;
      void drain();
    }, delay);
  }

  async function drainOnce(): Promise<void> {
    await options.ready;
    if (disposed || !options.canSend()) return;
    if (!locks) {
      otherTabSending = false;
      await options.sendDue();
      return;
    }
    otherTabSending = !(await locks.tryWithLock(options.lockName, options.sendDue));
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
        options.reportError(error);
      } finally {
        running = null;
        scheduleWake();
      }
    })();
    return running;
  }

  const stopWakeups = options.subscribeToWakeups((reason) => {
    if (disposed) return;
    options.onWake(reason);
    if (reason !== 'offline') void drain();
  });
  const stopListening =
    options.channel?.subscribe(() => {
      if (disposed) return;
      // Looked at again once ready: a tab disposed in between has closed its database.
      void options.ready
        .then(() => (disposed ? undefined : options.reloadFromOtherTab()))
        .then(scheduleWake)
        .catch(options.reportError);
    }) ?? (() => {});
  void options.ready.then(
    () => drain(),
    (error: unknown) => options.reportError(error),
  );

  return {
    drain,
    scheduleWake,
    running: () => running,
    dispose() {
      disposed = true;
      stopWakeTimer();
      stopWakeups();
      stopListening();
    },
  };
}
