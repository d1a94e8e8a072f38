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

/**
 * The open orders of a list the driver was shown that a later answer of the same day's feed no
 * longer has: taken off the driver's list (reassigned, unassigned or removed by the back office;
 * within one day's window nothing else takes an order away, since a receipt's updateTimestamp
 * never goes back). A delivered order leaving says nothing: it cannot be reassigned.
 */
export function openOrdersGone<R extends Pick<Receipt, 'id' | 'status'>>(
  shown: readonly R[],
  next: readonly Pick<Receipt, 'id'>[],
): R[] {
  const still = new Set(next.map((receipt) => receipt.id));
  return shown.filter((receipt) => !isDelivered(receipt) && !still.has(receipt.id));
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
