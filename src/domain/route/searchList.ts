import {
  isEmptyQuery,
  matchesQuery,
  prepareQuery,
  type PreparedQuery,
  type SearchIndexEntry,
} from './search';

// A list searched keystroke after keystroke (issue 35: one keystroke within one frame at 5,000
// orders on a mid-range phone). searchOrders looks each order's entry up and tests it: 5,000
// lookups and tests a keystroke, about 10 ms at 4× CPU throttling. Here the entries of the list
// are laid end to end in one text, once per list, and a keystroke is a few native `indexOf`
// scans of it that jump from one match to the next: the orders that do not match cost nothing.
// Same answers as searchOrders (property test).

/** Between two orders' texts: no query word holds it (else the list falls back to testing). */
const BETWEEN = '\u0001';
/** Between two phones' digits: not a digit. */
const BETWEEN_DIGITS = ',';

interface Laid {
  /** The orders' entries, laid end to end, each followed by BETWEEN. */
  text: string;
  /** Where each order's text starts in `text`, and one more: where the next would. */
  textStarts: Int32Array;
  /** The same for the phones' digits. */
  digits: string;
  digitStarts: Int32Array;
  entries: SearchIndexEntry[];
}

function lay(entries: SearchIndexEntry[]): Laid {
  const textStarts = new Int32Array(entries.length + 1);
  const digitStarts = new Int32Array(entries.length + 1);
  let text = 0;
  let digits = 0;
  entries.forEach((entry, i) => {
    textStarts[i] = text;
    digitStarts[i] = digits;
    text += entry.text.length + 1;
    digits += entry.digits.length + 1;
  });
  textStarts[entries.length] = text;
  digitStarts[entries.length] = digits;
  return {
    text: entries.map((entry) => entry.text + BETWEEN).join(''),
    textStarts,
    digits: entries.map((entry) => entry.digits + BETWEEN_DIGITS).join(''),
    digitStarts,
    entries,
  };
}

/**
 * Marks (in `into`) the orders whose part of `text` holds `needle`: from each match, the scan
 * goes on at the next order's start, so an order is found once however often it holds it.
 */
function markHolders(
  text: string,
  starts: Int32Array,
  needle: string,
  into: Uint8Array,
  mark: number,
): void {
  let order = 0;
  let at = text.indexOf(needle);
  while (at !== -1) {
    // Starts only grow: the owner of `at` is found by walking forward from the last one.
    while (starts[order + 1] <= at) order++;
    into[order] = mark;
    at = text.indexOf(needle, starts[order + 1]);
  }
}

function find<T>(orders: readonly T[], laid: Laid, query: PreparedQuery): T[] {
  const found = new Uint8Array(orders.length);
  // The longest word is the likeliest to be rare: it picks the candidates, the others check them.
  const [first, ...others] = [...query.words].sort((a, b) => b.length - a.length);
  markHolders(laid.text, laid.textStarts, first, found, 1);
  if (others.length > 0) {
    found.forEach((mark, i) => {
      if (mark === 1 && !others.every((word) => laid.entries[i].text.includes(word))) found[i] = 0;
    });
  }
  if (query.digits !== null) markHolders(laid.digits, laid.digitStarts, query.digits, found, 1);
  return orders.filter((_, i) => found[i] === 1);
}

/**
 * The search of one list: `(query) => the orders matching it, in their order`, as
 * searchOrders(orders, query, indexOf) answers. The list's text is laid out at the first query
 * that is not empty (a list nobody searches costs nothing), and kept for the following ones:
 * make one per list (the same array for as long as the list is the same).
 */
export function createListSearch<T>(
  orders: readonly T[],
  indexOf: (order: T) => SearchIndexEntry,
): (query: string) => T[] {
  let laid: Laid | null = null;
  return (query) => {
    const prepared = prepareQuery(query);
    if (isEmptyQuery(prepared)) return [...orders];
    laid ??= lay(orders.map(indexOf));
    const entries = laid.entries;
    // A word holding the separator could match across two orders: tested order by order.
    if (prepared.words.some((word) => word.includes(BETWEEN))) {
      return orders.filter((_, i) => matchesQuery(entries[i], prepared));
    }
    return find(orders, laid, prepared);
  };
}
