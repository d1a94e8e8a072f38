import type { AssignOutcome } from '@/domain/deskAssign';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import type { CoreAnswer } from './answer';
import { refuseUnlessActiveDriver, refuseUnlessManager } from './deskRoles';
import { dispatcherOf, isClosedOrder } from './receiptWrite';
import type { BackOfficeUserData, ReceiptData } from './store';

// The desk's assignment rules (docs/backend-contract.md#desk-assign), free of any store: who may
// assign, to whom, and what becomes of each order. Roles are domain/roles.ts's, the one rule the
// app, the desk and firestore.rules follow too.

/** The back-office records the call names: the caller's and the target driver's. */
export interface DeskPeople {
  callerUid: string;
  caller: BackOfficeUserData | null;
  /** null: the call unassigns. */
  targetUid: string | null;
  target: BackOfficeUserData | null;
}

/** 403 `not-a-manager` unless the caller is a manager; 422 `not-a-driver` for the target. */
export function authorizeAssign(people: DeskPeople): CoreAnswer | null {
  const notAManager = refuseUnlessManager(
    people.callerUid,
    people.caller,
    'Only a manager may assign orders.',
  );
  if (notAManager !== null || people.targetUid === null) return notAManager;
  return refuseUnlessActiveDriver(
    people.targetUid,
    people.target,
    'Orders can only be given to an active driver. Nothing was assigned.',
  );
}

/** What becomes of one order, and its dispatcher as the answer names it. */
export interface AssignDecision {
  result: AssignOutcome;
  dispatchId: string | null;
}

/**
 * One order's fate, in this order: unknown or not a sale → `not-found`; delivered or closed →
 * `order-closed`; its dispatcher is not the one the desk saw → `assignment-changed` (never a
 * silent overwrite of another manager's choice); already the target's → `unchanged`; else
 * `assigned`.
 */
export function decideAssignment(
  receipt: ReceiptData | null,
  expected: string | null,
  target: string | null,
): AssignDecision {
  if (receipt === null || receipt.receipt_type !== RECEIPT_TYPE_SALE) {
    return { result: 'not-found', dispatchId: null };
  }
  const current = dispatcherOf(receipt);
  if (isClosedOrder(receipt)) {
    return { result: 'order-closed', dispatchId: current };
  }
  if (current !== expected) return { result: 'assignment-changed', dispatchId: current };
  if (current === target) return { result: 'unchanged', dispatchId: current };
  return { result: 'assigned', dispatchId: target };
}
