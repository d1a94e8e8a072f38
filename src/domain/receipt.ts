// The Receipt model and its tolerant parser. The product spec names only four receipt fields
// (receipt_type, updateTimestamp, dispatchId, status); every other field name is a guess about
// the backend's documents, so all of that mapping lives here and nowhere else. The parser never
// throws: a missing or malformed field becomes null (shown as absent).

export interface GeoPoint {
  lat: number;
  lng: number;
}

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
  paymentMethod: string | null;
  notes: string | null;
  createdAt: number | null;
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string; numbers are accepted and turned into text (order numbers often are). */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A finite number; numeric strings ("12.50") are accepted, anything else is null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Epoch milliseconds from a number, a numeric string, a Date, or a Firestore Timestamp-like
 * object ({ seconds, nanoseconds } or { toMillis() }).
 */
export function readEpochMillis(value: unknown): number | null {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isFinite(time) ? time : null;
  }
  if (isRecord(value)) {
    if (typeof value.toMillis === 'function') {
      try {
        return readNumber((value.toMillis as () => unknown)());
      } catch {
        return null;
      }
    }
    const seconds = readNumber(value.seconds ?? value._seconds);
    if (seconds !== null) {
      const nanos = readNumber(value.nanoseconds ?? value._nanoseconds) ?? 0;
      return seconds * 1000 + Math.floor(nanos / 1e6);
    }
    return null;
  }
  return readNumber(value);
}

function first(fields: Fields, names: readonly string[]): unknown {
  for (const name of names) {
    if (fields[name] !== undefined && fields[name] !== null) return fields[name];
  }
  return undefined;
}

export function readGeoPoint(value: unknown): GeoPoint | null {
  if (!isRecord(value)) return null;
  const lat = readNumber(value.lat ?? value.latitude ?? value._lat);
  const lng = readNumber(value.lng ?? value.lon ?? value.longitude ?? value._long);
  if (lat === null || lng === null) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}

function readAddress(fields: Fields): ReceiptAddress {
  const raw = first(fields, ['deliveryAddress', 'address', 'shippingAddress']);
  if (isRecord(raw)) {
    return {
      text: readText(raw.address ?? raw.formatted ?? raw.text ?? raw.line1),
      location: readGeoPoint(raw) ?? readGeoPoint(raw.location ?? raw.coordinates),
    };
  }
  return {
    text: readText(raw),
    location: readGeoPoint(first(fields, ['deliveryLocation', 'location', 'coordinates'])),
  };
}

function readItem(value: unknown): ReceiptItem | null {
  if (typeof value === 'string') {
    const name = readText(value);
    return name === null
      ? null
      : { name, quantity: null, unitPrice: null, lineTotal: null, note: null };
  }
  if (!isRecord(value)) return null;
  const name = readText(first(value, ['name', 'title', 'productName', 'item']));
  if (name === null) return null;
  const quantity = readNumber(first(value, ['quantity', 'qty', 'count']));
  const unitPrice = readNumber(first(value, ['price', 'unitPrice']));
  const explicitTotal = readNumber(first(value, ['total', 'lineTotal', 'amount']));
  return {
    name,
    quantity,
    unitPrice,
    lineTotal:
      explicitTotal ?? (quantity !== null && unitPrice !== null ? quantity * unitPrice : null),
    note: readText(first(value, ['note', 'notes', 'comment'])),
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
      readText(first(nested, ['name', 'fullName', 'displayName'])) ??
      readText(typeof customer === 'string' ? customer : first(fields, ['customerName'])),
    phone:
      readText(first(nested, ['phone', 'phoneNumber', 'mobile'])) ??
      readText(first(fields, ['customerPhone', 'phone', 'phoneNumber'])),
  };
}

/** Parses one receipt document. Never throws; unknown shapes produce a receipt of nulls. */
export function parseReceipt(id: string, data: unknown): Receipt {
  const fields: Fields = isRecord(data) ? data : {};
  const totals = isRecord(fields.totals) ? fields.totals : fields;
  const customer = readCustomer(fields);
  return {
    id,
    receiptType: readText(fields.receipt_type),
    dispatchId: readText(fields.dispatchId),
    status: readText(fields.status),
    updateTimestamp: readEpochMillis(fields.updateTimestamp),
    orderNumber: readText(
      first(fields, ['orderNumber', 'receiptNumber', 'receipt_number', 'orderNo']),
    ),
    customerName: customer.name,
    customerPhone: customer.phone,
    address: readAddress(fields),
    items: readItems(first(fields, ['items', 'lineItems', 'products'])),
    totals: {
      subtotal: readNumber(first(totals, ['subtotal', 'subTotal'])),
      deliveryFee: readNumber(first(totals, ['deliveryFee', 'delivery_fee', 'shipping'])),
      discount: readNumber(totals.discount),
      tax: readNumber(first(totals, ['tax', 'vat'])),
      total: readNumber(first(totals, ['total', 'grandTotal', 'amount'])),
    },
    currency: readText(fields.currency),
    paymentMethod: readText(first(fields, ['paymentMethod', 'payment_method', 'paymentType'])),
    notes: readText(first(fields, ['notes', 'note', 'deliveryNotes', 'comment'])),
    createdAt: readEpochMillis(first(fields, ['createdAt', 'createTimestamp', 'created'])),
  };
}
