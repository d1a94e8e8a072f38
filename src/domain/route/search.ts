// Finding an order as a driver types: the order number, the customer's name, the address and the
// phone number, whatever the case, the accents or the way the number is written
// (docs/route.md#find). Pure: the lists call it on every keystroke, the bench times it.

/** What search looks at in one order. */
export interface Searchable {
  orderNumber: string | null;
  customerName: string | null;
  customerPhone: string | null;
  address: { text: string | null };
}

/** Portugal's calling code: "+351 912 345 678", "00351912345678" and "912345678" are one number. */
const HOME_CALLING_CODE = '351';

const COMBINING_MARKS = /\p{M}+/gu;
const SPACES = /\s+/gu;

/**
 * Lower case, without accents and with single spaces: "Rua de São Bento" → "rua de sao bento",
 * "JOÃO" → "joao". Letters that are not a letter plus a mark (ß, ø, æ) stay as they are.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SPACES, ' ')
    .trim();
}

/**
 * The digits of a phone number, without the international prefix of the home country:
 * "+351 912 345 678" → "912345678", "(+351) 21-123 4567" → "211234567". Another country's
 * number keeps its calling code ("+44 20 …" → "4420…").
 */
export function phoneDigits(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/gu, '');
  const international = /^\(?\+/u.test(trimmed) || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (international && digits.startsWith(HOME_CALLING_CODE)) {
    digits = digits.slice(HOME_CALLING_CODE.length);
  }
  return digits;
}

/** An order, prepared once for every search that follows. */
export interface SearchIndexEntry {
  /** Number, name and address, normalised, separated by a character no query holds. */
  text: string;
  /** The phone's digits (phoneDigits), '' when there is no phone. */
  digits: string;
}

const SEPARATOR = '\u0000';

/** A field as text; anything else (a value of the wrong type from a hostile document) is none. */
function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function searchIndexEntry(order: Searchable): SearchIndexEntry {
  const parts: string[] = [];
  const orderNumber = textOf(order.orderNumber);
  if (orderNumber !== null) {
    const number = normaliseText(orderNumber);
    parts.push(number.startsWith('#') ? number : `#${number}`);
  }
  const name = textOf(order.customerName);
  if (name !== null) parts.push(normaliseText(name));
  const address = textOf(order.address?.text);
  if (address !== null) parts.push(normaliseText(address));
  const phone = textOf(order.customerPhone);
  return { text: parts.join(SEPARATOR), digits: phone === null ? '' : phoneDigits(phone) };
}

/** A query, prepared once per keystroke. */
export interface PreparedQuery {
  /** The normalised words; every one must be found. */
  words: string[];
  /** The query as a phone number's digits, when it reads like one (3 digits or more); else null. */
  digits: string | null;
}

const PHONE_LIKE = /^[\d\s+().-]+$/u;

export function prepareQuery(query: string): PreparedQuery {
  const normalised = normaliseText(query.replaceAll(SEPARATOR, ' '));
  const words = normalised === '' ? [] : normalised.split(' ');
  const digits = PHONE_LIKE.test(query.trim()) ? phoneDigits(query) : '';
  return { words, digits: digits.length >= 3 ? digits : null };
}

/** True when the query is empty: every order matches. */
export function isEmptyQuery(query: PreparedQuery): boolean {
  return query.words.length === 0;
}

/**
 * Whether an order matches: every word of the query is in its number, name or address, or the
 * query's digits are in its phone number. An empty query matches everything.
 */
export function matchesQuery(entry: SearchIndexEntry, query: PreparedQuery): boolean {
  if (query.words.length === 0) return true;
  if (query.digits !== null && entry.digits.includes(query.digits)) return true;
  return query.words.every((word) => entry.text.includes(word));
}

/**
 * The orders matching the query, in their order. `indexOf` returns the entry of an order (a
 * cache keyed by the order object keeps the work to one normalisation per order and version).
 */
export function searchOrders<T>(
  orders: readonly T[],
  query: string,
  indexOf: (order: T) => SearchIndexEntry,
): T[] {
  const prepared = prepareQuery(query);
  if (isEmptyQuery(prepared)) return [...orders];
  return orders.filter((order) => matchesQuery(indexOf(order), prepared));
}

/** A cache of index entries per order object (orders are immutable: a change is a new object). */
export function createSearchIndex<T extends Searchable>(): (order: T) => SearchIndexEntry {
  const entries = new WeakMap<T, SearchIndexEntry>();
  return (order) => {
    let entry = entries.get(order);
    if (entry === undefined) {
      entry = searchIndexEntry(order);
      entries.set(order, entry);
    }
    return entry;
  };
}
