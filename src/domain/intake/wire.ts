import { toMajor } from '../money';
import { isRecord, readEpochMillis, readText } from '../read';
import type { FieldProblem, OrderDraft } from './orderDraft';

// The wire of "Orders in" (docs/backend-contract.md#orders-in), one definition for both sides
// like deskAssign.ts: the desk's OrdersInApi port (services/deskPorts.ts) sends and reads these,
// the backend core (backend/core/deskOrders.ts, deskApiKeys.ts) answers them.

/** The most orders one call may carry (the desk sends a 1,000-row file in batches of this). */
export const MAX_ORDERS_PER_CALL = 100;
/** The longest a key (the desk's own id of an order, a file row's reference) may be. */
export const MAX_ORDER_KEY_LENGTH = 200;
/** The longest an API key's name may be ("Till", "Online shop"). */
export const MAX_API_KEY_NAME_LENGTH = 60;

/** Where a desk call's orders come from: the "New order" form, or a file ("Import orders"). */
export type DeskOrderSource = 'desk' | 'import';

/**
 * One order's fields as sent: the form's or a file row's texts, or numbers, as the one reader
 * of an incoming order takes them (readOrderDraft.ts). `dueAt` is epoch ms or ISO 8601 with its
 * offset (the server does not know the desk's time zone); `total` counts only for an import
 * (a file may give the total instead of the items' prices).
 */
export interface OrderFields {
  customerName: string;
  phone?: string | null;
  address: string;
  notes?: string | null;
  items: { name: string; quantity: number | string; unitPrice?: number | string | null }[];
  payment: string;
  total?: number | string | null;
  dueAt?: number | string | null;
  location?: { lat: number; lng: number } | null;
  /** The order's reference as its source knows it (a file's Reference column), if any. */
  reference?: string | null;
}

export interface DeskOrder {
  /** The order's idempotency key: the form's own id, a row's Reference or its stable hash. */
  key: string;
  order: OrderFields;
}

/** `POST /desk/orders`'s body. */
export interface DeskOrdersRequest {
  source: DeskOrderSource;
  /** The driver every new order of the call goes to, or null: Unassigned. */
  assignTo: string | null;
  /** 1 to MAX_ORDERS_PER_CALL orders, each key once. */
  orders: DeskOrder[];
}

/** What is wrong with one field of one order: the code to word it, and an English sentence. */
export interface OrderFieldError {
  /** `address`, `items.2.quantity`… (orderDraft.ts `FieldError.field`). */
  field: string;
  code: FieldProblem;
  message: string;
}

/**
 * Why an order was not written: `invalid-order` (its fields, listed in `errors`), or
 * `order-closed` (its key names an order already delivered, and its content changed).
 */
export type OrderErrorCode = 'invalid-order' | 'order-closed';

/** An order written (or found as it was): its receipt and its number. */
export interface OrderWritten {
  key: string;
  result: 'created' | 'updated' | 'unchanged';
  receiptId: string;
  orderNumber: string;
}

export type DeskOrderResult =
  | OrderWritten
  | {
      key: string;
      result: 'error';
      code: OrderErrorCode;
      message: string;
      /** The order's receipt when there is one (`order-closed`); null for `invalid-order`. */
      receiptId: string | null;
      errors: OrderFieldError[];
    };

export type OrderOutcome = DeskOrderResult['result'];

/** An order's fields back from its draft: what the desk sends for a row it has already read. */
export function orderFieldsFromDraft(draft: OrderDraft): OrderFields {
  const major = (minor: number) => toMajor(minor, draft.currency);
  return {
    customerName: draft.customerName,
    phone: draft.phone,
    address: draft.address,
    notes: draft.notes,
    items: draft.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPriceMinor === null ? null : major(item.unitPriceMinor),
    })),
    payment: draft.payment,
    total: major(draft.totalMinor),
    dueAt: draft.dueAt,
    location: draft.location,
    reference: draft.reference,
  };
}

const OUTCOMES = ['created', 'updated', 'unchanged'] as const;

function readFieldError(value: unknown): OrderFieldError | null {
  if (!isRecord(value)) return null;
  const field = readText(value.field);
  const code = readText(value.code) as FieldProblem | null;
  const message = readText(value.message);
  return field === null || code === null || message === null ? null : { field, code, message };
}

function readOrderResult(value: unknown, key: string): DeskOrderResult | null {
  if (!isRecord(value) || value.key !== key) return null;
  const receiptId = readText(value.receiptId);
  const written = OUTCOMES.find((outcome) => outcome === value.result);
  if (written !== undefined) {
    const orderNumber = readText(value.orderNumber);
    if (receiptId === null || orderNumber === null) return null;
    return { key, result: written, receiptId, orderNumber };
  }
  if (value.result !== 'error') return null;
  const code = value.code === 'order-closed' ? 'order-closed' : 'invalid-order';
  const errors = Array.isArray(value.errors) ? value.errors.map(readFieldError) : [];
  return {
    key,
    result: 'error',
    code,
    message: readText(value.message) ?? 'This order was not written.',
    receiptId,
    errors: errors.filter((error): error is OrderFieldError => error !== null),
  };
}

/**
 * Reads `POST /desk/orders`'s 200 answer: one result per order sent, in the order sent. Null
 * when it is not that: the caller cannot tell what happened to each order, and should look at
 * the board rather than guess (sending the same orders again is safe: their keys).
 */
export function readDeskOrdersAnswer(
  body: unknown,
  keys: readonly string[],
): DeskOrderResult[] | null {
  const raw = isRecord(body) ? body.results : null;
  if (!Array.isArray(raw) || raw.length !== keys.length) return null;
  const results = raw.map((value, i) => readOrderResult(value, keys[i]));
  return results.every((result) => result !== null) ? (results as DeskOrderResult[]) : null;
}

// ---------------------------------------------------------------- API keys

/** An intake API key as the desk lists it: never the key, never its hash. */
export interface ApiKeySummary {
  /** The key's id (the key is `dsp_<id>_<secret>`). */
  id: string;
  name: string;
  createdAt: number;
  /** The manager who created it (uid). */
  createdBy: string;
  /** When it was revoked (epoch ms); null while it works. */
  revokedAt: number | null;
  revokedBy: string | null;
}

/** `POST /desk/apikeys`'s answer: the key itself, shown this once and never again. */
export interface CreatedApiKey extends ApiKeySummary {
  key: string;
}

export function readApiKeySummary(value: unknown): ApiKeySummary | null {
  if (!isRecord(value)) return null;
  const id = readText(value.id);
  const name = readText(value.name);
  const createdAt = readEpochMillis(value.createdAt);
  const createdBy = readText(value.createdBy);
  if (id === null || name === null || createdAt === null || createdBy === null) return null;
  return {
    id,
    name,
    createdAt,
    createdBy,
    revokedAt: readEpochMillis(value.revokedAt),
    revokedBy: readText(value.revokedBy),
  };
}

/** `POST /desk/apikeys`'s 2xx body; null without the key in it. */
export function readCreatedApiKey(body: unknown): CreatedApiKey | null {
  const summary = readApiKeySummary(body);
  const key = isRecord(body) ? readText(body.key) : null;
  return summary === null || key === null ? null : { ...summary, key };
}

/** `POST /desk/apikeys/{id}/revoke`'s 2xx body (`{ apiKey: {...} }`): the key as it is now. */
export function readRevokedApiKey(body: unknown): ApiKeySummary | null {
  return readApiKeySummary(isRecord(body) ? body.apiKey : null);
}

/** `POST /desk/apikeys/list`'s 2xx body (`{ apiKeys: [...] }`); null when it is not that. */
export function readApiKeyList(body: unknown): ApiKeySummary[] | null {
  const raw = isRecord(body) ? body.apiKeys : null;
  if (!Array.isArray(raw)) return null;
  const keys = raw.map(readApiKeySummary);
  return keys.every((key) => key !== null) ? (keys as ApiKeySummary[]) : null;
}
