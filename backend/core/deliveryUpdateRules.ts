import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { refuse, type CoreAnswer } from './answer';
import { acceptedStatuses, type CoreConfig } from './config';
import type { DeliveryUpdateData } from './deliveryUpdateBody';
import type { ReceiptProof } from './proofs';
import { nextUpdateTimestamp } from './receiptWrite';
import type { ReceiptData } from './store';

// The delivery update's rules (docs/backend-contract.md), free of any store: who may send a
// change and what it may set (authorize), which receipt it may change, and what it writes.

/** The checks that need the configuration and the caller, but no stored data. */
export function authorizeUpdate(
  update: DeliveryUpdateData,
  uid: string,
  config: CoreConfig,
): CoreAnswer | null {
  if (update.dispatchId !== uid) {
    return refuse(
      403,
      'not-yours',
      'This status change belongs to another user and was not applied.',
    );
  }
  const statuses = acceptedStatuses(config);
  if (!statuses.includes(update.status)) {
    return refuse(
      422,
      'unknown-status',
      `“${update.status}” is not a delivery status. Choose one of: ${statuses.join(', ')}.`,
    );
  }
  if (update.status === config.notDeliveredStatus) {
    const reason = update.reason?.trim() ?? '';
    if (reason === '') {
      return refuse(422, 'reason-required', 'Choose why the order was not delivered.');
    }
    if (config.notDeliveredReasons.length > 0 && !config.notDeliveredReasons.includes(reason)) {
      return refuse(
        422,
        'unknown-reason',
        `“${reason}” is not a reason this app offers. Choose one of: ${config.notDeliveredReasons.join(', ')}.`,
      );
    }
  }
  return null;
}

/**
 * The stored receipt, if the change may be written on it: else 404 unknown (or not a sale), or
 * 403 `not-your-order` once it is someone else's (the desk reassigned it). Both are final.
 */
export function changeableReceipt(
  receipt: ReceiptData | null,
  uid: string,
): { ok: true; receipt: ReceiptData } | { ok: false; answer: CoreAnswer } {
  const refused = (answer: CoreAnswer) => ({ ok: false, answer }) as const;
  if (!receipt || receipt.receipt_type !== RECEIPT_TYPE_SALE) {
    return refused(
      refuse(
        404,
        'unknown-order',
        'This order was not found among your deliveries. It may have been removed.',
      ),
    );
  }
  if (receipt.dispatchId !== uid) {
    return refused(
      refuse(
        403,
        'not-your-order',
        'This order is no longer assigned to you, so the change was not applied.',
      ),
    );
  }
  return { ok: true, receipt };
}

/** The written-back fields (the latest change's outcome: absent ones are removed). */
const OUTCOME_FIELDS = [
  ['reason', 'statusReason'],
  ['note', 'statusNote'],
  ['cashCollected', 'cashCollected'],
] as const;

/** What the change writes on the receipt, and the version it gives it. */
export function receiptChange(
  update: DeliveryUpdateData,
  receipt: ReceiptData,
  proof: ReceiptProof | null,
  now: number,
): { set: ReceiptData; remove: string[]; updateTimestamp: number } {
  const updateTimestamp = nextUpdateTimestamp(receipt, now);
  const set: ReceiptData = { status: update.status, updateTimestamp };
  const remove: string[] = [];
  for (const [from, to] of OUTCOME_FIELDS) {
    const value = update[from];
    if (value === undefined) remove.push(to);
    else set[to] = value;
  }
  if (proof) set.proof = proof;
  return { set, remove, updateTimestamp };
}
