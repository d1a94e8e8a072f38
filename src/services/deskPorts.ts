import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { AssignRequest, AssignResult } from '@/domain/deskAssign';
import type {
  ApiKeySummary,
  CreatedApiKey,
  DeskOrderResult,
  DeskOrdersRequest,
} from '@/domain/intake/wire';
import type { Receipt } from '@/domain/receipt';
import type { Unsubscribe } from '@/platform';
import type { AuthGateway, BackOfficeUsers, Clock, SampleData } from './ports';

// The desk's ports (docs/desk.md): what the back office's own app (src/desk) uses of the outside
// world. It signs in apart from the driver app (its own Auth session: a named Firebase app, or
// the demo's own session key), reads every driver and today's receipts of every driver, and
// assigns, brings orders in and manages the intake API's keys through the backend
// (POST /desk/assign, /desk/orders, /desk/apikeys…: docs/backend-contract.md).

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
 * `createOrders`; "Settings → API keys" through the other three. Each rejects with
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
  clock: Clock;
  /** The demo's accounts for the sign-in screen; null with Firebase. */
  sampleData: Pick<SampleData, 'accounts'> | null;
}
