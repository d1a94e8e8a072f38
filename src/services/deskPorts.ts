import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { Receipt } from '@/domain/receipt';
import type { Unsubscribe } from '@/platform';
import type { AuthGateway, BackOfficeUsers, Clock, SampleData } from './ports';

// The desk's ports (docs/desk.md): what the back office's own app (src/desk) uses of the outside
// world. It signs in apart from the driver app (its own Auth session: a named Firebase app, or
// the demo's own session key), reads every driver and today's receipts of every driver, and
// assigns through the backend (POST /desk/assign, docs/backend-contract.md).

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

/** `POST /desk/assign`'s body (docs/backend-contract.md#desk-assign). */
export interface AssignRequest {
  receiptIds: string[];
  /** The driver's uid, or null to unassign. */
  dispatchId: string | null;
  /** Each receipt's dispatcher as the desk saw it (null: unassigned). */
  expected: Record<string, string | null>;
}

export type AssignOutcome =
  'assigned' | 'unchanged' | 'not-found' | 'order-closed' | 'assignment-changed';

export interface AssignResult {
  receiptId: string;
  result: AssignOutcome;
  /** The receipt's dispatcher after the call (the other manager's choice on a conflict). */
  dispatchId: string | null;
  /** The receipt's new version when it was written. */
  updateTimestamp: number | null;
}

export interface DeskApi {
  /**
   * POST {backend}/desk/assign with the Idempotency-Key `idempotencyKey`. Resolves with one
   * result per receipt; rejects with DispatchApiError (403 not-a-manager, 422 not-a-driver…).
   */
  assign(request: AssignRequest, idempotencyKey: string): Promise<AssignResult[]>;
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
  clock: Clock;
  /** The demo's accounts for the sign-in screen; null with Firebase. */
  sampleData: Pick<SampleData, 'accounts'> | null;
}
