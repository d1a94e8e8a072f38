import {
  createMemoryStore,
  deliveryUpdate,
  type ClaimHolders,
  type CoreConfig,
  type IdempotencyRecord,
  type ProofResolver,
  type ReceiptData,
} from '@backend/core';

export const NOON = new Date(2026, 10, 24, 12, 0, 0).getTime();

export function receipt(overrides: ReceiptData = {}): ReceiptData {
  return {
    receipt_type: 'SALE',
    dispatchId: 'ana',
    status: 'Pending',
    updateTimestamp: NOON - 60_000,
    orderNumber: 1042,
    ...overrides,
  };
}

export function setup(receipts: Record<string, ReceiptData> = { R1: receipt() }) {
  let now = NOON;
  let serial = 0;
  const config: CoreConfig = {
    deliveryStatuses: ['Pending', 'Picked Up', 'On the Way', 'Delivered'],
    notDeliveredStatus: 'Not Delivered',
    notDeliveredReasons: ['Customer not available', 'Wrong address', 'Other'],
    now: () => now,
    newId: () => `claim-${(serial += 1)}`,
  };
  const store = createMemoryStore({ receipts });
  return {
    config,
    store,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
  };
}

export function updateBody(overrides: Record<string, unknown> = {}) {
  return {
    updateData: {
      receiptId: 'R1',
      status: 'Delivered',
      dispatchId: 'ana',
      updatedAt: NOON - 5_000,
      updateId: 'u-1',
      ...overrides,
    },
  };
}

/** POST /order/deliveryupdate from `uid` (Ana by default), with an Idempotency-Key if given. */
export const sendUpdate = (
  deps: ReturnType<typeof setup> & { proofs?: ProofResolver; claimHolders?: ClaimHolders },
  body: unknown,
  uid = 'ana',
  idempotencyKey?: string,
) => deliveryUpdate(deps, { uid, body, idempotencyKey });

/** A status change's key record held by a request that has not applied the change yet. */
export function inProgressKey(
  overrides: Partial<IdempotencyRecord> & Pick<IdempotencyRecord, 'key'>,
): IdempotencyRecord {
  return {
    uid: 'ana',
    fingerprint: 'f',
    state: 'in-progress',
    claimId: 'left',
    startedAt: 1,
    expireAt: 2e12,
    receiptId: 'R1',
    status: 'Delivered',
    answer: null,
    ...overrides,
  };
}
