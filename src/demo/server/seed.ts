import { startOfLocalDay } from '@/domain/day';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { DELIVERED_STATUS } from '@/domain/status';
import { DEMO_ACCOUNTS, DEMO_UIDS } from './accounts';
import {
  CUSTOMERS,
  DELIVERY_FEE_CENTS,
  FLOORS,
  FREE_DELIVERY_FROM_CENTS,
  MENU,
  NOTES,
  OPEN_STATUS_CYCLE,
  PAYMENT_SHAPES,
  STREETS,
  STORE_ORIGIN,
} from './seedData';

// The demo dataset, generated relative to "now" (docs/demo-mode.md). Documents are
// stored as the backend would write them to Firestore, so the demo goes through the same
// tolerant parsers (domain/receipt.ts, domain/origin.ts) as production. Generation is
// deterministic given (now, seed, counts): tests and the benchmark can assert on it.

/** A receipt document as stored in `${prefix}receipts` (field names read by parseReceipt). */
export interface RawReceiptDocument {
  receipt_type: string;
  dispatchId: string;
  status: string;
  /** Epoch ms of the last update. */
  updateTimestamp: number;
  orderNumber: string;
  customer: { name: string; phone: string };
  deliveryAddress: { address: string; lat: number; lng: number };
  items: { name: string; quantity: number; price: number }[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  currency: string;
  /** Payment in one of the shapes backends write (payment.ts reads them all): see PAYMENT_SHAPES. */
  paymentMethod?: string;
  paymentStatus?: string;
  payment?: { method: string; status: string };
  /** Written back by the backend with a delivery confirmed with cash (docs/backend-contract.md). */
  cashCollected?: number;
  notes: string | null;
  /** Epoch ms the order was placed. */
  createdAt: number;
}

export interface StoredReceipt {
  id: string;
  data: RawReceiptDocument;
}

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

/** Today's receipts are spread over at most this much time before now. */
export const TODAY_SPREAD_MS = 6 * 60 * 60 * 1000;

/** mulberry32: a tiny, well-known deterministic PRNG (uniform in [0, 1)). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

function shuffle<T>(random: Random, values: readonly T[]): T[] {
  const result = [...values];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const euros = (cents: number) => Math.round(cents) / 100;

function phoneNumber(random: Random): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  return `+351 9${pick(random, ['1', '2', '3', '6'])}${digits(1)} ${digits(3)} ${digits(3)}`;
}

interface ReceiptSpec {
  dispatchId: string;
  receiptType: string;
  status: string;
}

function receiptContent(random: Random, spec: ReceiptSpec, updateTimestamp: number) {
  const street = pick(random, STREETS);
  const lineCount = 1 + Math.floor(random() * 4);
  const items = shuffle(random, MENU)
    .slice(0, lineCount)
    .map((item) => ({ ...item, quantity: 1 + Math.floor(random() * 3) }));
  const subtotalCents = items.reduce((sum, item) => sum + item.cents * item.quantity, 0);
  const isSale = spec.receiptType === RECEIPT_TYPE_SALE;
  const deliveryFeeCents =
    isSale && subtotalCents < FREE_DELIVERY_FROM_CENTS ? DELIVERY_FEE_CENTS : 0;
  // Placed 10–70 minutes before its last update (delivered orders took longer).
  const minutesBefore = (spec.status === DELIVERED_STATUS ? 30 : 10) + Math.floor(random() * 40);
  // Drawn in the order the fields always were, so every order keeps its customer and address.
  const customer = { name: pick(random, CUSTOMERS), phone: phoneNumber(random) };
  const deliveryAddress = {
    address: `${street.street} ${1 + Math.floor(random() * 180)}${pick(random, FLOORS)}, ${street.postcode} Lisboa`,
    // Within about 100 m of the street's point.
    lat: Number((street.lat + (random() - 0.5) * 0.002).toFixed(5)),
    lng: Number((street.lng + (random() - 0.5) * 0.002).toFixed(5)),
  };
  const payment = pick(random, PAYMENT_SHAPES);
  const notes = pick(random, NOTES);
  const totalCents = subtotalCents + deliveryFeeCents;
  // A delivered cash order carries what the backend wrote back: the cash taken (the exact amount).
  const cashCollected =
    spec.status === DELIVERED_STATUS &&
    'paymentMethod' in payment &&
    payment.paymentMethod === 'Cash'
      ? { cashCollected: euros(totalCents) }
      : {};
  return {
    receipt_type: spec.receiptType,
    dispatchId: spec.dispatchId,
    status: spec.status,
    updateTimestamp,
    customer,
    deliveryAddress,
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      price: euros(item.cents),
    })),
    subtotal: euros(subtotalCents),
    deliveryFee: euros(deliveryFeeCents),
    total: euros(totalCents),
    currency: 'EUR',
    ...structuredClone(payment),
    ...cashCollected,
    notes,
    createdAt: updateTimestamp - minutesBefore * 60_000,
  };
}

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
 * - the back-office records of the dispatcher and the courier (none for no-access);
 * - the utilities record with the store's `originAddress_formated`.
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

  const today: ReceiptSpec[] = [
    ...specs(
      openCount,
      DEMO_UIDS.dispatcher,
      (i) => OPEN_STATUS_CYCLE[i % OPEN_STATUS_CYCLE.length] as string,
    ),
    ...specs(deliveredCount, DEMO_UIDS.dispatcher, () => DELIVERED_STATUS),
    ...specs(courierOpenCount, DEMO_UIDS.courier, (i) => OPEN_STATUS_CYCLE[i % 3] as string),
    ...specs(courierDeliveredCount, DEMO_UIDS.courier, () => DELIVERED_STATUS),
    { dispatchId: DEMO_UIDS.dispatcher, receiptType: 'REFUND', status: 'Refunded' },
    { dispatchId: DEMO_UIDS.dispatcher, receiptType: 'PURCHASE', status: 'Received' },
  ];
  const yesterday: ReceiptSpec[] = [
    { dispatchId: DEMO_UIDS.dispatcher, receiptType: RECEIPT_TYPE_SALE, status: DELIVERED_STATUS },
    { dispatchId: DEMO_UIDS.dispatcher, receiptType: RECEIPT_TYPE_SALE, status: 'On the Way' },
    { dispatchId: DEMO_UIDS.dispatcher, receiptType: RECEIPT_TYPE_SALE, status: DELIVERED_STATUS },
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
  const todayTimes = spreadTimestamps(
    timeRandom,
    Math.max(midnight, now - TODAY_SPREAD_MS),
    now,
    today.length,
  );
  const todayInSlotOrder = shuffle(layoutRandom, today);

  const ordered: { spec: ReceiptSpec; time: number }[] = [
    ...yesterday.map((spec, i) => ({ spec, time: yesterdayTimes[i] as number })),
    ...todayInSlotOrder.map((spec, i) => ({ spec, time: todayTimes[i] as number })),
  ];
  // Order numbers rise with time, as a till would hand them out; ids derive from them, so the
  // same seed and counts give the same orders under the same ids on every reset (an open
  // detail page survives it).
  const receipts = ordered.map(({ spec, time }, i): StoredReceipt => {
    const orderNumber = String(1001 + i);
    return {
      id: `demo-order-${orderNumber}`,
      data: { ...receiptContent(contentRandom, spec, time), orderNumber },
    };
  });

  const backOfficeUsers = DEMO_ACCOUNTS.flatMap((account) =>
    account.backOffice === null ? [] : [{ uid: account.uid, data: { ...account.backOffice } }],
  );

  return {
    generatedAt: now,
    receipts,
    backOfficeUsers,
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
