import type { ReadableStore, Timers, Unsubscribe } from '@/platform';
import type { Clock, DispatchApi } from '@/services/ports';
import type { RetryPolicy } from './backoff';
import type { OutboxChannel, OutboxLocks } from './crossTab';
import type { OutboxEntry, PhotoToKeep, StatusChange } from './entry';
import type { FeedReceipt } from './overlay';
import type { ProofStore } from './proofStore';

// The outbox's API: its options, its snapshot and what it offers. The entry model is entry.ts.

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

/** The outbox; as a store (get, subscribe), its snapshot: the entries and counts. */
export interface Outbox extends ReadableStore<OutboxSnapshot> {
  /** Calls back with the new snapshot after every change. */
  subscribe(listener: (snapshot: OutboxSnapshot) => void): Unsubscribe;
  readonly uid: string;
  /** Resolves once the stored entries are loaded (and the first drain has been started). */
  readonly ready: Promise<void>;
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
  /**
   * Failed / needs-sign-in / backing-off entry: send it again now. False when unknown, and for a
   * refusal that is final (the order is no longer this driver's: only discard clears it).
   */
  retry(updateId: string): Promise<boolean>;
  /**
   * "Send now": every change waiting for a retry time is tried at once (a few orders at a
   * time, tap order kept); resolves when nothing more can be sent now.
   */
  sendNow(): Promise<void>;
  /** Drops an entry that is not in flight. False when unknown or in flight. */
  discard(updateId: string): Promise<boolean>;
  /** Drops every entry not in flight (the "discard and sign out" choice). */
  discardAll(): Promise<void>;
  /**
   * Tells the outbox what the realtime feed shows: sent changes the feed confirms (and sent
   * changes older than the confirmation TTL) are removed.
   */
  confirm(feedReceipts: readonly FeedReceipt[]): Promise<void>;
  /** The proof photo still kept on the phone for a change (gone once it has been sent). */
  proofPhoto(updateId: string): Promise<{ bytes: ArrayBuffer; mimeType: string } | null>;
  /** Stops timers and listeners; an in-flight request still records its outcome. */
  dispose(): void;
}
