import type { DispatchApiErrorKind } from '../../../services/ports';

// The outbox's data model. One entry is one status change a dispatcher tapped; it lives in
// IndexedDB until the backend has accepted it and the realtime feed shows it.

/**
 * - pending: waiting to be sent (maybe after a backoff: see nextAttemptAt).
 * - sending: the request is in flight.
 * - failed: the backend refused it (4xx other than 401); kept with the message until the
 *   dispatcher chooses Retry or Discard.
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
}

export interface StatusChange {
  receiptId: string;
  status: string;
  dispatchId: string;
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
  /** Epoch ms of the 2xx answer (state 'sent'). */
  sentAt: number | null;
}

export interface OutboxSnapshot {
  uid: string;
  /** False until the entries have been read from IndexedDB. */
  loaded: boolean;
  /** All entries of this user, oldest first, 'sent' ones included. */
  entries: readonly OutboxEntry[];
  /** pending + sending: what the header indicator counts as "waiting". */
  waitingCount: number;
  failedCount: number;
  /** Not yet accepted by the backend (pending, sending, failed, needs-sign-in): ask before sign-out. */
  unsentCount: number;
  /** A change was refused with 401 even after a token refresh: ask the user to sign in again. */
  needsSignIn: boolean;
  online: boolean;
}
