import type { DeliveryUpdate } from '@/domain/deliveryUpdate';
import { isRecord } from '@/domain/read';
import { refuse, type CoreAnswer } from './answer';
import { isDocumentId } from './documentId';

// The body of POST /order/deliveryupdate read and checked (docs/backend-contract.md): 400 for a
// malformed one, before anything is claimed or read.

/** The body's `updateData`, checked (the contract's shape: src/domain/deliveryUpdate.ts). */
export type DeliveryUpdateData = DeliveryUpdate;

const MAX_TEXT_LENGTH = 2000;

type Parsed = { ok: true; update: DeliveryUpdateData } | { ok: false; answer: CoreAnswer };

const malformed = (message: string): Parsed => ({
  ok: false,
  answer: refuse(400, 'invalid-request', message),
});

const isText = (value: unknown, max = MAX_TEXT_LENGTH): value is string =>
  typeof value === 'string' && value.length <= max;

const isEpochMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** An optional field: absent and `null` both mean "not sent". */
const absent = (value: unknown) => value === undefined || value === null;

export function parseDeliveryUpdate(body: unknown): Parsed {
  if (!isRecord(body) || !isRecord(body.updateData)) {
    return malformed('The request must be {"updateData": {…}}.');
  }
  const data = body.updateData;
  if (!isDocumentId(data.receiptId)) return malformed('updateData.receiptId must be an order id.');
  if (typeof data.status !== 'string' || data.status.trim() === '' || data.status.length > 200) {
    return malformed('updateData.status must be a status name.');
  }
  if (typeof data.dispatchId !== 'string' || data.dispatchId === '') {
    return malformed('updateData.dispatchId must be the dispatcher’s user id.');
  }
  if (!isEpochMs(data.updatedAt)) return malformed('updateData.updatedAt must be epoch ms.');
  if (!isDocumentId(data.updateId)) return malformed('updateData.updateId must be a uuid.');
  const update: DeliveryUpdateData = {
    receiptId: data.receiptId,
    status: data.status,
    dispatchId: data.dispatchId,
    updatedAt: data.updatedAt,
    updateId: data.updateId,
  };
  for (const field of ['reason', 'note', 'previousStatus'] as const) {
    const value = data[field];
    if (absent(value)) continue;
    if (!isText(value)) return malformed(`updateData.${field} must be text.`);
    update[field] = value;
  }
  if (!absent(data.cashCollected)) {
    const cash = data.cashCollected;
    if (typeof cash !== 'number' || !Number.isFinite(cash) || cash < 0) {
      return malformed('updateData.cashCollected must be a number (the amount taken).');
    }
    update.cashCollected = cash;
  }
  if (!absent(data.proof)) {
    const proof = data.proof;
    if (!isRecord(proof)) return malformed('updateData.proof must be an object.');
    const proofId = typeof proof.proofId === 'number' ? String(proof.proofId) : proof.proofId;
    if (!(proofId === null || (isText(proofId, 200) && proofId !== ''))) {
      return malformed('updateData.proof.proofId must be text or null.');
    }
    if (!(proof.receivedBy === null || isText(proof.receivedBy, 500))) {
      return malformed('updateData.proof.receivedBy must be text or null.');
    }
    if (!isEpochMs(proof.takenAt)) return malformed('updateData.proof.takenAt must be epoch ms.');
    update.proof = { proofId, receivedBy: proof.receivedBy, takenAt: proof.takenAt };
  }
  return { ok: true, update };
}
