import { fieldErrorMessage } from '@/domain/intake/fieldErrors';
import type { OrderDraft } from '@/domain/intake/orderDraft';
import { readOrderDraft } from '@/domain/intake/readOrderDraft';
import { MAX_ORDERS_PER_CALL } from '@/domain/intake/wire';
import { isRecord } from '@/domain/read';

// The body of `POST /orders/intake` (docs/intake.md): one order, or `{ "orders": [...] }` with
// up to 100, each with the caller's own `externalId`. Checked all or nothing: a body with any
// bad order is answered 400 naming every bad field of every order, and nothing is written (the
// caller fixes and sends again; the externalIds make sending again safe).

export { MAX_ORDERS_PER_CALL };
const MAX_EXTERNAL_ID_LENGTH = 100;

export interface IncomingOrder {
  externalId: string;
  draft: OrderDraft;
}

export interface IntakeFieldError {
  /** The order's index in the body (0 for a single order). */
  order: number;
  externalId: string | null;
  field: string;
  code: string;
  message: string;
}

export type IntakeBody =
  | { ok: true; orders: IncomingOrder[] }
  | { ok: false; message: string; errors: IntakeFieldError[] };

export function parseIntakeBody(body: unknown, currency: string): IntakeBody {
  const single = isRecord(body) && !('orders' in body);
  const list: unknown = single ? [body] : isRecord(body) ? body.orders : null;
  if (!Array.isArray(list) || list.length === 0) {
    return {
      ok: false,
      message: 'Send one order, or {"orders": [...]} with 1 to 100 orders.',
      errors: [],
    };
  }
  if (list.length > MAX_ORDERS_PER_CALL) {
    return {
      ok: false,
      message: `At most ${MAX_ORDERS_PER_CALL} orders a call; this one has ${list.length}.`,
      errors: [],
    };
  }
  const errors: IntakeFieldError[] = [];
  const orders: IncomingOrder[] = [];
  const seen = new Set<string>();
  list.forEach((raw, index) => {
    const fields = isRecord(raw) ? raw : {};
    const id = fields.externalId;
    const externalId =
      typeof id === 'string' && id.trim() !== '' && id.trim().length <= MAX_EXTERNAL_ID_LENGTH
        ? id.trim()
        : typeof id === 'number' && Number.isSafeInteger(id)
          ? String(id)
          : null;
    const fail = (field: string, code: string, message: string) =>
      errors.push({ order: index, externalId, field, code, message });
    if (externalId === null) {
      fail('externalId', 'required', 'Enter the order’s externalId (your own id of the order)');
    } else if (seen.has(externalId)) {
      fail('externalId', 'duplicate', 'This externalId is already in this request');
    }
    if (externalId !== null) seen.add(externalId);
    // A given total wins over the items' sum: a till's total has its delivery fee and discounts.
    const result = readOrderDraft(
      { ...fields, reference: externalId },
      { currency, totalMayBeGiven: true },
    );
    if (!result.ok) {
      for (const error of result.errors) {
        fail(error.field, error.problem, fieldErrorMessage(error));
      }
    } else if (externalId !== null) {
      orders.push({ externalId, draft: result.draft });
    }
  });
  if (errors.length > 0) {
    return { ok: false, message: 'Some orders have errors; nothing was written.', errors };
  }
  return { ok: true, orders };
}
