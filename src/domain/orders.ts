import type { Receipt } from './receipt';
import { DELIVERED_STATUS } from './status';

// The rules that decide which receipts a dispatcher sees and in which list.

/** Only sale receipts are orders (`receipt_type`); others never show. */
export const RECEIPT_TYPE_SALE = 'SALE';

export interface TodaysOrdersQuery {
  dispatchId: string;
  /** Epoch ms; receipts updated before this are not today's. */
  since: number;
}

/** True when the receipt belongs in the dispatcher's today list (the Firestore query, in memory). */
export function matchesTodaysOrders(receipt: Receipt, query: TodaysOrdersQuery): boolean {
  return (
    receipt.receiptType === RECEIPT_TYPE_SALE &&
    receipt.dispatchId === query.dispatchId &&
    receipt.updateTimestamp !== null &&
    receipt.updateTimestamp >= query.since
  );
}

export function isDelivered(receipt: Pick<Receipt, 'status'>): boolean {
  return receipt.status === DELIVERED_STATUS;
}

/** Newest first; receipts without a timestamp go last; ties keep a stable order by id. */
export function compareNewestFirst(a: Receipt, b: Receipt): number {
  const at = a.updateTimestamp ?? Number.NEGATIVE_INFINITY;
  const bt = b.updateTimestamp ?? Number.NEGATIVE_INFINITY;
  if (at !== bt) return bt - at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortNewestFirst<R extends Receipt>(receipts: readonly R[]): R[] {
  return [...receipts].sort(compareNewestFirst);
}

export interface SplitOrders<R extends Receipt = Receipt> {
  open: R[];
  delivered: R[];
}

/**
 * Splits into open (status ≠ Delivered) and delivered, each newest first. Generic so that
 * receipts carrying more (the outbox's sync mark) keep it.
 */
export function splitOrders<R extends Receipt>(receipts: readonly R[]): SplitOrders<R> {
  const open: R[] = [];
  const delivered: R[] = [];
  for (const receipt of sortNewestFirst(receipts)) {
    (isDelivered(receipt) ? delivered : open).push(receipt);
  }
  return { open, delivered };
}

/** Selects today's orders for a dispatcher from any set of receipts, newest first. */
export function selectTodaysOrders(
  receipts: readonly Receipt[],
  query: TodaysOrdersQuery,
): Receipt[] {
  return sortNewestFirst(receipts.filter((r) => matchesTodaysOrders(r, query)));
}
