import { startOfLocalDay } from '@/domain/day';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { DELIVERED_STATUS } from '@/domain/status';
import type { DriverShiftRecord } from '@backend/core';
import { DEMO_ACCOUNTS, DEMO_UIDS } from './accounts';
import { OPEN_STATUS_CYCLE, STORE_ORIGIN } from './seedData';
import { createRandom, shuffle, type Random } from './seedRandom';
import { receiptContent, type ReceiptSpec, type StoredReceipt } from './seedReceipt';
import { seededShifts } from './seedShifts';
import { waitingOrders } from './seedWaiting';

// The demo dataset, generated relative to "now" (docs/demo-mode.md). Documents are
// stored as the backend would write them to Firestore, so the demo goes through the same
// tolerant parsers (domain/receipt.ts, domain/origin.ts) as production. Generation is
// deterministic given (now, seed, counts): tests and the benchmark can assert on it.

export type { RawReceiptDocument, StoredReceipt } from './seedReceipt';

export interface StoredBackOfficeUser {
  uid: string;
  data: Record<string, unknown>;
}

export interface StoredUtilities {
  id: string;
  data: { originAddress_formated: { address: string; lat: number; lng: number } } & Record<
    string,
    unknown
  >;
}

export interface DemoDataset {
  /** The "now" the dataset was generated for. */
  generatedAt: number;
  receipts: StoredReceipt[];
  backOfficeUsers: StoredBackOfficeUser[];
  utilities: StoredUtilities[];
  /** Who is on shift, and where, as the day starts (seedShifts.ts). */
  driverShifts: DriverShiftRecord[];
}

export interface DemoDatasetOptions {
  now: number;
  /** PRNG seed for names, items, addresses and timestamp jitter. */
  seed?: number;
  /** The dispatcher's open orders today (default 8). */
  openCount?: number;
  /** The dispatcher's delivered orders today (default 4). */
  deliveredCount?: number;
  /** The courier's open and delivered orders today (defaults 3 and 2). */
  courierOpenCount?: number;
  courierDeliveredCount?: number;
}

export const DEFAULT_DEMO_SEED = 20_260_401;

const FIRST_ORDER_NUMBER = 1001;

/** Today's receipts are spread over at most this much time before now. */
export const TODAY_SPREAD_MS = 6 * 60 * 60 * 1000;

/**
 * Distinct timestamps in [windowStart, now], as many as `count`, spread evenly with jitter,
 * oldest first. Distinct whenever the window holds at least `count` milliseconds, which is
 * true from a few ms after midnight on.
 */
export function spreadTimestamps(
  random: Random,
  windowStart: number,
  now: number,
  count: number,
): number[] {
  const width = Math.max(0, now - windowStart);
  if (count <= 0) return [];
  if (count === 1) return [now - Math.floor(random() * width)];
  const step = width / (count - 1);
  const result: number[] = [];
  for (let i = 0; i < count; i++) {
    // Jitter below (step - 1) keeps neighbours distinct after flooring (step >= 1).
    const jitter = i === count - 1 || step <= 1 ? 0 : random() * (step - 1);
    result.push(Math.min(now, windowStart + Math.floor(i * step + jitter)));
  }
  return result;
}

function specs(count: number, dispatchId: string, status: (i: number) => string): ReceiptSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    dispatchId,
    receiptType: RECEIPT_TYPE_SALE,
    status: status(i),
  }));
}

/**
 * Builds the demo dataset for `now`:
 * - the dispatcher: `openCount` open orders (Pending, Picked Up, On the Way and one
 *   "Preparing", a status outside the default list) and `deliveredCount` delivered, all
 *   updated today between max(midnight, now − 6 h) and now, with distinct timestamps;
 * - decoys that must never show for the dispatcher: their receipts updated yesterday, their
 *   non-SALE receipts (REFUND, PURCHASE) updated today, and the courier's orders;
 * - six open orders waiting for a driver (no dispatchId; one already late) for the desk to
 *   assign (seedWaiting.ts); the third driver has none yet;
 * - the back-office records of every account but no-access (the manager's says "manager");
 * - the utilities record with the store's `originAddress_formated`;
 * - Tiago Costa and Rui Lopes on shift with a position just taken (seedShifts.ts).
 */
export function buildDemoDataset(options: DemoDatasetOptions): DemoDataset {
  const {
    now,
    seed = DEFAULT_DEMO_SEED,
    openCount = 8,
    deliveredCount = 4,
    courierOpenCount = 3,
    courierDeliveredCount = 2,
  } = options;
  // Separate streams, so the layout (which id is whose order, in which status) and the content
  // of each order depend on the seed only; just the times move with `now`.
  const layoutRandom = createRandom(seed);
  const contentRandom = createRandom(seed + 1);
  const timeRandom = createRandom(seed + 2);
  const midnight = startOfLocalDay(now);
  const windowStart = Math.max(midnight, now - TODAY_SPREAD_MS);

  const today: ReceiptSpec[] = [
    ...specs(
      openCount,
      DEMO_UIDS.driver,
      (i) => OPEN_STATUS_CYCLE[i % OPEN_STATUS_CYCLE.length] as string,
    ),
    ...specs(deliveredCount, DEMO_UIDS.driver, () => DELIVERED_STATUS),
    ...specs(courierOpenCount, DEMO_UIDS.secondDriver, (i) => OPEN_STATUS_CYCLE[i % 3] as string),
    ...specs(courierDeliveredCount, DEMO_UIDS.secondDriver, () => DELIVERED_STATUS),
    { dispatchId: DEMO_UIDS.driver, receiptType: 'REFUND', status: 'Refunded' },
    { dispatchId: DEMO_UIDS.driver, receiptType: 'PURCHASE', status: 'Received' },
  ];
  const yesterday: ReceiptSpec[] = [
    { dispatchId: DEMO_UIDS.driver, receiptType: RECEIPT_TYPE_SALE, status: DELIVERED_STATUS },
    { dispatchId: DEMO_UIDS.driver, receiptType: RECEIPT_TYPE_SALE, status: 'On the Way' },
    { dispatchId: DEMO_UIDS.driver, receiptType: RECEIPT_TYPE_SALE, status: DELIVERED_STATUS },
  ];

  // Yesterday's decoys: about 3 h apart, the last one 3–4 h before midnight.
  const yesterdayTimes = yesterday.map(
    (_, i) =>
      midnight -
      (yesterday.length - i) * 3 * 3_600_000 +
      Math.floor(timeRandom() * 3_600_000) -
      3_600_000,
  );
  // Today's receipts take the time slots in a shuffled order, so statuses and owners mix.
  const todayTimes = spreadTimestamps(timeRandom, windowStart, now, today.length);
  const todayInSlotOrder = shuffle(layoutRandom, today);

  const ordered: { spec: ReceiptSpec; time: number }[] = [
    ...yesterday.map((spec, i) => ({ spec, time: yesterdayTimes[i] as number })),
    ...todayInSlotOrder.map((spec, i) => ({ spec, time: todayTimes[i] as number })),
  ];
  // Order numbers rise with time, as a till would hand them out; ids derive from them, so the
  // same seed and counts give the same orders under the same ids on every reset (an open
  // detail page survives it).
  const assigned = ordered.map(({ spec, time }, i): StoredReceipt => {
    const orderNumber = String(FIRST_ORDER_NUMBER + i);
    return {
      id: `demo-order-${orderNumber}`,
      data: { ...receiptContent(contentRandom, spec, time), orderNumber },
    };
  });
  // The orders waiting for a driver come last, so the others stay as they were.
  const waiting = waitingOrders({
    now,
    seed,
    firstOrderNumber: FIRST_ORDER_NUMBER + assigned.length,
    windowStart,
    takenTimes: todayTimes,
  });

  const backOfficeUsers = DEMO_ACCOUNTS.flatMap((account) =>
    account.backOffice === null ? [] : [{ uid: account.uid, data: { ...account.backOffice } }],
  );

  return {
    generatedAt: now,
    receipts: [...assigned, ...waiting],
    backOfficeUsers,
    driverShifts: seededShifts(now, assigned),
    utilities: [
      {
        id: 'store',
        data: {
          storeName: 'Dispatch Foods — Baixa kitchen',
          originAddress_formated: { ...STORE_ORIGIN },
        },
      },
    ],
  };
}
