import { parseAmount, type Minor } from '../money';
import { isRecord, readEpochMillis, readGeoPoint, type Fields } from '../read';
import {
  DRAFT_LIMITS,
  PAYMENT_CHOICES,
  type DraftResult,
  type FieldError,
  type FieldProblem,
  type OrderItemDraft,
  type PaymentChoice,
} from './orderDraft';
import { itemsTotalMinor } from './totals';

// The one reader of an incoming order (orderDraft.ts): the form's strings, a file row's strings
// and an API body's JSON values all pass through it, so the three ways in accept and refuse the
// same things. It never throws: anything unusable is a FieldError naming its field.

/** Payment words people write, in English and Portuguese, to the choice they mean. */
const PAYMENT_WORDS: Record<string, PaymentChoice> = {
  cash: 'cash',
  dinheiro: 'cash',
  numerário: 'cash',
  numerario: 'cash',
  card: 'card',
  cartão: 'card',
  cartao: 'card',
  mb: 'card',
  multibanco: 'card',
  paid: 'paid',
  pago: 'paid',
  prepaid: 'paid',
  online: 'paid',
};

export function readPaymentChoice(value: unknown): PaymentChoice | null {
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  return (PAYMENT_CHOICES as readonly string[]).includes(word)
    ? (word as PaymentChoice)
    : (PAYMENT_WORDS[word] ?? null);
}

/** An amount as a JSON number (35.3) or as typed text ("35,30", "35.30"), in minor units. */
export function readAmount(value: unknown, currency: string): Minor | 'not-a-number' | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const minor =
    typeof value === 'number'
      ? Number.isFinite(value) && value >= 0
        ? parseAmount(String(value), currency)
        : null
      : typeof value === 'string'
        ? parseAmount(value, currency)
        : null;
  return minor ?? 'not-a-number';
}

/** A whole number as a JSON number or digits; `not-whole` for 1.5 or "two". */
function readWhole(value: unknown): number | 'not-whole' | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : 'not-whole';
}

/** Text with its spaces trimmed, or null when blank; `too-long` past `max` characters. */
function readField(value: unknown, max: number): string | null | 'too-long' {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : '';
  if (text === '') return null;
  return [...text].length > max ? 'too-long' : text;
}

export interface ReadDraftOptions {
  /** The business's currency (EUR): the amounts' decimals and the receipt's currency. */
  currency: string;
  /** The total may be given instead of item prices (a file's Total column). */
  totalMayBeGiven?: boolean;
}

/** Reads `input` (a record of the fields of orderDraft.ts) into a draft, or every field's error. */
export function readOrderDraft(input: unknown, options: ReadDraftOptions): DraftResult {
  const fields: Fields = isRecord(input) ? input : {};
  const errors: FieldError[] = [];
  const fail = (field: string, problem: FieldProblem) => errors.push({ field, problem });

  const text = (field: string, max: number, required: boolean): string | null => {
    const value = readField(fields[field], max);
    if (value === 'too-long') fail(field, 'too-long');
    else if (value === null && required) fail(field, 'required');
    return value === 'too-long' ? null : value;
  };
  const customerName = text('customerName', DRAFT_LIMITS.customerName, true);
  const phone = text('phone', DRAFT_LIMITS.phone, false);
  const address = text('address', DRAFT_LIMITS.address, true);
  const notes = text('notes', DRAFT_LIMITS.notes, false);
  const reference = text('reference', DRAFT_LIMITS.reference, false);

  const totalMayBeGiven = options.totalMayBeGiven === true;
  const items = readItems(fields.items, options.currency, !totalMayBeGiven, fail);

  const payment = readPaymentChoice(fields.payment);
  if (payment === null) {
    fail('payment', readField(fields.payment, 50) === null ? 'required' : 'unknown-choice');
  }

  const given = readAmount(fields.total, options.currency);
  const fromItems = items === null ? null : itemsTotalMinor(items);
  let totalMinor: Minor | null = fromItems;
  if (given === 'not-a-number') fail('total', 'not-a-number');
  else if (given !== null && totalMayBeGiven) totalMinor = given;
  if (totalMayBeGiven && totalMinor === null && given === null && items !== null) {
    fail('total', 'required');
  }
  if (totalMinor !== null && totalMinor > DRAFT_LIMITS.maxAmountMinor)
    fail('total', 'out-of-range');

  let dueAt: number | null = null;
  if (fields.dueAt !== undefined && fields.dueAt !== null && fields.dueAt !== '') {
    dueAt =
      typeof fields.dueAt === 'string' ? Date.parse(fields.dueAt) : readEpochMillis(fields.dueAt);
    if (dueAt === null || !Number.isFinite(dueAt)) {
      fail('dueAt', 'not-a-time');
      dueAt = null;
    }
  }
  const location =
    fields.location === undefined || fields.location === null
      ? null
      : readGeoPoint(fields.location);
  if (fields.location !== undefined && fields.location !== null && location === null) {
    fail('location', 'out-of-range');
  }

  if (errors.length > 0 || customerName === null || address === null || items === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    draft: {
      customerName,
      phone,
      address,
      notes,
      items,
      payment: payment as PaymentChoice,
      totalMinor: totalMinor as Minor,
      currency: options.currency,
      dueAt,
      location,
      reference,
    },
  };
}

function readItems(
  value: unknown,
  currency: string,
  priceRequired: boolean,
  fail: (field: string, problem: FieldProblem) => void,
): OrderItemDraft[] | null {
  if (!Array.isArray(value) || value.length === 0) {
    fail('items', 'required');
    return null;
  }
  if (value.length > DRAFT_LIMITS.maxItems) {
    fail('items', 'too-many');
    return null;
  }
  let allRead = true;
  const items = value.map((raw, index): OrderItemDraft => {
    const item: Fields = isRecord(raw) ? raw : {};
    const at = (name: string) => `items.${index}.${name}`;
    const name = readField(item.name, DRAFT_LIMITS.itemName);
    if (name === null || name === 'too-long') {
      fail(at('name'), name === null ? 'required' : 'too-long');
      allRead = false;
    }
    const quantity = readWhole(item.quantity);
    if (quantity === null || quantity === 'not-whole') {
      fail(at('quantity'), quantity === null ? 'required' : 'not-whole');
      allRead = false;
    } else if (quantity < 1 || quantity > DRAFT_LIMITS.maxQuantity) {
      fail(at('quantity'), 'out-of-range');
      allRead = false;
    }
    const price = readAmount(item.unitPrice, currency);
    if (price === 'not-a-number') {
      fail(at('unitPrice'), 'not-a-number');
      allRead = false;
    } else if (price === null && priceRequired) {
      fail(at('unitPrice'), 'required');
      allRead = false;
    } else if (price !== null && price > DRAFT_LIMITS.maxAmountMinor) {
      fail(at('unitPrice'), 'out-of-range');
      allRead = false;
    }
    return {
      name: typeof name === 'string' ? name : '',
      quantity: typeof quantity === 'number' ? quantity : 0,
      unitPriceMinor: typeof price === 'number' ? price : null,
    };
  });
  return allRead ? items : null;
}
