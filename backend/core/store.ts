import type { ShiftPosition } from '@/domain/shift/driverShift';
import type { Settlement } from '@/domain/shift/settlement';
import type { ApiKeyRecord } from './apiKeys';

// The storage port of the backend core: receipts, back-office users (the desk's invitations and
// deactivations write them), idempotency records, push tokens, tracking links with their
// positions, what orders coming in need (counters, the intake API's keys and their rate
// windows), the drivers' shifts, the cash settlements and the business's dispatch settings,
// read and written inside transactions. Each home implements it once:
// in memory (tests, the Functions emulator without Firestore), over Firestore (Cloud Functions),
// over IndexedDB (the demo).
//
// Transactions follow Firestore's rule, which the other stores can honour too: every read comes
// before the first write, and writes are queued (they return nothing) and land together at the
// commit. A transaction function may run more than once (Firestore retries on contention), so it
// must not have effects outside the transaction.

/** A receipt document as stored (the app reads it with `parseReceipt`). */
export type ReceiptData = Record<string, unknown>;

/** A back-office user's document as stored (read with `parseBackOfficeUser`, domain/roles.ts). */
export type BackOfficeUserData = Record<string, unknown>;

/** What the first request with an idempotency key answered, replayed to its retries. */
export interface StoredAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** What a status change's key record says it changes (for people reading the records). */
export interface StatusChangeAbout {
  /** The order it changes. */
  receiptId: string;
  /** The status it sets. */
  status: string;
}

/** What a desk call's key record says it changes (for people reading the records). */
export interface DeskCallAbout {
  /** Every order the call names. */
  receiptIds: readonly string[];
  /** The change: `assign <uid>`, `unassign`, `orders desk`, `orders import`. */
  change: string;
}

/**
 * One `Idempotency-Key` of `POST /order/deliveryupdate` (its `updateId`), of `POST /desk/assign`
 * (kept under `desk-assign:<key>`) or of `POST /desk/orders` (under its own prefix), so the
 * endpoints' keys never meet (deskAssign.ts, deskOrders.ts).
 */
export type IdempotencyRecord = KeyRecord & (StatusChangeAbout | DeskCallAbout);

interface KeyRecord {
  key: string;
  /** The caller that sent it: the same key from another uid is refused. */
  uid: string;
  /** The request body it came with, canonical (`fingerprint.ts`): another body is refused. */
  fingerprint: string;
  /** `in-progress` while its first request runs; `done` once the change is applied. */
  state: 'in-progress' | 'done';
  /** Which request holds an `in-progress` record (a stale one may be taken over). */
  claimId: string;
  startedAt: number;
  /** Epoch ms after which the record may be deleted (Firestore TTL policy on `expireAt`). */
  expireAt: number;
  answer: StoredAnswer | null;
}

/** The push token registry: one token per uid (`POST /portal/tokenupdate`). */
export interface TokenRecord {
  uid: string;
  email: string | null;
  /** `null`: forgotten (kept, so an older request arriving late cannot bring it back). */
  fcmToken: string | null;
  updatedAt: number;
}

/** A customer's tracking link (docs/tracking.md), kept under its token. */
export interface TrackingLink {
  token: string;
  receiptId: string;
  /** The dispatcher it was made for: the link dies when the order is someone else's. */
  uid: string;
  createdAt: number;
  /** Set when the order was seen reassigned: the link stays dead even if it comes back. */
  revokedAt: number | null;
  /** Epoch ms after which the record may be deleted (Firestore TTL policy on `expireAt`). */
  expireAt: number;
  /** The arrival the driver's phone estimated when asking (epoch ms), if it had one. */
  etaAt: number | null;
}

/** The driver's last position for one order, kept under the receipt id. */
export interface TrackingPosition {
  receiptId: string;
  uid: string;
  lat: number;
  lng: number;
  accuracy: number;
  /** When the phone took it (phone clock). */
  at: number;
  /** When the backend stored it (server clock): the 10 s limit and the page's "updated". */
  storedAt: number;
  expireAt: number;
}

/**
 * A rate limit's current window (apiKeyAuth.ts): calls counted since `startedAt`, kept under
 * its name (`apikey:<id>`). A window starts at the first call after the last one ended.
 */
export interface RateWindow {
  name: string;
  startedAt: number;
  count: number;
}

/**
 * A driver's shift (domain/shift/driverShift.ts), kept under their uid: on shift or not, and only
 * the newest position, deleted at once off shift.
 */
export interface DriverShiftRecord {
  uid: string;
  onShift: boolean;
  shiftStartedAt: number | null;
  /** Server time of the driver's last shift or position call. */
  lastSeenAt: number;
  position: ShiftPosition | null;
  /**
   * The driver's open orders (receipt ids) in the order the phone will drive them, shared with
   * the position; absent or null: not shared (the desk and auto-dispatch estimate it).
   */
  run?: readonly string[] | null;
  updatedAt: number;
  /** Epoch ms after which the record may be deleted (Firestore TTL policy on `expireAt`). */
  expireAt: number;
}

/**
 * The business's auto-dispatch settings (`${prefix}settings/dispatch`, domain/dispatch/
 * settings.ts), written only by POST /desk/settings.
 */
export interface DispatchSettingsRecord {
  autoAssignNewOrders: boolean;
  maxOrdersPerDriver: number;
  updatedAt: number;
  /** The manager's uid who saved it. */
  updatedBy: string;
}

/** A receipt with its id, as a query finds it. */
export interface StoredReceipt {
  id: string;
  data: ReceiptData;
}

export interface StoreTransaction {
  getReceipt(receiptId: string): Promise<ReceiptData | null>;
  /** `${prefix}backOfficeUsers/{uid}`: null when there is none. */
  getBackOfficeUser(uid: string): Promise<BackOfficeUserData | null>;
  getIdempotency(key: string): Promise<IdempotencyRecord | null>;
  getToken(uid: string): Promise<TokenRecord | null>;
  /** The records (of any uid) that hold this token. */
  tokensHolding(fcmToken: string): Promise<TokenRecord[]>;
  getTrackingLink(token: string): Promise<TrackingLink | null>;
  /** Every link made for this receipt (a handful at most: one per dispatcher it had). */
  trackingLinksOf(receiptId: string): Promise<TrackingLink[]>;
  getTrackingPosition(receiptId: string): Promise<TrackingPosition | null>;
  /** A counter's value (`orderNumber`: the last order number handed out); null: never set. */
  getCounter(name: string): Promise<number | null>;
  /** `${prefix}apiKeys/{id}`: null when there is none. */
  getApiKey(id: string): Promise<ApiKeyRecord | null>;
  /** Every API key record, revoked ones included (a handful: the desk's list). */
  listApiKeys(): Promise<ApiKeyRecord[]>;
  getRateWindow(name: string): Promise<RateWindow | null>;
  /**
   * The SALE receipts of `dispatchId` whose `updateTimestamp` is in [from, to): the driver app's
   * own query and index, bounded at both ends.
   */
  receiptsOf(dispatchId: string, from: number, to: number): Promise<StoredReceipt[]>;
  getDriverShift(uid: string): Promise<DriverShiftRecord | null>;
  /** `${prefix}settlements/{id}` (`<dispatchId>_<day>`): null when there is none. */
  getSettlement(id: string): Promise<Settlement | null>;
  /** `${prefix}settings/dispatch`: null when never saved (the defaults apply). */
  getDispatchSettings(): Promise<DispatchSettingsRecord | null>;
  /** The shift records with `onShift` true (expired ones included: the caller checks). */
  onShiftDrivers(): Promise<DriverShiftRecord[]>;

  /** Sets `set` and removes `remove` on an existing receipt. */
  updateReceipt(receiptId: string, set: ReceiptData, remove: readonly string[]): void;
  /** Writes a new receipt; the commit fails if one exists under `receiptId` (never overwrites). */
  createReceipt(receiptId: string, data: ReceiptData): void;
  putCounter(name: string, value: number): void;
  putApiKey(record: ApiKeyRecord): void;
  putRateWindow(window: RateWindow): void;
  putIdempotency(record: IdempotencyRecord): void;
  deleteIdempotency(key: string): void;
  putToken(record: TokenRecord): void;
  putTrackingLink(link: TrackingLink): void;
  putTrackingPosition(position: TrackingPosition): void;
  /** Writes a whole back-office record (read first in the same transaction to change one). */
  putBackOfficeUser(uid: string, data: BackOfficeUserData): void;
  putDriverShift(record: DriverShiftRecord): void;
  putSettlement(settlement: Settlement): void;
  putDispatchSettings(record: DispatchSettingsRecord): void;
}

export interface BackendStore {
  /**
   * Runs `work` atomically and resolves with its result. Rejects with `StoreContention` when the
   * store gave up because of concurrent transactions on the same documents.
   */
  transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T>;
  /**
   * Writes `record` on its own, outside any transaction, unless a record (live, expired or an
   * older build's) is stored under its key; true when it was written. One write, no read and no
   * lock: the twins of one request that arrive together learn at once which of them is first,
   * where two transactions that each read the key and then write it wait on each other (on the
   * Firestore emulator, its 2 s lock timeout). deliveryUpdateClaim.ts claims a key with it first.
   */
  createIdempotency(record: IdempotencyRecord): Promise<boolean>;
  /**
   * A driver's back-office record and shift record, read outside any transaction: no lock held.
   * With `putDriverShiftIfUnchanged`, a compare-and-set for the one request that writes a shift
   * record alone, the position (driverShift.ts): its twins that arrive together learn at once
   * which is first, where two transactions reading then writing one record wait on each other.
   */
  readDriver(uid: string): Promise<{ user: BackOfficeUserData | null; shift: ReadShift }>;
  /**
   * Writes `record` unless the stored shift record changed since `read` (readDriver's) was
   * taken, or is gone; true when it was written. One write, no lock.
   */
  putDriverShiftIfUnchanged(record: DriverShiftRecord, read: ReadShift): Promise<boolean>;
  /** Which store this is, for logs and the test report ("memory", "firestore", "indexeddb"). */
  readonly kind: string;
}

/** A driver's shift record read outside a transaction (readDriver), with its version. */
export interface ReadShift {
  record: DriverShiftRecord | null;
  /** The store's own mark of the version read (Firestore's update time): only it compares. */
  version: unknown;
}

/** The store gave up on a transaction because others kept touching the same documents. */
export class StoreContention extends Error {
  constructor(
    message = 'Too many concurrent changes to the same documents.',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'StoreContention';
  }
}
