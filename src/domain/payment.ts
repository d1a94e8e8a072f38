import { minorUnitDigits } from './money';
import { isRecord, type Fields } from './read';
// What a receipt says about payment, and what the driver has to do about it at the door
// (docs/backend-contract.md#payment-on-the-receipt). The backend's field names are not
// specified, so this reads every common spelling and never throws: a shape it cannot read
// gives 'unknown', and the screen then claims nothing (neither "collect" nor "paid").

/** An amount in integer minor units (cents) of a currency; no float arithmetic on money. */
export interface Money {
  /** Integer minor units: 3530 = €35.30. */
  minor: number;
  /** ISO 4217 code as on the receipt (upper case), or null when the receipt names none. */
  currency: string | null;
}

/**
 * What the driver does about payment:
 * - cash: collect `amount` in cash (null when the receipt states no usable amount);
 * - card: take a card payment of `amount` at the door;
 * - paid: already paid (online, prepaid): nothing to collect;
 * - unknown: the receipt does not say, or says contradictory things.
 */
export type PaymentDue =
  | { kind: 'cash'; amount: Money | null }
  | { kind: 'card'; amount: Money | null }
  | { kind: 'paid' }
  | { kind: 'unknown' };

/** The payment facts as read from the receipt document, before they are interpreted. */
export interface ReceiptPayment {
  /** The method as the receipt writes it ("Cash", "card", "Paid online"), or null. */
  method: string | null;
  /** true: the receipt says it is paid; false: says it is not; null: says nothing usable. */
  paid: boolean | null;
  /** An explicit amount still due, when the receipt has one (else the total is due). */
  amountDue: number | null;
}

function readWords(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function readAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Lower-case words without accents: "Cartão de crédito" → ["cartao", "de", "credito"]. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const PAID_STATUS_WORDS = new Set([
  'paid',
  'prepaid',
  'completed',
  'complete',
  'captured',
  'settled',
  'succeeded',
  'success',
  'successful',
  'pago',
]);
const UNPAID_STATUS_WORDS = new Set([
  'unpaid',
  'pending',
  'due',
  'open',
  'awaiting',
  'outstanding',
  'cod',
  'not',
  'none',
  'failed',
  'requires',
]);

/** A paid flag from a boolean, "true"/"false", 1/0, or a status word ("PAID", "pending"). */
export function readPaidFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  const text = readWords(value);
  if (text === null) return null;
  const words = wordsOf(text);
  if (words.length === 0) return null;
  if (words.includes('true') || words.includes('yes')) return true;
  if (words.includes('false') || words.includes('no')) return false;
  // "not paid", "payment pending", "unpaid": any word that says it is not paid wins.
  if (words.some((w) => UNPAID_STATUS_WORDS.has(w))) return false;
  if (words.some((w) => PAID_STATUS_WORDS.has(w))) return true;
  return null;
}

function firstText(fields: Fields, names: readonly string[]): string | null {
  for (const name of names) {
    const text = readWords(fields[name]);
    if (text !== null) return text;
  }
  return null;
}

function firstFlag(fields: Fields, names: readonly string[]): boolean | null {
  for (const name of names) {
    const flag = readPaidFlag(fields[name]);
    if (flag !== null) return flag;
  }
  return null;
}

function firstAmount(fields: Fields, names: readonly string[]): number | null {
  for (const name of names) {
    const amount = readAmount(fields[name]);
    if (amount !== null) return amount;
  }
  return null;
}

const METHOD_FIELDS = ['paymentMethod', 'payment_method', 'paymentType', 'payment_type'] as const;
const NESTED_METHOD_FIELDS = ['method', 'type', 'paymentMethod', 'name'] as const;
const PAID_FIELDS = ['paid', 'isPaid', 'is_paid', 'paymentStatus', 'payment_status'] as const;
const NESTED_PAID_FIELDS = ['paid', 'isPaid', 'status', 'state', 'paymentStatus'] as const;
const DUE_FIELDS = ['amountDue', 'amount_due', 'balanceDue', 'balance_due', 'dueAmount'] as const;

/** Reads the payment fields of a receipt document. Never throws. */
export function readReceiptPayment(data: unknown): ReceiptPayment {
  const fields: Fields = isRecord(data) ? data : {};
  const payment = fields.payment;
  const nested: Fields = isRecord(payment) ? payment : {};
  return {
    method:
      firstText(fields, METHOD_FIELDS) ??
      firstText(nested, NESTED_METHOD_FIELDS) ??
      // `payment: "Cash"`: the method written straight into `payment`.
      readWords(payment),
    paid: firstFlag(fields, PAID_FIELDS) ?? firstFlag(nested, NESTED_PAID_FIELDS),
    amountDue: firstAmount(fields, DUE_FIELDS) ?? firstAmount(nested, DUE_FIELDS),
  };
}

type MethodKind = 'cash' | 'card' | 'paid';

const CASH_WORDS = new Set(['cash', 'cod', 'dinheiro', 'numerario', 'efectivo', 'bargeld']);
const CARD_WORDS = new Set([
  'card',
  'cards',
  'credit',
  'debit',
  'pos',
  'terminal',
  'visa',
  'mastercard',
  'amex',
  'contactless',
  'cartao',
  'multibanco',
]);
// Methods that mean the money was taken before the driver arrives.
const PREPAID_WORDS = new Set([
  'online',
  'prepaid',
  'paid',
  'paypal',
  'stripe',
  'mbway',
  'applepay',
  'googlepay',
  'voucher',
  'invoice',
  'account',
]);

/** What a method text says: "Cash on delivery" → cash, "Paid online" → paid; null if unsure. */
export function methodKind(method: string | null): MethodKind | null {
  if (method === null) return null;
  const words = wordsOf(method);
  // "Online card payment" was paid online; "card on delivery" is a card at the door.
  if (words.some((w) => PREPAID_WORDS.has(w))) return 'paid';
  const cash = words.some((w) => CASH_WORDS.has(w));
  const card = words.some((w) => CARD_WORDS.has(w));
  if (cash && card) return null; // "Cash or card": the receipt does not say which.
  if (cash) return 'cash';
  if (card) return 'card';
  return null;
}

/** A receipt amount (35.3) as Money (3530 cents); null when negative or not representable. */
export function toMoney(amount: number | null, currency: string | null): Money | null {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return null;
  // Math.round absorbs the float error of the decimal amount (35.3 × 100 = 3529.999…).
  const minor = Math.round(amount * 10 ** minorUnitDigits(currency));
  if (!Number.isSafeInteger(minor)) return null;
  return { minor, currency };
}

/** Money as the decimal amount a formatter takes (3530 → 35.3). */
export function moneyAmount(money: Money): number {
  return money.minor / 10 ** minorUnitDigits(money.currency);
}

/**
 * What the driver does about payment. An explicit paid flag wins over the method ("Cash",
 * paid: true → paid); a method that says prepaid but a flag that says not paid (an online
 * payment that did not go through) is unknown: the driver must not be told it is paid, nor
 * what to collect.
 */
export function paymentDue(
  payment: ReceiptPayment,
  total: number | null,
  currency: string | null,
): PaymentDue {
  if (payment.paid === true) return { kind: 'paid' };
  const kind = methodKind(payment.method);
  if (kind === 'paid') return payment.paid === false ? { kind: 'unknown' } : { kind: 'paid' };
  if (kind === null) return { kind: 'unknown' };
  return { kind, amount: toMoney(payment.amountDue ?? total, currency) };
}
