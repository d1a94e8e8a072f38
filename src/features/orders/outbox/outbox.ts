import { browserTimers, createStore, isOnline as browserIsOnline, randomUuid } from '@/platform';
import { systemClock } from '../../../services/ports';
import { isQuotaExceeded, type ProofStore } from '../proof/proofStore';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff';
import { subscribeToBrowserWakeups } from './browserDefaults';
import { browserChannel, browserLocks } from './crossTab';
import { createSendLoop } from './loop';
import { createEntryMirror } from './mirror';
import { settledEntries } from './overlay';
import { computeSnapshot } from './snapshot';
import { DEFAULT_OUTBOX_DB_NAME, openOutboxStore, type OutboxStore } from './store';
import { createSender } from './sender';
import { canUndo, isExpired, needsSignInReset, nextWakeIn } from './transitions';
import type {
  Outbox,
  OutboxEntry,
  OutboxOptions,
  PhotoNotKeptReason,
  PhotoToKeep,
  StatusChange,
} from './types';

// The status-change outbox (docs/outbox.md), without React. One instance per signed-in user:
// it sends that user's queued changes one at a time, oldest first, and only while that same
// user is the one signed in (the DispatchApi fetches the token of whoever is signed in).
// This file wires the parts: the state machine (transitions.ts), the IndexedDB mirror
// (mirror.ts), sending (sender.ts), the drain loop and lock (loop.ts), the snapshot
// (snapshot.ts).

export function createOutbox(options: OutboxOptions): Outbox {
  const { uid } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? browserIsOnline;
  const newUpdateId = options.newUpdateId ?? (() => randomUuid());
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy };
  const reportError =
    options.onError ?? ((error: unknown) => console.error('Outbox storage failed', error));
  const dbName = options.dbName ?? DEFAULT_OUTBOX_DB_NAME;
  const lockName = `dispatch-outbox:${dbName}:${uid}`;
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const channel = options.channel === undefined ? browserChannel(lockName) : options.channel;

  let store: OutboxStore | null = null;
  /** Proof photos, in the same database (null until ready, or when it cannot be opened). */
  let photos: ProofStore | null = null;
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
  // Cached, so snapshot() is stable between changes (useSyncExternalStore relies on that).
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
    random,
    canSend,
    photos: () => photos,
    reportError,
  });

  const ready = (async () => {
    store = await openOutboxStore(dbName);
    try {
      photos = options.openPhotos ? await options.openPhotos(dbName) : store.photos();
    } catch (error) {
      // Status changes still work; a change with proof is then sent without its photo.
      reportError(error);
    }
    loaded = true;
    const stored = await entries.reload();
    const now = clock.now();
    await entries.remove(
      stored.filter((e) => isExpired(e, now, policy.sentConfirmationTtlMs)).map((e) => e.seq),
    );
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
  });
  const { drain } = loop;

  const stopWakeups = (options.subscribeToWakeups ?? subscribeToBrowserWakeups)((reason) => {
    if (disposed) return;
    notify(); // the online flag may have changed
    if (reason !== 'offline') void drain();
  });
  const stopListening =
    channel?.subscribe(() => {
      if (disposed) return;
      void ready
        .then(() => entries.reload())
        .then(loop.scheduleWake)
        .catch(reportError);
    }) ?? (() => {});

  void ready.then(
    () => drain(),
    (error: unknown) => reportError(error),
  );

  async function usable(): Promise<void> {
    if (disposed) throw new Error('This outbox has been disposed.');
    await ready;
  }
  const byUpdateId = (updateId: string) => entries.find((e) => e.updateId === updateId);

  /** Keeps the photo first, so the change can never be sent without it; says when it could not. */
  async function keepPhoto(
    updateId: string,
    change: StatusChange,
    photo: PhotoToKeep,
  ): Promise<PhotoNotKeptReason | null> {
    if (photos === null) return 'failed';
    try {
      const result = await photos.keep({
        updateId,
        uid,
        receiptId: change.receiptId,
        bytes: photo.bytes,
        mimeType: photo.mimeType,
        takenAt: photo.takenAt,
        receivedBy: change.payload?.proof?.receivedBy ?? null,
      });
      return result.kept ? null : 'storage-full';
    } catch (error) {
      // The delivery itself happened: keep the change rather than lose both.
      if (isQuotaExceeded(error)) return 'storage-full';
      reportError(error);
      return 'failed';
    }
  }

  /** Photos of changes that have gone (undone, discarded): free the storage. */
  async function forgetPhotos(updateIds: readonly string[]): Promise<void> {
    try {
      await Promise.all(updateIds.map((id) => photos?.remove(id)));
    } catch (error) {
      reportError(error);
    }
  }

  return {
    uid,
    ready,
    snapshot: snapshots.get,
    subscribe: snapshots.subscribe,

    async enqueue(change, { holdMs, photo } = {}) {
      const updatedAt = clock.now(); // the tap, not the moment storage answers
      const hold = holdMs !== undefined && holdMs > 0 ? holdMs : null;
      await usable();
      const updateId = newUpdateId();
      const photoNotKept = photo === undefined ? null : await keepPhoto(updateId, change, photo);
      const entry = await entries.add({
        ...change,
        ...(photoNotKept !== null ? { photoNotKept } : {}),
        updateId,
        uid,
        updatedAt,
        state: 'pending',
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
        sentAt: null,
        sendNotBefore: hold === null ? null : updatedAt + hold,
        holdMs: hold,
      });
      void drain();
      return entry;
    },

    async undo(updateId) {
      await usable();
      // In this tab an entry becomes 'sending' synchronously when the sender picks it, so this
      // check cannot race our own request; another tab sends it only once its hold is over.
      const entry = byUpdateId(updateId);
      if (!entry || !canUndo(entry)) return false;
      await entries.remove([entry.seq]);
      await forgetPhotos([entry.updateId]);
      void drain(); // a later change of the same order may have been waiting behind it
      return true;
    },

    drain,

    async retry(updateId) {
      await usable();
      const entry = byUpdateId(updateId);
      if (!entry || entry.state === 'sending' || entry.state === 'sent') return false;
      // The dispatcher asked to try now: that also cuts short the backoff of changes queued
      // ahead (strict FIFO would otherwise keep this one waiting behind them). Every
      // needs-sign-in entry shares one cause (the token), so retrying one retries them all.
      const targets = entries
        .current()
        .filter(
          (e) =>
            e.seq === entry.seq ||
            e.state === 'needs-sign-in' ||
            (e.state === 'pending' && e.nextAttemptAt !== null),
        );
      for (const target of targets) {
        await entries.update(target.seq, { state: 'pending', nextAttemptAt: null });
      }
      void drain();
      return true;
    },

    async discard(updateId) {
      await usable();
      const entry = byUpdateId(updateId);
      if (!entry || entry.state === 'sending') return false;
      await entries.remove([entry.seq]);
      await forgetPhotos([entry.updateId]);
      void drain(); // a later change of the same order may have been waiting behind it
      return true;
    },

    async discardAll() {
      await usable();
      const seqsOf = (keep: (e: OutboxEntry) => boolean) =>
        entries
          .current()
          .filter((e) => !keep(e))
          .map((e) => e.seq);
      // Holding the sender lock, no tab is mid-request (this one's drain would hold it too), so
      // a 'sending' entry was left by a closed tab and must go as well, or it would be sent at
      // this user's next sign-in. Without the lock, another tab may be sending it right now.
      const dropAll = async () => {
        await entries.reload();
        await entries.remove(seqsOf((e) => e.seq === sender.inFlightSeq()));
      };
      if (!locks) await dropAll();
      else if (!(await locks.tryWithLock(lockName, dropAll))) {
        await entries.remove(seqsOf((e) => e.state === 'sending'));
      }
      // The photos of the dropped changes go with them.
      const kept = new Set(entries.current().map((e) => e.updateId));
      const stored = (await photos?.list(uid).catch(() => [])) ?? [];
      await forgetPhotos(stored.map((p) => p.updateId).filter((id) => !kept.has(id)));
    },

    async confirm(feedReceipts) {
      if (disposed) return;
      await ready;
      const now = clock.now();
      const all = entries.current();
      const settled = new Set(settledEntries(feedReceipts, all).map((e) => e.seq));
      for (const entry of all) {
        if (isExpired(entry, now, policy.sentConfirmationTtlMs)) settled.add(entry.seq);
      }
      await entries.remove([...settled]);
    },

    async proofPhoto(updateId) {
      await usable();
      const photo = await photos?.get(updateId);
      return photo ? { bytes: photo.bytes, mimeType: photo.mimeType } : null;
    },

    dispose() {
      if (disposed) return;
      disposed = true;
      loop.dispose();
      stopWakeups();
      stopListening();
      snapshots.clear();
      // Close once the in-flight request (if any) has recorded its outcome.
      const close = () => {
        store?.close();
        photos?.close();
        channel?.close();
      };
      void Promise.all([ready, loop.running()]).then(close, close);
    },
  };
}
