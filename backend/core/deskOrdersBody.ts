import { fieldErrorMessage } from '@/domain/intake/fieldErrors';
import type { DraftResult } from '@/domain/intake/orderDraft';
import { readOrderDraft } from '@/domain/intake/readOrderDraft';
import {
  MAX_ORDER_KEY_LENGTH,
  MAX_ORDERS_PER_CALL,
  type DeskOrderSource,
  type OrderFieldError,
} from '@/domain/intake/wire';
import { isRecord } from '@/domain/read';
import { refuse, type CoreAnswer } from './answer';
import { isDocumentId } from './documentId';

// The body of POST /desk/orders read and checked (docs/backend-contract.md#desk-orders). The
// call's shape is all or nothing (400 `invalid-request`: a source, a driver or null, 1 to 100
// orders each with its own key); each order's fields are its own (readOrderDraft.ts, the one
// reader of every way in), so a bad order is that order's error and the good ones are written.
// Never throws, whatever the body (tests/unit/backend/deskOrders.test.ts).

export interface ReadDeskOrder {
  key: string;
  draft: DraftResult;
}

export interface DeskOrdersCall {
  source: DeskOrderSource;
  assignTo: string | null;
  orders: ReadDeskOrder[];
}

type Parsed = { ok: true; call: DeskOrdersCall } | { ok: false; answer: CoreAnswer };

const malformed = (message: string): Parsed => ({
  ok: false,
  answer: refuse(400, 'invalid-request', message),
});

function isKey(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_ORDER_KEY_LENGTH;
}

export function parseDeskOrdersBody(body: unknown, currency: string): Parsed {
  if (!isRecord(body)) {
    return malformed(
      'The request must be {"source": …, "assignTo": …, "orders": [{"key": …, "order": {…}}]}.',
    );
  }
  const { source, assignTo = null, orders } = body;
  if (source !== 'desk' && source !== 'import') {
    return malformed('source must be "desk" (the New order form) or "import" (a file).');
  }
  if (!(assignTo === null || isDocumentId(assignTo))) {
    return malformed(
      'assignTo must be a driver’s user id, or null to leave the orders unassigned.',
    );
  }
  if (!Array.isArray(orders) || orders.length === 0 || orders.length > MAX_ORDERS_PER_CALL) {
    return malformed(`orders must list 1 to ${MAX_ORDERS_PER_CALL} orders.`);
  }
  const seen = new Set<string>();
  const read: ReadDeskOrder[] = [];
  for (const [i, entry] of orders.entries()) {
    const key: unknown = isRecord(entry) ? entry.key : undefined;
    if (!isKey(key)) {
      return malformed(
        `orders[${i}].key must be the order’s own id (1 to ${MAX_ORDER_KEY_LENGTH} characters).`,
      );
    }
    if (seen.has(key)) return malformed(`orders[${i}].key names an order listed before it.`);
    seen.add(key);
    const fields: unknown = isRecord(entry) ? entry.order : undefined;
    // The desk's form gives every item's price; a file may give the order's total instead.
    const draft = readOrderDraft(fields, { currency, totalMayBeGiven: source === 'import' });
    read.push({ key, draft });
  }
  return { ok: true, call: { source, assignTo: assignTo as string | null, orders: read } };
}

/** An order's field errors as the answer lists them (the code, and the English sentence). */
export function fieldErrorsOf(draft: DraftResult): OrderFieldError[] {
  if (draft.ok) return [];
  return draft.errors.map((error) => ({
    field: error.field,
    code: error.problem,
    message: fieldErrorMessage(error),
  }));
}
