import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { createRandom } from './seedRandom';
import { receiptContent, type StoredReceipt } from './seedReceipt';

// Today's orders waiting for a driver (docs/demo-mode.md): open SALE orders with no dispatchId,
// for the desk to assign. They are no driver's, so no driver's list changes; and they are drawn
// after the day's other orders (their own random stream, the next order numbers), so every other
// order keeps its id, customer and content.

/** When each was placed (minutes before now) and when it is due (minutes from now; < 0: late). */
export const WAITING_ORDERS: readonly { placedMinutesAgo: number; dueInMinutes: number }[] = [
  // Already late: promised 13 minutes ago, and still nobody's.
  { placedMinutesAgo: 58, dueInMinutes: -13 },
  { placedMinutesAgo: 41, dueInMinutes: 14 },
  { placedMinutesAgo: 33, dueInMinutes: 22 },
  { placedMinutesAgo: 24, dueInMinutes: 35 },
  { placedMinutesAgo: 12, dueInMinutes: 48 },
  { placedMinutesAgo: 5, dueInMinutes: 70 },
];

/** The kitchen takes an order a minute after it is placed: its first update. */
const ACCEPTED_AFTER_MS = 60_000;

/**
 * `time`, or the nearest earlier free millisecond in [floor, ceiling] (else the first later one);
 * `time` itself when the window is too small to keep every time apart (a few ms after midnight).
 */
function freeSlot(time: number, used: Set<number>, floor: number, ceiling: number): number {
  let slot = time;
  while (used.has(slot) && slot > floor) slot -= 1;
  while (used.has(slot) && slot < ceiling) slot += 1;
  if (used.has(slot)) slot = time;
  used.add(slot);
  return slot;
}

export interface WaitingOrdersOptions {
  now: number;
  /** The dataset's seed: these orders draw from their own stream of it. */
  seed: number;
  /** The first order number to hand out. */
  firstOrderNumber: number;
  /** Today's window: the earliest update time these may have (midnight, or now − 6 h). */
  windowStart: number;
  /** Update times the day's other orders already have: these take others (a feed's order). */
  takenTimes: Iterable<number>;
}

export function waitingOrders(options: WaitingOrdersOptions): StoredReceipt[] {
  const { now, windowStart } = options;
  const random = createRandom(options.seed + 3);
  const used = new Set(options.takenTimes);
  return WAITING_ORDERS.map(({ placedMinutesAgo, dueInMinutes }, i): StoredReceipt => {
    const placedAt = now - placedMinutesAgo * 60_000;
    const accepted = Math.min(now, Math.max(windowStart, placedAt + ACCEPTED_AFTER_MS));
    const updateTimestamp = freeSlot(accepted, used, windowStart, now);
    const orderNumber = String(options.firstOrderNumber + i);
    const spec = { dispatchId: null, receiptType: RECEIPT_TYPE_SALE, status: 'Pending' };
    return {
      id: `demo-order-${orderNumber}`,
      data: {
        ...receiptContent(random, spec, updateTimestamp),
        orderNumber,
        createdAt: Math.min(placedAt, updateTimestamp - ACCEPTED_AFTER_MS),
        dueAt: now + dueInMinutes * 60_000,
      },
    };
  });
}
