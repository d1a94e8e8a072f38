import { readOutcome, type DeliveryOutcome } from './outcome';
import { paymentDue, readReceiptPayment, type PaymentDue, type ReceiptPayment } from './payment';
import { readProof, type Proof } from './proof';
import {
  isRecord,
  pick,
  readEpochMillis,
  readGeoPoint,
  readNumber,
  readText,
  type Fields,
  type GeoPoint,
} from './read';
// The Receipt model and its tolerant parser. The product spec names only four receipt fields
// (receipt_type, updateTimestamp, dispatchId, status); every other field name is a guess about
// the backend's documents, so all of that mapping lives here and nowhere else. The parser never
// throws: a missing or malformed field becomes null (shown as absent). So does a value the
// screen cannot show: a time outside what a Date can hold (see readEpochMillis), so everything it
// returns can be formatted without throwing. Payment is read in payment.ts.

export interface ReceiptAddress {
  text: string | null;
  location: GeoPoint | null;
}

export interface ReceiptItem {
  name: string;
  quantity: number | null;
  unitPrice: number | null;
  lineTotal: number | null;
  note: string | null;
}

export interface ReceiptTotals {
  subtotal: number | null;
  deliveryFee: number | null;
  discount: number | null;
  tax: number | null;
  total: number | null;
}

export interface Receipt {
  id: string;
  receiptType: string | null;
  dispatchId: string | null;
  status: string | null;
  /** Epoch milliseconds of the last update; null when missing or malformed. */
  updateTimestamp: number | null;
  orderNumber: string | null;
  customerName: string | null;
  customerPhone: string | null;
  address: ReceiptAddress;
  items: ReceiptItem[];
  totals: ReceiptTotals;
  currency: string | null;
  /** The payment method as the receipt writes it (any alias, `payment.method` included). */
  paymentMethod: string | null;
  /** The payment facts read from the receipt (payment.ts). */
  payment: ReceiptPayment;
  /** What the driver does about payment: collect cash, take a card, nothing (paid), unknown. */
  paymentDue: PaymentDue;
  notes: string | null;
  /** Epoch ms the order was placed. */
  createdAt: number | null;
  /** What the backend wrote back about the latest status change (domain/outcome.ts). */
  outcome: DeliveryOutcome;
  /** Epoch ms the order is due at the customer (a promised delivery time), when it says. */
  dueAt: number | null;
  /** Proof of delivery the backend wrote back (photo URL, received by, when); null: none. */
  proof: Proof | null;
  /**
   * Who gave the order to its driver: a manager's uid, or `auto-dispatch` when the backend placed
   * it on arrival (docs/auto-dispatch.md); absent when the receipt does not say.
   */
  assignedBy?: string;
}

// Characters that change how a text is shown but are not seen: bidi controls (U+200E/F,
// U+202A–202E, U+2066–2069), zero-width spaces and joiners, soft hyphens (all Unicode "Cf"),
// and control characters. In a phone number they make the screen show one number while the
// dialler gets another.
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Cc}]/gu;

/** A phone number as shown and as dialled: the text without invisible characters, or null. */
export function readPhone(value: unknown): string | null {
  const text = readText(value);
  if (text === null) return null;
  return readText(text.replace(INVISIBLE_CHARACTERS, ''));
}

function first(fields: Fields, names: readonly string[]): unknown {
  for (const name of names) {
    if (fields[name] !== undefined && fields[name] !== null) return fields[name];
  }
  return undefined;
}

function readAddress(fields: Fields): ReceiptAddress {
  const raw = first(fields, ['deliveryAddress', 'address', 'shippingAddress']);
  if (isRecord(raw)) {
    return {
      // A nested record with coordinates only may sit beside a flat address string.
      text:
        pick(raw, ['address', 'formatted', 'text', 'line1'], readText) ??
        pick(fields, ['address', 'shippingAddress'], readText),
      location: readGeoPoint(raw) ?? readGeoPoint(raw.location ?? raw.coordinates),
    };
  }
  return {
    text: readText(raw),
    location: readGeoPoint(first(fields, ['deliveryLocation', 'location', 'coordinates'])),
  };
}

/** quantity × price, or null when that overflows to Infinity (1e200 × 1e200). */
function lineTotalOf(quantity: number, unitPrice: number): number | null {
  const total = quantity * unitPrice;
  return Number.isFinite(total) ? total : null;
}

function readItem(value: unknown): ReceiptItem | null {
  if (typeof value === 'string') {
    const name = readText(value);
    return name === null
      ? null
      : { name, quantity: null, unitPrice: null, lineTotal: null, note: null };
  }
  if (!isRecord(value)) return null;
  const name = pick(value, ['name', 'title', 'productName', 'item'], readText);
  if (name === null) return null;
  const quantity = pick(value, ['quantity', 'qty', 'count'], readNumber);
  const unitPrice = pick(value, ['price', 'unitPrice'], readNumber);
  const explicitTotal = pick(value, ['total', 'lineTotal', 'amount'], readNumber);
  return {
    name,
    quantity,
    unitPrice,
    lineTotal:
      explicitTotal ??
      (quantity !== null && unitPrice !== null ? lineTotalOf(quantity, unitPrice) : null),
    note: pick(value, ['note', 'notes', 'comment'], readText),
  };
}

function readItems(value: unknown): ReceiptItem[] {
  if (!Array.isArray(value)) return [];
  return value.map(readItem).filter((item): item is ReceiptItem => item !== null);
}

function readCustomer(fields: Fields): { name: string | null; phone: string | null } {
  const customer = fields.customer;
  // A nested customer without a phone (or name) must not hide the flat field beside it.
  const nested: Fields = isRecord(customer) ? customer : {};
  return {
    name:
      pick(nested, ['name', 'fullName', 'displayName'], readText) ??
      readText(typeof customer === 'string' ? customer : first(fields, ['customerName'])),
    phone:
      pick(nested, ['phone', 'phoneNumber', 'mobile'], readPhone) ??
      pick(fields, ['customerPhone', 'phone', 'phoneNumber'], readPhone),
  };
}

/** The currency code, upper-cased ("eur" → "EUR"); other text is kept as it is. */
function readCurrency(fields: Fields): string | null {
  const text = readText(fields.currency);
  if (text === null) return null;
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : text;
}

/** Parses one receipt document. Never throws; unknown shapes produce a receipt of nulls. */
export function parseReceipt(id: string, data: unknown): Receipt {
  const fields: Fields = isRecord(data) ? data : {};
  const totals = isRecord(fields.totals) ? fields.totals : fields;
  const customer = readCustomer(fields);
  const total = pick(totals, ['total', 'grandTotal', 'amount'], readNumber);
  const currency = readCurrency(fields);
  const payment = readReceiptPayment(fields);
  return {
    id,
    receiptType: readText(fields.receipt_type),
    dispatchId: readText(fields.dispatchId),
    status: readText(fields.status),
    updateTimestamp: readEpochMillis(fields.updateTimestamp),
    orderNumber: pick(
      fields,
      ['orderNumber', 'receiptNumber', 'receipt_number', 'orderNo'],
      readText,
    ),
    customerName: customer.name,
    customerPhone: customer.phone,
    address: readAddress(fields),
    items: readItems(first(fields, ['items', 'lineItems', 'products'])),
    totals: {
      subtotal: pick(totals, ['subtotal', 'subTotal'], readNumber),
      deliveryFee: pick(totals, ['deliveryFee', 'delivery_fee', 'shipping'], readNumber),
      discount: readNumber(totals.discount),
      tax: pick(totals, ['tax', 'vat'], readNumber),
      total,
    },
    currency,
    paymentMethod: payment.method,
    payment,
    paymentDue: paymentDue(payment, total, currency),
    notes: pick(fields, ['notes', 'note', 'deliveryNotes', 'comment'], readText),
    createdAt: pick(fields, ['createdAt', 'createTimestamp', 'created'], readEpochMillis),
    dueAt: pick(
      fields,
      ['dueAt', 'dueTime', 'deliveryTime', 'deliverBy', 'scheduledFor', 'promisedAt'],
      readEpochMillis,
    ),
    outcome: readOutcome(fields),
    proof: readProof(fields.proof),
    ...assignedByOf(fields),
  };
}

/** `assignedBy` only when the receipt names someone (most receipts never were assigned). */
function assignedByOf(fields: Fields): { assignedBy?: string } {
  const assignedBy = readText(fields.assignedBy);
  return assignedBy === null ? {} : { assignedBy };
}
