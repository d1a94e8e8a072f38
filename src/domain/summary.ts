import type { DeliveryOutcome } from './outcome';
import type { Money, PaymentDue } from './payment';
import { toMoney } from './payment';
import type { Receipt } from './receipt';
import { DELIVERED_STATUS } from './status';

// The end-of-shift summary of the "Today" screen (docs/today.md): how many orders are
// delivered, not delivered (and why), still open; the cash collected and still to collect;
// card payments. Pure: it counts what the phone knows (the feed or its cache, with the changes
// still on the phone laid over it), so it works offline. Money is summed in integer minor
// units per currency, never in floats, and never across currencies.

/** A status change still on this phone (in the outbox), newer than what the feed shows. */
export interface PhoneChange {
  status: string;
  reason?: string | null;
  /** In the receipt's currency, as confirmed on this phone. */
  cashCollected?: number | null;
}

/** One of today's orders as the summary needs it. */
export interface SummaryOrder {
  id: string;
  /** The status shown (a change still on the phone already applied). */
  status: string | null;
  currency: string | null;
  paymentDue: PaymentDue;
  /** What the feed says about the latest change (the backend's write-back). */
  outcome: Pick<DeliveryOutcome, 'reason' | 'cashCollected'>;
  /** The latest change of this order still on the phone, when there is one. */
  phoneChange: PhoneChange | null;
}

/**
 * A receipt as the summary sees it from the feed alone (no change on a phone): the desk's end of
 * shift as it is; the Today page lays the phone's latest change over it (features/today).
 */
export function summaryOrderOf(receipt: Receipt): SummaryOrder {
  return {
    id: receipt.id,
    status: receipt.status,
    currency: receipt.currency,
    paymentDue: receipt.paymentDue,
    outcome: receipt.outcome,
    phoneChange: null,
  };
}

/** A sum in one currency (null: the receipts named none). */
export type MoneyTotal = Money;

export interface ReasonCount {
  /** null: not delivered without a reason given. */
  reason: string | null;
  count: number;
}

/** Where the cash-collected figure comes from. */
export type CashSource = 'server' | 'phone' | 'server-and-phone' | 'none';

export interface DaySummary {
  total: number;
  delivered: number;
  notDelivered: number;
  open: number;
  /** Most frequent first; ties by name. */
  notDeliveredReasons: ReasonCount[];
  cashCollected: {
    /** Per currency, sorted by currency code; empty when none is recorded. */
    totals: MoneyTotal[];
    /** The part the backend has stored (the feed) and the part only this phone knows. */
    fromServer: MoneyTotal[];
    fromPhone: MoneyTotal[];
    source: CashSource;
    /** Delivered cash orders with no amount recorded anywhere (not counted in the totals). */
    unrecorded: number;
  };
  /** Open cash orders: what is still to be collected. */
  cashToCollect: MoneyTotal[];
  /** Delivered card orders: card payments taken. */
  cardTaken: MoneyTotal[];
  /** Open card orders: card payments still to take. */
  cardToTake: MoneyTotal[];
}

export type OrderGroup = 'delivered' | 'not-delivered' | 'open';

export function groupOf(status: string | null, notDeliveredStatus: string): OrderGroup {
  if (status === DELIVERED_STATUS) return 'delivered';
  if (status === notDeliveredStatus) return 'not-delivered';
  return 'open';
}

/** Sums per currency in minor units (exact); the result is sorted by currency code. */
export class MoneyTotals {
  private readonly sums = new Map<string | null, number>();

  add(money: Money | null): void {
    if (money === null) return;
    const sum = (this.sums.get(money.currency) ?? 0) + money.minor;
    // Past 2^53 an integer sum is no longer exact; such a day is not real data. Drop the addend.
    if (Number.isSafeInteger(sum)) this.sums.set(money.currency, sum);
  }

  list(): MoneyTotal[] {
    return [...this.sums.entries()]
      .map(([currency, minor]) => ({ currency, minor }))
      .sort((a, b) => (a.currency ?? '').localeCompare(b.currency ?? ''));
  }
}

/** The not-delivered reason: the phone's newer change first, then the feed's write-back. */
function reasonOf(order: SummaryOrder): string | null {
  if (order.phoneChange !== null) return order.phoneChange.reason ?? null;
  return order.outcome.reason;
}

function countReasons(reasons: readonly (string | null)[]): ReasonCount[] {
  const counts = new Map<string | null, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()]
    .map(([reason, count]) => ({ reason, count }))
    .sort(
      (a, b) => b.count - a.count || (a.reason ?? '\uffff').localeCompare(b.reason ?? '\uffff'),
    );
}

function sourceOf(server: boolean, phone: boolean): CashSource {
  if (server && phone) return 'server-and-phone';
  if (server) return 'server';
  if (phone) return 'phone';
  return 'none';
}

/**
 * The day's summary. Cash collected per delivered order: when the order's latest change is
 * still on this phone, the amount confirmed with it (the feed's value is older); otherwise the
 * amount the backend wrote back on the receipt.
 */
export function summarizeDay(
  orders: readonly SummaryOrder[],
  notDeliveredStatus: string,
): DaySummary {
  const counts = { delivered: 0, notDelivered: 0, open: 0 };
  const reasons: (string | null)[] = [];
  const collected = new MoneyTotals();
  const fromServer = new MoneyTotals();
  const fromPhone = new MoneyTotals();
  const toCollect = new MoneyTotals();
  const cardTaken = new MoneyTotals();
  const cardToTake = new MoneyTotals();
  let unrecorded = 0;

  for (const order of orders) {
    const group = groupOf(order.status, notDeliveredStatus);
    const due = order.paymentDue;
    if (group === 'not-delivered') {
      counts.notDelivered += 1;
      reasons.push(reasonOf(order));
      continue;
    }
    if (group === 'open') {
      counts.open += 1;
      if (due.kind === 'cash') toCollect.add(due.amount);
      if (due.kind === 'card') cardToTake.add(due.amount);
      continue;
    }
    counts.delivered += 1;
    if (due.kind === 'card') cardTaken.add(due.amount);
    const onPhone = order.phoneChange !== null;
    const cash = toMoney(
      onPhone ? (order.phoneChange?.cashCollected ?? null) : order.outcome.cashCollected,
      order.currency,
    );
    if (cash !== null) {
      collected.add(cash);
      (onPhone ? fromPhone : fromServer).add(cash);
    } else if (due.kind === 'cash') {
      unrecorded += 1;
    }
  }

  const serverTotals = fromServer.list();
  const phoneTotals = fromPhone.list();
  return {
    total: orders.length,
    ...counts,
    notDeliveredReasons: countReasons(reasons),
    cashCollected: {
      totals: collected.list(),
      fromServer: serverTotals,
      fromPhone: phoneTotals,
      source: sourceOf(serverTotals.length > 0, phoneTotals.length > 0),
      unrecorded,
    },
    cashToCollect: toCollect.list(),
    cardTaken: cardTaken.list(),
    cardToTake: cardToTake.list(),
  };
}
