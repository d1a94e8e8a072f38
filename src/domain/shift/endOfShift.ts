import { RECEIPT_TYPE_SALE } from '../orders';
import { toMoney, type Money } from '../payment';
import type { Proof } from '../proof';
import type { Receipt } from '../receipt';
import {
  groupOf,
  MoneyTotals,
  summarizeDay,
  summaryOrderOf,
  type DaySummary,
  type MoneyTotal,
  type OrderGroup,
} from '../summary';
import type { DayWindow } from './dayWindow';

// The desk's "End of shift" (docs/end-of-shift.md): per driver, a day's receipts added up the way
// the driver's own Today page adds them (summary.ts `summarizeDay`, the same function over the same
// receipts, so the two always agree), plus what the back office needs and the phone does not: the
// cash the delivered orders asked for, the difference to what the driver confirmed, and each order
// on its own line (the proof, the reason, the times) for the screen and the CSV. The desk sees the
// server's records only: there are no changes still on a phone here.

/** An amount that may be negative (a difference), in integer minor units of a currency. */
export interface SignedMoney {
  minor: number;
  currency: string | null;
}

/** One order of the day as the end of shift shows it. */
export interface ShiftOrder {
  id: string;
  orderNumber: string | null;
  /** Its driver; null: unassigned. */
  dispatchId: string | null;
  status: string | null;
  group: OrderGroup;
  /** Why it was not delivered (not-delivered orders only). */
  reason: string | null;
  note: string | null;
  /** The cash the receipt asks for (cash orders only; null when it states no amount). */
  cashDue: Money | null;
  /** The cash the driver confirmed with the delivery (delivered orders only). */
  cashCollected: Money | null;
  /** A card payment taken at the door (delivered card orders only). */
  cardTaken: Money | null;
  proof: Proof | null;
  createdAt: number | null;
  dueAt: number | null;
  /** When its status last changed (the receipt's version). */
  updatedAt: number | null;
}

/** One driver's day. */
export interface DriverDay {
  dispatchId: string;
  /** Exactly what the driver's Today page says for these receipts (summary.ts). */
  summary: DaySummary;
  /** The cash due on the delivered cash orders: what the driver should have collected. */
  cashDue: MoneyTotal[];
  /**
   * Collected minus due, per currency, for the delivered orders: negative is cash missing,
   * positive cash over. A delivered cash order with no amount confirmed counts as nothing
   * collected (`summary.cashCollected.unrecorded` says how many).
   */
  difference: SignedMoney[];
  /** The driver's orders, newest change first. */
  orders: ShiftOrder[];
}

export interface EndOfShift {
  /** One per driver with orders that day, by uid. */
  drivers: DriverDay[];
  /** The day's orders nobody had at the end. */
  unassigned: ShiftOrder[];
}

export interface EndOfShiftOptions {
  /** The configured not-delivered status (the app's VITE_NOT_DELIVERED_STATUS). */
  notDeliveredStatus: string;
  /** Only receipts whose version falls in it count (null: the caller chose them already). */
  window?: DayWindow | null;
}

function shiftOrderOf(receipt: Receipt, notDeliveredStatus: string): ShiftOrder {
  const group = groupOf(receipt.status, notDeliveredStatus);
  const due = receipt.paymentDue;
  const delivered = group === 'delivered';
  return {
    id: receipt.id,
    orderNumber: receipt.orderNumber,
    dispatchId: receipt.dispatchId,
    status: receipt.status,
    group,
    reason: group === 'not-delivered' ? receipt.outcome.reason : null,
    note: receipt.outcome.note,
    cashDue: due.kind === 'cash' ? due.amount : null,
    cashCollected: delivered ? toMoney(receipt.outcome.cashCollected, receipt.currency) : null,
    cardTaken: delivered && due.kind === 'card' ? due.amount : null,
    proof: receipt.proof,
    createdAt: receipt.createdAt,
    dueAt: receipt.dueAt,
    updatedAt: receipt.updateTimestamp,
  };
}

/** Per currency, `plus` minus `minus` (every currency of either), sorted by code. */
export function subtractTotals(
  plus: readonly MoneyTotal[],
  minus: readonly MoneyTotal[],
): SignedMoney[] {
  const sums = new Map<string | null, number>();
  for (const { currency, minor } of plus) sums.set(currency, (sums.get(currency) ?? 0) + minor);
  for (const { currency, minor } of minus) sums.set(currency, (sums.get(currency) ?? 0) - minor);
  return [...sums.entries()]
    .map(([currency, minor]) => ({ currency, minor }))
    .sort((a, b) => (a.currency ?? '').localeCompare(b.currency ?? ''));
}

function driverDay(
  dispatchId: string,
  receipts: readonly Receipt[],
  notDeliveredStatus: string,
): DriverDay {
  const summary = summarizeDay(receipts.map(summaryOrderOf), notDeliveredStatus);
  const orders = receipts.map((receipt) => shiftOrderOf(receipt, notDeliveredStatus));
  const due = new MoneyTotals();
  for (const order of orders) if (order.group === 'delivered') due.add(order.cashDue);
  const cashDue = due.list();
  return {
    dispatchId,
    summary,
    cashDue,
    difference: subtractTotals(summary.cashCollected.totals, cashDue),
    orders,
  };
}

const newestFirst = (a: Receipt, b: Receipt) =>
  (b.updateTimestamp ?? -Infinity) - (a.updateTimestamp ?? -Infinity) || a.id.localeCompare(b.id);

/** A day's receipts (parsed), added up per driver. Receipts that are not sales are left out. */
export function endOfShift(receipts: readonly Receipt[], options: EndOfShiftOptions): EndOfShift {
  const { window = null, notDeliveredStatus } = options;
  const inDay = (receipt: Receipt) =>
    window === null ||
    (receipt.updateTimestamp !== null &&
      receipt.updateTimestamp >= window.start &&
      receipt.updateTimestamp < window.end);
  const byDriver = new Map<string, Receipt[]>();
  const unassigned: Receipt[] = [];
  for (const receipt of [...receipts].sort(newestFirst)) {
    if (receipt.receiptType !== RECEIPT_TYPE_SALE || !inDay(receipt)) continue;
    if (receipt.dispatchId === null) unassigned.push(receipt);
    else {
      const mine = byDriver.get(receipt.dispatchId);
      if (mine === undefined) byDriver.set(receipt.dispatchId, [receipt]);
      else mine.push(receipt);
    }
  }
  return {
    drivers: [...byDriver.keys()]
      .sort()
      .map((uid) => driverDay(uid, byDriver.get(uid) ?? [], notDeliveredStatus)),
    unassigned: unassigned.map((receipt) => shiftOrderOf(receipt, notDeliveredStatus)),
  };
}
