import { canonicalJson } from './fingerprint';
import { numberAt, type OrderNumberBlock } from './orderNumbers';
import { isClosedOrder, nextUpdateTimestamp } from './receiptWrite';
import type { ReceiptData, StoreTransaction } from './store';
import { sha256Hex } from './apiKeys';
import type { OrderDraft } from '@/domain/intake/orderDraft';
import { receiptFromDraft, type OrderSource } from '@/domain/intake/toReceipt';
import type { OrderWritten } from '@/domain/intake/wire';

// Writing incoming orders (docs/intake.md), the one place for all three ways in: the desk's
// form, a file's rows and the intake API. Each order carries a key of its way in (the API's
// externalId, the file row's Reference or content, the form's own id), and the receipt's id is
// derived from it, so the same order sent twice is found in one read and never written twice:
// the same content is `unchanged`, new content `updated` (until it is delivered), a new key
// `created` with the next number of the call's block (orderNumbers.ts, taken before).

/** What writing orders needs of a store transaction (backend/core/store.ts). */
export type OrdersTransaction = Pick<
  StoreTransaction,
  'getReceipt' | 'createReceipt' | 'updateReceipt'
>;

export type OrderWriteResult =
  | OrderWritten
  | { key: string; result: 'error'; receiptId: string; code: 'order-closed'; message: string };

export interface OrderToWrite {
  key: string;
  draft: OrderDraft;
}

export interface WriteOrdersRequest {
  source: OrderSource;
  /** A manager's uid, or `apikey:<id>`. */
  createdBy: string;
  /** The driver new orders go to (the desk's "Assign to"); null: Unassigned. */
  dispatchId: string | null;
  now: number;
  /** The call's order numbers, taken before its transaction (withOrderNumbers). */
  numbers: OrderNumberBlock;
}

/** The receipt id of an order's key, per way in: `api-…`, `import-…`, `desk-…`. */
export async function receiptIdFor(source: OrderSource, key: string): Promise<string> {
  return `${source}-${(await sha256Hex(key)).slice(0, 32)}`;
}

/** The order's content as compared between two sendings (its key and the stamp aside). */
export const draftFingerprint = (draft: OrderDraft) => canonicalJson(draft);

/** The fields an update may replace: what came in, never the status, driver or number. */
const CONTENT_FIELDS = [
  'customer',
  'deliveryAddress',
  'items',
  'total',
  'currency',
  'notes',
  'dueAt',
  'paymentMethod',
  'paymentStatus',
  'payment',
  'intakeFingerprint',
] as const;

/**
 * Writes `orders` in one transaction (reads first, then writes, as store.ts asks). The receipt
 * ids are computed before (hashing is async work outside the transaction's reads).
 */
export async function writeOrders(
  tx: OrdersTransaction,
  orders: readonly (OrderToWrite & { receiptId: string })[],
  request: WriteOrdersRequest,
): Promise<OrderWriteResult[]> {
  const existing = await Promise.all(orders.map((order) => tx.getReceipt(order.receiptId)));
  let created = 0;
  const results = orders.map((order, index): OrderWriteResult => {
    const fingerprint = draftFingerprint(order.draft);
    const before = existing[index];
    if (before === null || before === undefined) {
      const orderNumber = numberAt(request.numbers, created);
      created += 1;
      tx.createReceipt(order.receiptId, {
        ...receiptFromDraft(order.draft, {
          orderNumber,
          now: request.now,
          source: request.source,
          createdBy: request.createdBy,
          dispatchId: request.dispatchId,
        }),
        intakeKey: order.key,
        intakeFingerprint: fingerprint,
      });
      return { key: order.key, result: 'created', receiptId: order.receiptId, orderNumber };
    }
    const orderNumber = String(before.orderNumber ?? '');
    if (before.intakeFingerprint === fingerprint) {
      return { key: order.key, result: 'unchanged', receiptId: order.receiptId, orderNumber };
    }
    if (isClosedOrder(before)) {
      return {
        key: order.key,
        result: 'error',
        receiptId: order.receiptId,
        code: 'order-closed',
        message: 'This order was already delivered, so it was not changed.',
      };
    }
    const fresh = receiptFromDraft(order.draft, {
      orderNumber,
      now: request.now,
      source: request.source,
      createdBy: request.createdBy,
      dispatchId: null,
    });
    const set: ReceiptData = { intakeFingerprint: fingerprint };
    for (const field of CONTENT_FIELDS) {
      if (field in fresh && field !== 'intakeFingerprint') set[field] = fresh[field];
    }
    const remove = CONTENT_FIELDS.filter((field) => !(field in set));
    set.updateTimestamp = nextUpdateTimestamp(before, request.now);
    tx.updateReceipt(order.receiptId, set, remove);
    return { key: order.key, result: 'updated', receiptId: order.receiptId, orderNumber };
  });
  return results;
}
