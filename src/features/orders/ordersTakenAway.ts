import { openOrdersGone } from '@/domain/orders';
import type { Receipt } from '@/domain/receipt';

// Which open orders the back office took away from the driver, as pure functions over the feed's
// answers (docs/architecture.md#orders-taken-away): an order the phone showed (live, or
// remembered from the last start) that the feed's next answer from the server, for the same
// day, no longer has. A cache's answer says nothing (it is not the server's word, and is neither
// compared nor compared with); a new day's window starts over (the midnight re-subscription drops
// yesterday's orders, and that is no news); a delivered order leaving says nothing.

type ShownReceipt = Pick<Receipt, 'id' | 'status' | 'orderNumber'>;

/** One order taken away from the driver this session. */
export interface TakenAwayOrder {
  id: string;
  orderNumber: string | null;
  /** The driver dismissed its notice (the order's page still says why it has gone). */
  dismissed: boolean;
}

/** A list the phone showed, and the day's window (epoch ms) it belongs to. */
export interface ShownList {
  since: number;
  receipts: readonly ShownReceipt[];
}

export interface TakenAwayWatch {
  /** What the next answer from the server is compared with; null before there is any. */
  basis: ShownList | null;
  /** Newest first; the same array while nothing changes. */
  orders: readonly TakenAwayOrder[];
}

export interface FeedAnswer extends ShownList {
  fromCache: boolean;
}

const NONE: readonly TakenAwayOrder[] = [];

/** The watch at the start: the remembered list (the last start's, today's) is the first basis. */
export function startTakenAwayWatch(remembered: ShownList | null): TakenAwayWatch {
  return { basis: remembered, orders: NONE };
}

/**
 * After an answer of the feed: the open orders of the basis it no longer has are taken away (a
 * notice each, newest first); an order taken away that comes back is no longer listed.
 */
export function afterFeedAnswer(watch: TakenAwayWatch, answer: FeedAnswer): TakenAwayWatch {
  if (answer.fromCache) return watch;
  const { basis } = watch;
  const gone =
    basis !== null && basis.since === answer.since
      ? openOrdersGone(basis.receipts, answer.receipts)
      : [];
  const present = new Set(answer.receipts.map((receipt) => receipt.id));
  const goneIds = new Set(gone.map((receipt) => receipt.id));
  const kept = watch.orders.filter((order) => !present.has(order.id) && !goneIds.has(order.id));
  const orders =
    gone.length === 0 && kept.length === watch.orders.length
      ? watch.orders
      : [
          ...gone.map((receipt) => ({
            id: receipt.id,
            orderNumber: receipt.orderNumber,
            dismissed: false,
          })),
          ...kept,
        ];
  return { basis: { since: answer.since, receipts: answer.receipts }, orders };
}

/** The driver dismissed an order's notice. */
export function dismissTakenAway(watch: TakenAwayWatch, id: string): TakenAwayWatch {
  if (!watch.orders.some((order) => order.id === id && !order.dismissed)) return watch;
  return {
    ...watch,
    orders: watch.orders.map((order) => (order.id === id ? { ...order, dismissed: true } : order)),
  };
}
