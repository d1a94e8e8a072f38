import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { isActiveDriver, isManager } from '@/domain/roles';
import { answerInTransaction, refuse, type CoreAnswer } from './answer';
import type { BackendStore, BackOfficeUserData, StoreTransaction } from './store';

// Who may call the desk's endpoints, and to whom they may give orders: domain/roles.ts's rule
// (the one the app, the desk and firestore.rules follow) over the back-office records a
// transaction read. Each endpoint says in its own words what was refused.

/** 403 `not-a-manager` unless `record` (the caller's back-office record) is a manager's. */
export function refuseUnlessManager(
  uid: string,
  record: BackOfficeUserData | null,
  message: string,
): CoreAnswer | null {
  const user = record && parseBackOfficeUser(uid, record);
  return isManager(user) ? null : refuse(403, 'not-a-manager', message);
}

/** 422 `not-a-driver` unless `record` is an active driver's (not a manager, not deactivated). */
export function refuseUnlessActiveDriver(
  uid: string,
  record: BackOfficeUserData | null,
  message: string,
): CoreAnswer | null {
  const user = record && parseBackOfficeUser(uid, record);
  return isActiveDriver(user) ? null : refuse(422, 'not-a-driver', message);
}

/**
 * Runs `work` for a manager only, in one transaction that reads the caller's record first
 * (403 `not-a-manager` with `message` otherwise); contention is 503 `busy`.
 */
export function asManager(
  store: BackendStore,
  caller: { uid: string; message: string },
  work: (tx: StoreTransaction) => Promise<CoreAnswer>,
): Promise<CoreAnswer> {
  return answerInTransaction(store, async (tx) => {
    const record = await tx.getBackOfficeUser(caller.uid);
    return refuseUnlessManager(caller.uid, record, caller.message) ?? work(tx);
  });
}
