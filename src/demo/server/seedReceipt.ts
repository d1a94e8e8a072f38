import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { DELIVERED_STATUS } from '@/domain/status';
import {
  CUSTOMERS,
  DELIVERY_FEE_CENTS,
  FLOORS,
  FREE_DELIVERY_FROM_CENTS,
  MENU,
  NOTES,
  PAYMENT_SHAPES,
  STREETS,
} from './seedData';
import { pick, shuffle, type Random } from './seedRandom';

// One demo order as the backend would write it to Firestore (docs/demo-mode.md): its document's
// shape, and its content drawn from the data tables. seed.ts lays the day out; seedWaiting.ts
// adds the orders waiting for a driver.

/** A receipt document as stored in `${prefix}receipts` (field names read by parseReceipt). */
export interface RawReceiptDocument {
  receipt_type: string;
  /** The driver's uid; absent on an order waiting for one, null once the desk took it back. */
  dispatchId?: string | null;
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
  /** Epoch ms the order is due at the customer (the orders waiting for a driver say). */
  dueAt?: number;
  /** Written by the desk's assignment (backend/core/deskAssign.ts): when, and which manager. */
  assignedAt?: number;
  assignedBy?: string;
}

export interface StoredReceipt {
  id: string;
  data: RawReceiptDocument;
  /**
   * How many times the backend core has written it (bumped in the write's own transaction;
   * absent: as seeded). A write's announcement carries the record with it (changes.ts), and a
   * feed takes it only when it is newer than the one it holds.
   */
  rev?: number;
}

const euros = (cents: number) => Math.round(cents) / 100;

function phoneNumber(random: Random): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  return `+351 9${pick(random, ['1', '2', '3', '6'])}${digits(1)} ${digits(3)} ${digits(3)}`;
}

export interface ReceiptSpec {
  /** null: an order waiting for a driver (no dispatchId at all). */
  dispatchId: string | null;
  receiptType: string;
  status: string;
}

/** One order's content, drawn from the tables of seedData.ts (its order number is the caller's). */
export function receiptContent(random: Random, spec: ReceiptSpec, updateTimestamp: number) {
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
    ...(spec.dispatchId === null ? {} : { dispatchId: spec.dispatchId }),
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
