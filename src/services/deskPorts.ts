import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { AssignRequest, AssignResult } from '@/domain/deskAssign';
import type { BusinessDispatchSettings, DispatchSettingsChoice } from '@/domain/dispatch/settings';
import type {
  ApiKeySummary,
  CreatedApiKey,
  DeskOrderResult,
  DeskOrdersRequest,
} from '@/domain/intake/wire';
import type { GeoPoint } from '@/domain/read';
import type { Receipt } from '@/domain/receipt';
import type { DayWindow } from '@/domain/shift/dayWindow';
import type { DriverShift } from '@/domain/shift/driverShift';
import type { CashRequest, RecordedCash, Settlement } from '@/domain/shift/settlement';
import type {
  DeactivatedDriver,
  InvitedDriver,
  InviteRequest,
  PasswordLink,
} from '@/domain/team/wire';
import type { Unsubscribe } from '@/platform';
import type { AuthGateway, BackOfficeUsers, Clock, LocalPhotos, SampleData } from './ports';

// The desk's ports (docs/desk.md): what the back office's own app (src/desk) uses of the outside
// world. It signs in apart from the driver app (its own Auth session: a named Firebase app, or
// the demo's own session key), reads every driver and today's receipts of every driver, and
// assigns, brings orders in and manages the intake API's keys through the backend
// (POST /desk/assign, /desk/orders, /desk/apikeys…: docs/backend-contract.md). For the team and
// the shift it also reads who is on shift and where, the cash counted and any day's receipts, and
// invites, deactivates and records cash through the backend (POST /desk/drivers…, /desk/cash).

export interface TeamSnapshot {
  /** Every back-office record (managers included: the desk tells them apart, domain/roles.ts). */
  users: BackOfficeUser[];
  fromCache: boolean;
}

export interface TeamSource {
  /** Realtime read of the whole `${prefix}backOfficeUsers` collection. */
  watch(onNext: (snapshot: TeamSnapshot) => void, onError: (error: Error) => void): Unsubscribe;
}

export interface BoardSnapshot {
  /** Today's SALE receipts of every dispatcher and of none, newest first. */
  receipts: Receipt[];
  fromCache: boolean;
}

export interface BoardFeed {
  /** Realtime query: SALE receipts updated at or after `since` (epoch ms), any dispatchId. */
  watch(
    since: number,
    onNext: (snapshot: BoardSnapshot) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

// The wire shape of an assignment is the contract's: src/domain/deskAssign.ts, shared with the
// backend core.
export type { AssignOutcome, AssignRequest, AssignResult } from '@/domain/deskAssign';

export interface DeskApi {
  /**
   * POST {backend}/desk/assign with the Idempotency-Key `idempotencyKey`. Resolves with one
   * result per receipt; rejects with DispatchApiError (403 not-a-manager, 422 not-a-driver…).
   */
  assign(request: AssignRequest, idempotencyKey: string): Promise<AssignResult[]>;
}

// The wire of orders coming in is the contract's too: src/domain/intake/wire.ts.
export type {
  ApiKeySummary,
  CreatedApiKey,
  DeskOrder,
  DeskOrderResult,
  DeskOrderSource,
  DeskOrdersRequest,
  OrderFieldError,
  OrderFields,
} from '@/domain/intake/wire';

/**
 * Orders in (docs/intake.md): the desk's "New order" form and "Import orders" write through
 * `createOrders`; "Settings → API keys" through the three key calls, and "Settings →
 * Auto-dispatch" (which orders coming in may be given to a driver) through the last two. Each rejects with
 * DispatchApiError (`code`: 403 not-a-manager, 422 not-a-driver, 400 invalid-request…); a
 * network failure is `offline`/`timeout`, and sending the same call again is safe.
 */
export interface OrdersInApi {
  /**
   * POST {backend}/desk/orders with the Idempotency-Key `idempotencyKey` (one per user action,
   * the same on a retry). Up to 100 orders a call (MAX_ORDERS_PER_CALL); resolves with one result
   * per order, in the order sent: created, unchanged, updated, or error (its field errors).
   */
  createOrders(request: DeskOrdersRequest, idempotencyKey: string): Promise<DeskOrderResult[]>;
  /** POST {backend}/desk/apikeys: a new key, named; its `key` is shown this once, never again. */
  createApiKey(name: string): Promise<CreatedApiKey>;
  /** POST {backend}/desk/apikeys/list: every key, newest first, revoked ones included. */
  listApiKeys(): Promise<ApiKeySummary[]>;
  /** POST {backend}/desk/apikeys/{id}/revoke: the key revoked (again: unchanged). */
  revokeApiKey(id: string): Promise<ApiKeySummary>;
  /** POST {backend}/desk/settings/read: "Auto-dispatch" as saved (the defaults: never saved). */
  readDispatchSettings(): Promise<BusinessDispatchSettings>;
  /** POST {backend}/desk/settings: "Auto-dispatch" saved (400 invalid-request: out of range). */
  saveDispatchSettings(choice: DispatchSettingsChoice): Promise<BusinessDispatchSettings>;
}

// ---------------------------------------------------------------- the team and the shift

export interface TeamPositionsSnapshot {
  /** Every driver's shift record (`${prefix}driverShifts`), off-shift ones included. */
  shifts: DriverShift[];
  fromCache: boolean;
}

/** Who is on shift, and where (docs/privacy.md: managers only; positions while on shift only). */
export interface TeamPositions {
  watch(
    onNext: (snapshot: TeamPositionsSnapshot) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

export interface SettlementsSnapshot {
  /** The day's settlements ("Cash handed in"), one per driver counted. */
  settlements: Settlement[];
  fromCache: boolean;
}

export interface SettlementsFeed {
  /** Realtime read of the settlements of `day` ("YYYY-MM-DD"). */
  watch(
    day: string,
    onNext: (snapshot: SettlementsSnapshot) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

export interface DayReceiptsFeed {
  /**
   * Realtime query: SALE receipts updated in [window.start, window.end), any dispatchId, newest
   * first — the End of shift of an earlier day (the board's query with an end).
   */
  watch(
    window: DayWindow,
    onNext: (snapshot: BoardSnapshot) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
}

// The wire of the team's calls is the contract's: src/domain/team/wire.ts, shift/settlement.ts.
export type {
  DeactivatedDriver,
  InvitedDriver,
  InviteRequest,
  PasswordLink,
} from '@/domain/team/wire';
export type { CashRequest, RecordedCash, Settlement } from '@/domain/shift/settlement';
export type { DriverShift } from '@/domain/shift/driverShift';

/**
 * The desk's "Drivers" and "End of shift" calls (docs/backend-contract.md#drivers). Each rejects
 * with DispatchApiError: 403 not-a-manager; invite 400 invalid-request (check the fields first
 * with readInvitation) and 409 email-in-use; deactivate 404 not-found and 422 is-a-manager;
 * cash 422 not-a-driver or in-the-future. A network failure is `offline`/`timeout`.
 */
export interface TeamApi {
  /** POST /desk/drivers/invite: the account, its record, and the set-password link. */
  invite(request: InviteRequest): Promise<InvitedDriver>;
  /** POST /desk/drivers/{uid}/link: a fresh set-password link for an active driver. */
  passwordLink(uid: string): Promise<PasswordLink>;
  /** POST /desk/drivers/{uid}/deactivate: harmless again; the orders it gave back. */
  deactivate(uid: string): Promise<DeactivatedDriver>;
  /** POST /desk/cash: the count recorded (the same count again changes nothing). */
  recordCash(request: CashRequest): Promise<RecordedCash>;
}

/** The desk's adapters, one of each (demo or Firebase), like the driver app's `Services`. */
export interface DeskServices {
  mode: 'demo' | 'firebase';
  auth: AuthGateway;
  /** The signed-in manager's own record (is this account a manager?). */
  backOfficeUsers: BackOfficeUsers;
  team: TeamSource;
  board: BoardFeed;
  deskApi: DeskApi;
  ordersIn: OrdersInApi;
  teamApi: TeamApi;
  teamPositions: TeamPositions;
  settlements: SettlementsFeed;
  dayReceipts: DayReceiptsFeed;
  clock: Clock;
  /** The business's currency, ISO 4217 (VITE_CURRENCY: the functions' CURRENCY). */
  currency: string;
  /** The demo's accounts for the sign-in screen; null with Firebase. */
  sampleData: Pick<SampleData, 'accounts'> | null;
  /**
   * Proof photos the in-browser backend keeps (`local-photo:` URLs), for End of shift; absent or
   * null with Firebase, whose photos are http(s) URLs.
   */
  localPhotos?: LocalPhotos | null;
  /** The demo's stand-in for Places (New order's Address); absent or null with Firebase. */
  placeLookup?: PlaceLookup | null;
}

/** The street or square an address names, at its map position; null when it names none. */
export type PlaceLookup = (address: string) => { name: string; location: GeoPoint } | null;
