import { browserTimers, createStore, isOnline as browserIsOnline, randomUuid } from '@/platform';
import { systemClock } from '@/services/ports';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff';
import { subscribeToBrowserWakeups } from './browserDefaults';
import { browserChannel, browserLocks } from './crossTab';
import { nextWakeIn } from './lanes';
import { createSendLoop } from './loop';
import { createEntryMirror } from './mirror';
import { createOutboxPhotos } from './photos';
import { createQueue, photosOf } from './queue';
import { createSender } from './sender';
import { computeSnapshot } from './snapshot';
import { DEFAULT_OUTBOX_DB_NAME, openOutboxStore, type OutboxStore } from './store';
import { isExpired, needsSignInReset } from './transitions';
import type { Outbox, OutboxOptions } from './types';

// The status-change outbox (docs/outbox.md), without React. One instance per signed-in user:
// it sends that user's queued changes one at a time, oldest first, and only while that same
// user is the one signed in (the DispatchApi fetches the token of whoever is signed in).
// This file only wires the parts: the entry model (entry.ts) and its state machine
// (transitions.ts), the IndexedDB mirror (mirror.ts), the photos (photos.ts), the commands
// (queue.ts), sending (sender.ts), when to send (loop.ts) and the snapshot (snapshot.ts).

export function createOutbox(options: OutboxOptions): Outbox {
  const { uid } = options;
  const clock = options.clock ?? systemClock;
  const isOnline = options.isOnline ?? browserIsOnline;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy };
  const reportError =
    options.onError ?? ((error: unknown) => console.error('Outbox storage failed', error));
  const dbName = options.dbName ?? DEFAULT_OUTBOX_DB_NAME;
  const lockName = `dispatch-outbox:${dbName}:${uid}`;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const channel = options.channel === undefined ? browserChannel(lockName) : options.channel;

  let store: OutboxStore | null = null;
  let loaded = false;
  let disposed = false;

  const entries = createEntryMirror({
    uid,
    store: () => {
      if (!store) throw new Error('Outbox used before it was ready.');
      return store;
    },
    onChange: notify,
    onStored: () => channel?.announce(),
  });
  const photos = createOutboxPhotos(uid, reportError);
  // Cached, so get() is stable between changes (useSyncExternalStore relies on that).
  const snapshots = createStore(computeSnapshot(uid, loaded, entries.current(), isOnline()));

  function notify() {
    if (disposed) return;
    snapshots.set(computeSnapshot(uid, loaded, entries.current(), isOnline()));
  }

  const paused = () => entries.current().some((entry) => entry.state === 'needs-sign-in');
  const canSend = () => !disposed && options.currentUid() === uid && isOnline() && !paused();
  const sender = createSender({
    ...options,
    entries,
    clock,
    policy,
    random: options.random ?? Math.random,
    canSend,
    photos: photos.store,
    reportError,
  });

  const ready = (async () => {
    const opened = await openOutboxStore(dbName);
    store = opened;
    await photos.open(() =>
      options.openPhotos ? options.openPhotos(dbName) : Promise.resolve(opened.photos()),
    );
    loaded = true;
    const stored = await entries.reload();
    const now = clock.now();
    const expired = stored.filter((e) => isExpired(e, now, policy.sentConfirmationTtlMs));
    await entries.remove(expired.map((e) => e.seq));
    await photos.forget(photosOf(expired));
    for (const entry of stored) {
      const reset = needsSignInReset(entry);
      if (reset) await entries.update(entry.seq, reset);
    }
    await sender.pullInDeadlines();
    notify();
  })();

  const loop = createSendLoop({
    ready,
    canSend,
    sendDue: sender.sendDue,
    nextDueIn: () =>
      disposed || options.currentUid() !== uid || paused()
        ? null
        : nextWakeIn(entries.current(), clock.now(), policy),
    isOnline,
    policy,
    timers: options.timers ?? browserTimers,
    locks,
    lockName,
    reportError,
    subscribeToWakeups: options.subscribeToWakeups ?? subscribeToBrowserWakeups,
    onWake(reason) {
      notify();
      // Made in memory at once (stored after), so the drain that follows sees it.
      if (reason === 'online') void sender.connectionBack().catch(reportError);
    },
    channel,
    // A reload under way when this tab is disposed meets a closed database: nobody reads it.
    reloadFromOtherTab: () =>
      entries.reload().catch((error: unknown) => {
        if (!disposed) throw error;
      }),
  });

  const queue = createQueue({
    uid,
    entries,
    photos,
    async usable() {
      if (disposed) throw new Error('This outbox has been disposed.');
      await ready;
    },
    ready,
    isDisposed: () => disposed,
    drain: loop.drain,
    now: () => clock.now(),
    newUpdateId: options.newUpdateId ?? (() => randomUuid()),
    policy,
    locks,
    lockName,
    isInFlight: sender.isInFlight,
  });

  return {
    uid,
    ready,
    get: snapshots.get,
    subscribe: snapshots.subscribe,
    drain: loop.drain,
    ...queue,
    dispose() {
      if (disposed) return;
      disposed = true;
      loop.dispose();
      snapshots.clear();
      // Close once the in-flight request (if any) has recorded its outcome.
      const close = () => {
        store?.close();
        photos.close();
        channel?.close();
      };
      void Promise.all([ready, loop.running()]).then(close, close);
    },
  };
}
