import { isDelivered } from '@/domain/orders';
import type { Receipt } from '@/domain/receipt';

// When an order is late, and by how much (docs/desk.md#the-board): past its due time and not
// delivered. Minutes are whole and at least 1, so the card never reads "Late 0 min".

const MINUTE_MS = 60_000;

/** Whole minutes past the due time (at least 1); null when not due yet, delivered or no due time. */
export function lateMinutes(
  receipt: Pick<Receipt, 'dueAt' | 'status'>,
  now: number,
): number | null {
  if (receipt.dueAt === null || isDelivered(receipt) || !Number.isFinite(now)) return null;
  const past = now - receipt.dueAt;
  if (!(past > 0)) return null;
  return Math.max(1, Math.floor(past / MINUTE_MS));
}

/**
 * Whether every card still reads its lateness at `now`: a column built at an earlier time can
 * be kept as it is. Open cards only: a delivered one is never late.
 */
export function latenessHolds(
  open: readonly { receipt: Pick<Receipt, 'dueAt' | 'status'>; lateMinutes: number | null }[],
  now: number,
): boolean {
  return open.every((card) => lateMinutes(card.receipt, now) === card.lateMinutes);
}

/** The time an open order is worked to: when it is due, else when it was placed, else updated. */
export function workTime(receipt: Pick<Receipt, 'dueAt' | 'createdAt' | 'updateTimestamp'>) {
  return receipt.dueAt ?? receipt.createdAt ?? receipt.updateTimestamp;
}

/**
 * The order of a run the desk does not know the route of: the earliest due (else placed) first,
 * orders without any time last, ties by id so the order never jumps between two renders.
 */
export function compareByWorkTime(a: Receipt, b: Receipt): number {
  const at = workTime(a) ?? Number.POSITIVE_INFINITY;
  const bt = workTime(b) ?? Number.POSITIVE_INFINITY;
  if (at !== bt) return at < bt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
