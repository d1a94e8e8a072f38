import type { RetryPolicy } from './backoff';
import type { OutboxLocks } from './crossTab';
import { newEntry, type OutboxEntry } from './entry';
import type { EntryMirror } from './mirror';
import { settledEntries } from './overlay';
import type { OutboxPhotos } from './photos';
import { canUndo, isExpired, isFinalRefusal } from './transitions';
import type { Outbox } from './types';

// What the dispatcher and the feed do to the queue: add a change, take it back, try again,
// drop it, and settle what the feed confirms. Each command changes entries (through the
// mirror), frees the photos of changes that have gone, and asks the loop to drain.

export interface QueueOptions {
  uid: string;
  entries: EntryMirror;
  photos: OutboxPhotos;
  /** Resolves once the stored entries are loaded; rejects once the outbox is disposed. */
  usable: () => Promise<void>;
  ready: Promise<void>;
  isDisposed: () => boolean;
  drain: () => Promise<void>;
  now: () => number;
  newUpdateId: () => string;
  policy: Pick<RetryPolicy, 'sentConfirmationTtlMs'>;
  locks: OutboxLocks | null;
  lockName: string;
  /** Whether this tab has a request in flight for the entry. */
  isInFlight: (seq: number) => boolean;
}

export type Queue = Pick<
  Outbox,
  'enqueue' | 'undo' | 'retry' | 'sendNow' | 'discard' | 'discardAll' | 'confirm' | 'proofPhoto'
>;

/**
 * The photos of changes that have gone. A sent change's photo is freed when the backend accepts
 * it (sender); a page closed in between (a reload mid-send) left it, so it goes with its change.
 */
export function photosOf(gone: readonly OutboxEntry[]): string[] {
  return gone.filter((entry) => entry.payload?.proof !== undefined).map((e) => e.updateId);
}

export function createQueue(options: QueueOptions): Queue {
  const { uid, entries, photos, usable, drain } = options;
  const byUpdateId = (updateId: string) => entries.find((e) => e.updateId === updateId);

  /** Removes an entry and its photo; a later change of the same order may now go. */
  async function drop(entry: OutboxEntry): Promise<void> {
    await entries.remove([entry.seq]);
    await photos.forget([entry.updateId]);
    void drain();
  }

  return {
    async enqueue(change, { holdMs, photo } = {}) {
      const updatedAt = options.now(); // the tap, not the moment storage answers
      await usable();
      const updateId = options.newUpdateId();
      const photoNotKept = photo === undefined ? null : await photos.keep(updateId, change, photo);
      const entry = await entries.add(
        newEntry(change, { updateId, uid, updatedAt, holdMs: holdMs ?? null, photoNotKept }),
      );
      void drain();
      return entry;
    },

    async undo(updateId) {
      await usable();
      // In this tab an entry becomes 'sending' synchronously when the sender picks it, so this
      // check cannot race our own request; another tab sends it only once its hold is over.
      const entry = byUpdateId(updateId);
      if (!entry || !canUndo(entry)) return false;
      await drop(entry);
      return true;
    },

    async retry(updateId) {
      await usable();
      const entry = byUpdateId(updateId);
      if (!entry || entry.state === 'sending' || entry.state === 'sent') return false;
      // Refused for good (the order is no longer this driver's): another try would be too.
      if (isFinalRefusal(entry)) return false;
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

    async sendNow() {
      await usable();
      // The driver asked: every change waiting for its retry time goes now, a queue-wide pause
      // included (so no lone probe first: the lanes' bound still applies). Undo windows are the
      // driver's own and stay; refused changes have their own Retry.
      for (const entry of entries.current()) {
        if (entry.state !== 'pending') continue;
        if (entry.nextAttemptAt === null && entry.troubleScope !== 'queue') continue;
        const scope = entry.troubleScope === 'queue' ? 'order' : (entry.troubleScope ?? null);
        await entries.update(entry.seq, { nextAttemptAt: null, troubleScope: scope });
      }
      await drain();
    },

    async discard(updateId) {
      await usable();
      const entry = byUpdateId(updateId);
      if (!entry || entry.state === 'sending') return false;
      await drop(entry);
      return true;
    },

    async discardAll() {
      await usable();
      const { locks, lockName } = options;
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
        await entries.remove(seqsOf((e) => options.isInFlight(e.seq)));
      };
      if (!locks) await dropAll();
      else if (!(await locks.tryWithLock(lockName, dropAll))) {
        await entries.remove(seqsOf((e) => e.state === 'sending'));
      }
      // The photos of the dropped changes go with them.
      await photos.forgetAllExcept(new Set(entries.current().map((e) => e.updateId)));
    },

    async confirm(feedReceipts) {
      if (options.isDisposed()) return;
      await options.ready;
      const now = options.now();
      const all = entries.current();
      const settled = new Set(settledEntries(feedReceipts, all).map((e) => e.seq));
      for (const entry of all) {
        if (isExpired(entry, now, options.policy.sentConfirmationTtlMs)) settled.add(entry.seq);
      }
      await entries.remove([...settled]);
      await photos.forget(photosOf(all.filter((entry) => settled.has(entry.seq))));
    },

    async proofPhoto(updateId) {
      await usable();
      return photos.read(updateId);
    },
  };
}
