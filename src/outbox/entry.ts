import type { DeliveryProof, DispatchApiErrorKind } from '@/services/ports';
import type { ProofIntent } from './sendProof';

// The outbox's entry model: one entry is one status change a dispatcher tapped; it lives in
// IndexedDB until the backend has accepted it and the realtime feed shows it. What an entry
// carries is known here, in the state machine (transitions.ts) and in sending (sender.ts); the
// loop that decides when to send (loop.ts) knows none of it.

/**
 * - pending: waiting to be sent (maybe after a backoff: see nextAttemptAt).
 * - sending: the request is in flight.
 * - failed: the backend refused it (4xx other than 401); kept with the message until the
 *   dispatcher chooses Retry or Discard. A refusal whose code is final (`not-your-order`: see
 *   transitions.ts, isFinalRefusal) offers no Retry: the driver can only dismiss it.
 * - needs-sign-in: still 401 after a forced token refresh; the whole queue waits for a new
 *   sign-in (or Retry).
 * - sent: the backend answered 2xx; the entry is out of the send queue and only keeps the
 *   optimistic status on screen until the realtime feed shows it (then it is removed).
 */
export type OutboxEntryState = 'pending' | 'sending' | 'failed' | 'needs-sign-in' | 'sent';

export interface OutboxError {
  kind: DispatchApiErrorKind;
  message: string;
  /** HTTP status, when there was an answer. */
  status: number | null;
  /**
   * The contract's refusal code (`not-your-order`…), when the server gave one; absent when it
   * gave none (and in entries stored before it was kept).
   */
  code?: string | null;
}

/** What a change carries beyond the status; sent in `updateData` (docs/backend-contract.md). */
export interface StatusPayload {
  reason?: string;
  note?: string;
  /** In the receipt's currency. */
  cashCollected?: number;
  previousStatus?: string;
  /**
   * Proof of delivery ("Received by", when): sent as `updateData.proof` after the photo kept
   * under this change's updateId, if any, has been uploaded (docs/proof-of-delivery.md).
   */
  proof?: ProofIntent;
}

export interface StatusChange {
  receiptId: string;
  status: string;
  dispatchId: string;
  payload?: StatusPayload;
  /**
   * The order number the dispatcher knows, kept so the change can still be named after its
   * order has left today's feed (midnight, reassignment). Absent in entries stored before it.
   */
  orderNumber?: string | null;
}

export interface OutboxEntry extends StatusChange {
  /** FIFO position, assigned by IndexedDB (auto-increment), so it survives reloads. */
  seq: number;
  /** uuid; the backend's Idempotency-Key. */
  updateId: string;
  /** The signed-in user who made the change; only ever sent with that user's token. */
  uid: string;
  /** Epoch ms of the tap. */
  updatedAt: number;
  state: OutboxEntryState;
  /** Requests made for this entry so far. */
  attempts: number;
  lastError: OutboxError | null;
  /** Epoch ms before which a retry is not attempted (backoff); null = as soon as possible. */
  nextAttemptAt: number | null;
  /**
   * The wait nextAttemptAt was set with. A deadline further than this from now means the phone
   * clock moved back: it is pulled in (see capDeadline). Absent in entries stored before it.
   */
  backoffMs?: number | null;
  /**
   * Epoch ms before which the change is not sent: the undo window (enqueue's holdMs). It is
   * shown at once and can be taken back with undo() until it is sent. null/absent: no hold.
   */
  sendNotBefore?: number | null;
  /** The hold it was given; caps sendNotBefore when the clock moves back, like backoffMs. */
  holdMs?: number | null;
  /**
   * Whom the last retryable failure was blamed on (trouble.ts): 'queue' (the connection or the
   * whole server: every order waits it out) or 'order' (this change: only its order waits).
   * null/absent: no failure since the last success (or an entry older than this field).
   */
  troubleScope?: TroubleScope | null;
  /**
   * Epoch ms of the first of the failures in a row this change has had (null once it went
   * through): after `stuckAfterMs` of them the driver is shown it with Retry and Discard.
   */
  failingSince?: number | null;
  /** Epoch ms of the 2xx answer (state 'sent'). */
  sentAt: number | null;
  /**
   * The receipt's updateTimestamp the backend said it wrote for this change (state 'sent'): the
   * feed showing it or a newer one settles the change (see overlay.ts). null/absent: the
   * backend did not say (or the entry is older than this field), and the status settles it.
   */
  appliedTimestamp?: number | null;
  /**
   * `updateData.proof` once its photo has been uploaded: a retry of the status change sends it
   * as it is, without uploading the photo again. Absent until then (and without proof).
   */
  sentProof?: DeliveryProof | null;
  /** The photo given to enqueue could not be kept on the phone; the change goes without it. */
  photoNotKept?: PhotoNotKeptReason | null;
}

/** Who waits out a failure: every order (the connection, the server) or the change's order. */
export type TroubleScope = 'queue' | 'order';

/** storage-full: the quota is used up; failed: any other storage failure. */
export type PhotoNotKeptReason = 'storage-full' | 'failed';

/** A proof photo to keep with a change, under its updateId, until it has been uploaded. */
export interface PhotoToKeep {
  bytes: ArrayBuffer;
  mimeType: string;
  /** Epoch ms when the photo was taken. */
  takenAt: number;
}

/** What newEntry needs beyond the change itself. */
export interface NewEntryFacts {
  updateId: string;
  uid: string;
  /** Epoch ms of the tap. */
  updatedAt: number;
  /** The undo window; null or 0: send at once. */
  holdMs: number | null;
  photoNotKept: PhotoNotKeptReason | null;
}

/** A change as it is first stored: pending, never attempted, held for its undo window. */
export function newEntry(change: StatusChange, facts: NewEntryFacts): Omit<OutboxEntry, 'seq'> {
  const hold = facts.holdMs !== null && facts.holdMs > 0 ? facts.holdMs : null;
  return {
    ...change,
    ...(facts.photoNotKept !== null ? { photoNotKept: facts.photoNotKept } : {}),
    updateId: facts.updateId,
    uid: facts.uid,
    updatedAt: facts.updatedAt,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    sentAt: null,
    sendNotBefore: hold === null ? null : facts.updatedAt + hold,
    holdMs: hold,
  };
}
