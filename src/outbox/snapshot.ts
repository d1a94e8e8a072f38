import type { OutboxEntry, OutboxEntryState } from './entry';
import type { OutboxSnapshot } from './types';

// What the outbox's states mean to the screens, in one place: the header's counts, the marks
// of SyncMark, the notices of StatusControl and the overlay all read these predicates.

export type UnsentState = Exclude<OutboxEntryState, 'sent'>;

/** Still being tried (pending or sending): what the header counts as "waiting". */
export function isWaiting(state: OutboxEntryState): boolean {
  return state === 'pending' || state === 'sending';
}

/** Held until the dispatcher acts (Retry, Discard, sign in again). */
export function needsAction(state: OutboxEntryState): boolean {
  return state === 'failed' || state === 'needs-sign-in';
}

/** Shown as "Waiting to sync": queued, in flight, or accepted but not yet in the feed. */
export function awaitsFeed(state: OutboxEntryState): boolean {
  return isWaiting(state) || state === 'sent';
}

/** Not yet accepted by the backend: counted in the header, listed in "Changes not sent". */
export function isUnsent(entry: OutboxEntry): entry is OutboxEntry & { state: UnsentState } {
  return entry.state !== 'sent';
}

export function computeSnapshot(
  uid: string,
  loaded: boolean,
  entries: readonly OutboxEntry[],
  online: boolean,
): OutboxSnapshot {
  let waitingCount = 0;
  let failedCount = 0;
  let unsentCount = 0;
  let needsSignIn = false;
  for (const entry of entries) {
    if (isWaiting(entry.state)) waitingCount += 1;
    if (entry.state === 'failed') failedCount += 1;
    if (entry.state === 'needs-sign-in') needsSignIn = true;
    if (isUnsent(entry)) unsentCount += 1;
  }
  return { uid, loaded, entries, waitingCount, failedCount, unsentCount, needsSignIn, online };
}
