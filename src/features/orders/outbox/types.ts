import type { Timers } from '@/platform';
import type {
  Clock,
  DeliveryProof,
  DispatchApi,
  DispatchApiErrorKind,
} from '../../../services/ports';
import type { ProofStore } from '../proof/proofStore';
import type { ProofIntent } from '../proof/sendProof';
import type { RetryPolicy } from './backoff';
import type { OutboxChannel, OutboxLocks } from './crossTab';

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
  /** Epoch ms of the 2xx answer (state 'sent'). */
  sentAt: number | null;
  /**
   * `updateData.proof` once its photo has been uploaded: a retry of the status change sends it
   * as it is, without uploading the photo again. Absent until then (and without proof).
   */
  sentProof?: DeliveryProof | null;
  /** The photo given to enqueue could not be kept on the phone; the change goes without it. */
  photoNotKept?: PhotoNotKeptReason | null;
}

/** storage-full: the quota is used up; failed: any other storage failure. */
export type PhotoNotKeptReason = 'storage-full' | 'failed';

/** A proof photo to keep with a change, under its updateId, until it has been uploaded. */
export interface PhotoToKeep {
  bytes: ArrayBuffer;
  mimeType: string;
  /** Epoch ms when the photo was taken. */
  takenAt: number;
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

export type Unsubscribe = () => void;

/** The timers the outbox waits with (the platform's by default). */
export type OutboxTimers = Timers;

export type OutboxWakeReason = 'online' | 'offline' | 'visible';

export interface OutboxOptions {
  /** The user this outbox belongs to. */
  uid: string;
  /** uploadProof is needed only for changes with a proof photo (the app always passes it). */
  api: Pick<DispatchApi, 'deliveryUpdate'> & Partial<Pick<DispatchApi, 'uploadProof'>>;
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
  /** Cross-tab sender lock; default the Web Locks API, null for none. */
  locks?: OutboxLocks | null;
  /** Cross-tab change announcements; default a BroadcastChannel, null for none. */
  channel?: OutboxChannel | null;
  /** Where unexpected storage failures are reported (default console.error). */
  onError?: (error: unknown) => void;
  /**
   * Opens the proof photo store once the outbox database is open (default: the outbox
   * database's own connection; tests pass one that fills up).
   */
  openPhotos?: (dbName: string) => Promise<ProofStore>;
}

export interface EnqueueOptions {
  /** Keep the change on the phone this long before sending it (the undo window). */
  holdMs?: number;
  /**
   * A proof photo kept under the change's updateId before the change is stored, so it is never
   * sent without it. When it cannot be kept (storage full) the change is stored anyway, with
   * `photoNotKept` saying why.
   */
  photo?: PhotoToKeep;
}

export interface Outbox {
  readonly uid: string;
  /** Resolves once the stored entries are loaded (and the first drain has been started). */
  readonly ready: Promise<void>;
  /** The entries and counts; the same object until something changes. */
  snapshot(): OutboxSnapshot;
  /** Calls back with a new snapshot after every change. */
  subscribe(listener: (snapshot: OutboxSnapshot) => void): Unsubscribe;
  /**
   * Stores the change (tap time = now) and starts sending — with `holdMs`, not before that
   * long from now (an undo window). Resolves once it is in IndexedDB.
   */
  enqueue(change: StatusChange, options?: EnqueueOptions): Promise<OutboxEntry>;
  /**
   * Takes back a change that has not gone out: removes it unless a request for it has been
   * made (then false). Meant for the undo window; false for an unknown updateId too.
   */
  undo(updateId: string): Promise<boolean>;
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
  /** The proof photo still kept on the phone for a change (gone once it has been sent). */
  proofPhoto(updateId: string): Promise<{ bytes: ArrayBuffer; mimeType: string } | null>;
  /** Stops timers and listeners; an in-flight request still records its outcome. */
  dispose(): void;
}
