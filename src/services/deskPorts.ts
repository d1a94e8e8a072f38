import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { AssignRequest, AssignResult } from '@/domain/deskAssign';
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
