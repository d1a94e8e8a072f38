import { minorUnitDigits } from '../money';
import type { Money } from '../payment';
import { wallClockIn } from './dayWindow';
import type { EndOfShift, ShiftOrder } from './endOfShift';

// "Export CSV" on the desk's End of shift (docs/end-of-shift.md#export-csv): one row per order of
// the day, built here as cells; the desk turns them into the file (a UTF-8 BOM, every field quoted)
// with its CSV writer. Visible words (the header, the statuses) come from the desk's catalogues and
// are handed in; this module only lays the day out and writes numbers and times for a spreadsheet
// of the reader's locale:
//
// - amounts: plain numbers with the currency's digits and the locale's decimal mark ("12.50" in
//   English, "12,50" in Portuguese), no grouping, no symbol (the Currency column says which);
// - the separator: ";" where the decimal mark is "," (what a spreadsheet in such a locale
//   expects, and what the desk's import reads too), "," elsewhere;
// - times: "YYYY-MM-DD HH:mm" in the desk's time zone, which every spreadsheet reads as a time.

export const SHIFT_CSV_COLUMNS = [
  'order',
  'driver',
  'status',
  'reason',
  'cashToCollect',
  'cashCollected',
  'currency',
  'proof',
  'receivedBy',
  'createdAt',
  'dueAt',
  'updatedAt',
] as const;

export type ShiftCsvColumn = (typeof SHIFT_CSV_COLUMNS)[number];

export interface ShiftCsvOptions {
  /** The header's words, from the desk's catalogues. */
  headers: Record<ShiftCsvColumn, string>;
  /** The desk's language tag ("en", "pt-PT"): the decimal mark. */
  locale: string;
  /** The desk's IANA zone, for the times. */
  timeZone: string;
  /** A driver's name as the desk shows it (an unknown uid, or null: "Unassigned"). */
  driverName(uid: string | null): string;
  /** A status as the desk shows it (translated when the catalogue knows it). */
  statusText(status: string | null): string;
  /** A reason as the desk shows it. */
  reasonText(reason: string): string;
  /** The words for a proof photo: taken, or none. */
  proofYes: string;
  proofNo: string;
}

/** The decimal mark of a locale's numbers ("." or ","). */
export function decimalMarkOf(locale: string): string {
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
    return part?.value === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}

/** The CSV separator for a locale: ";" where numbers are written with a decimal comma. */
export function csvSeparatorOf(locale: string): ',' | ';' {
  return decimalMarkOf(locale) === ',' ? ';' : ',';
}

/** An amount as a spreadsheet of the locale reads it: "1234.50" or "1234,50"; "" for none. */
export function csvAmount(money: Money | null, decimalMark: string): string {
  if (money === null) return '';
  const digits = minorUnitDigits(money.currency);
  const sign = money.minor < 0 ? '-' : '';
  const abs = Math.abs(money.minor);
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = String(abs % 10 ** digits).padStart(digits, '0');
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}${decimalMark}${fraction}`;
}

/** "YYYY-MM-DD HH:mm" in the zone; "" for no time (or a zone Intl does not know). */
export function csvTime(at: number | null, timeZone: string): string {
  return at === null ? '' : (wallClockIn(at, timeZone) ?? '');
}

/** A cell a spreadsheet will not run as a formula (=, +, -, @ first: CSV injection). */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A delivery confirmed with a photo (its URL, or the id of one the backend keeps). */
export function hasProofPhoto(order: Pick<ShiftOrder, 'proof'>): boolean {
  return (order.proof?.photoUrl ?? order.proof?.proofId ?? null) !== null;
}

function rowOf(order: ShiftOrder, options: ShiftCsvOptions, mark: string): string[] {
  const currency =
    order.cashDue?.currency ?? order.cashCollected?.currency ?? order.cardTaken?.currency ?? '';
  // Texts from the data go through safeCell; numbers and times are written here, digits only.
  const cells: Record<ShiftCsvColumn, string> = {
    order: safeCell(order.orderNumber ?? order.id),
    driver: safeCell(options.driverName(order.dispatchId)),
    status: safeCell(options.statusText(order.status)),
    reason: order.reason === null ? '' : safeCell(options.reasonText(order.reason)),
    cashToCollect: csvAmount(order.cashDue, mark),
    cashCollected: csvAmount(order.cashCollected, mark),
    currency: safeCell(currency),
    proof: hasProofPhoto(order) ? options.proofYes : options.proofNo,
    receivedBy: safeCell(order.proof?.receivedBy ?? ''),
    createdAt: csvTime(order.createdAt, options.timeZone),
    dueAt: csvTime(order.dueAt, options.timeZone),
    updatedAt: csvTime(order.updatedAt, options.timeZone),
  };
  return SHIFT_CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * The day as rows of cells: the header, then every order — each driver's (in the order of
 * `endOfShift.drivers`), then the unassigned ones.
 */
export function shiftCsvRows(day: EndOfShift, options: ShiftCsvOptions): string[][] {
  const mark = decimalMarkOf(options.locale);
  const orders = [...day.drivers.flatMap((driver) => driver.orders), ...day.unassigned];
  return [
    SHIFT_CSV_COLUMNS.map((column) => safeCell(options.headers[column])),
    ...orders.map((order) => rowOf(order, options, mark)),
  ];
}
