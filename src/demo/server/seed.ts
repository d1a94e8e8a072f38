import { startOfLocalDay } from '@/domain/day';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { DELIVERED_STATUS } from '@/domain/status';
import { DEMO_ACCOUNTS, DEMO_UIDS } from './accounts';

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

// Open statuses in the order they are handed out. "Preparing" is outside the default status
// list on purpose: the app must show an unknown status as it is.
const OPEN_STATUS_CYCLE = [
  'Pending',
  'Picked Up',
  'On the Way',
  'Preparing',
  'Pending',
  'On the Way',
  'Picked Up',
  'Pending',
] as const;

export const STORE_ORIGIN = {
  address: 'Rua dos Fanqueiros 45, 1100-231 Lisboa',
  lat: 38.7112,
  lng: -9.1357,
} as const;

const STREETS: readonly { street: string; postcode: string; lat: number; lng: number }[] = [
  { street: 'Rua da Prata', postcode: '1100-414', lat: 38.7105, lng: -9.1368 },
  { street: 'Avenida da Liberdade', postcode: '1250-142', lat: 38.7197, lng: -9.1443 },
  { street: 'Rua Garrett', postcode: '1200-203', lat: 38.7107, lng: -9.142 },
  { street: 'Rua da Rosa', postcode: '1200-385', lat: 38.7128, lng: -9.1457 },
  { street: 'Rua de São Bento', postcode: '1200-821', lat: 38.716, lng: -9.1527 },
  { street: 'Avenida Almirante Reis', postcode: '1150-019', lat: 38.725, lng: -9.1345 },
  { street: 'Rua dos Remédios', postcode: '1100-441', lat: 38.7123, lng: -9.1266 },
  { street: 'Calçada da Estrela', postcode: '1200-661', lat: 38.7125, lng: -9.1535 },
  { street: 'Rua Morais Soares', postcode: '1900-341', lat: 38.732, lng: -9.1325 },
  { street: 'Avenida de Roma', postcode: '1000-265', lat: 38.7468, lng: -9.1388 },
  { street: 'Rua Castilho', postcode: '1250-069', lat: 38.7228, lng: -9.153 },
  { street: 'Rua Ferreira Borges', postcode: '1350-130', lat: 38.7175, lng: -9.165 },
  { street: 'Largo do Intendente', postcode: '1100-285', lat: 38.722, lng: -9.1355 },
  { street: 'Rua da Graça', postcode: '1170-165', lat: 38.7175, lng: -9.1305 },
];

const FLOORS = ['', ', 1.º Esq.', ', 2.º Dto.', ', 3.º', ', R/C', ', 4.º Esq.'];

const CUSTOMERS: readonly string[] = [
  'Inês Carvalho',
  'João Pereira',
  'Sofia Martins',
  'Miguel Santos',
  'Beatriz Almeida',
  'Rui Fernandes',
  'Carla Sousa',
  'Pedro Gomes',
  'Mariana Lopes',
  'Tomás Rodrigues',
  'Leonor Dias',
  'Diogo Marques',
  'Emma Schmidt',
  'Lucas Moreau',
  'Aisha Khan',
  'Hannah Becker',
  'Gonçalo Teixeira',
  'Catarina Pinto',
  'André Oliveira',
  'Rita Correia',
];

/** Prices in cents, so totals add up exactly. */
const MENU: readonly { name: string; cents: number }[] = [
  { name: 'Margherita pizza', cents: 950 },
  { name: 'Pepperoni pizza', cents: 1100 },
  { name: 'Chicken burger', cents: 890 },
  { name: 'Veggie bowl', cents: 1050 },
  { name: 'Caesar salad', cents: 780 },
  { name: 'Bifana sandwich', cents: 550 },
  { name: 'Bacalhau à Brás', cents: 1290 },
  { name: 'Fries', cents: 320 },
  { name: 'Pastéis de nata (box of 6)', cents: 660 },
  { name: 'Chocolate brownie', cents: 390 },
  { name: 'Lemonade', cents: 250 },
  { name: 'Sparkling water', cents: 180 },
];

/**
 * How the orders are paid, each in a different shape a backend might write: cash on delivery
 * as a flat method, a card taken at the door as a nested `payment` object still pending, and
 * an order paid online with a flat status. (In this order, the default seed gives the
 * dispatcher cash, card and paid-online orders among the open ones and cash among the delivered.)
 */
const PAYMENT_SHAPES = [
  { payment: { method: 'card', status: 'pending' } },
  { paymentMethod: 'Paid online', paymentStatus: 'PAID' },
  { paymentMethod: 'Cash' },
] as const;

const NOTES: readonly (string | null)[] = [
  null,
  null,
  'Ring the bell twice, please.',
  'Third floor, no lift.',
  'Leave it at the reception desk.',
  'Call when you arrive.',
  'Peanut allergy: please double-check the order.',
  'Gate code 4821.',
  null,
  'Bring change for a €20 note.',
];

const DELIVERY_FEE_CENTS = 250;
/** Orders from this subtotal on deliver for free. */
const FREE_DELIVERY_FROM_CENTS = 3000;

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
