// Cash arithmetic in minor units (integer cents), so a sum or a change never drifts the way
// binary floats do (0.1 + 0.2 ≠ 0.3). Amounts enter from the receipt (a number in its currency)
// or from the "Cash received" field (text typed on a decimal keypad) and leave as a number in
// the receipt's currency (the contract's `cashCollected`). Pure; never throws.

/**
 * The business's currency when none is configured: the app's `VITE_CURRENCY` and the
 * functions' `CURRENCY` (docs/deploy.md#configure) both default to it.
 */
export const DEFAULT_CURRENCY = 'EUR';

/** An ISO 4217 code as written in a setting ("gbp", " GBP ") → "GBP"; null when not a code. */
export function readCurrencyCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** An amount in the currency's smallest unit (cents for EUR); always a safe integer. */
export type Minor = number;

/**
 * Each currency's answer, asked of Intl once: building a formatter to ask is far dearer than a
 * lookup, and every amount of every order asks. Bounded: codes are three capital letters.
 */
const minorUnitDigitsByCurrency = new Map<string, number>();

/** Decimal places of a currency's minor unit (EUR 2, JPY 0, KWD 3); 2 when unknown. */
export function minorUnitDigits(currency: string | null): number {
  if (currency === null || !/^[A-Z]{3}$/.test(currency)) return 2;
  let digits = minorUnitDigitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = askIntlForMinorUnitDigits(currency);
    minorUnitDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

function askIntlForMinorUnitDigits(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return typeof digits === 'number' && digits >= 0 && digits <= 4 ? digits : 2;
  } catch {
    return 2; // Not a currency Intl knows.
  }
}

/** A receipt amount (35.3) in minor units (3530); null when it is not a finite, safe amount. */
export function toMinor(amount: number | null, currency: string | null): Minor | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  // Rounded once, at the boundary: 35.3 * 100 is 3529.9999999999995 in binary.
  const minor = Math.round(amount * 10 ** minorUnitDigits(currency));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units back to a number in the currency (3530 → 35.3), for the wire and formatting. */
export function toMajor(minor: Minor, currency: string | null): number {
  const digits = minorUnitDigits(currency);
  // Divided once, so the result is the closest double to the decimal (no accumulated error).
  return Number((minor / 10 ** digits).toFixed(digits));
}

/**
 * What a dispatcher typed ("35,30", "35.30", "35", " €35.3 ") in minor units; null when it is
 * not an amount (letters, two separators, more decimals than the currency has, negative).
 */
export function parseAmount(input: string, currency: string | null): Minor | null {
  const digits = minorUnitDigits(currency);
  const cleaned = input.replace(/[\s\u00a0€$£]/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(cleaned);
  if (match === null) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The amount as typed back into the field: "35.30" (the decimal point, the currency's digits). */
export function amountInputText(minor: Minor, currency: string | null): string {
  return toMajor(minor, currency).toFixed(minorUnitDigits(currency));
}

export function addMinor(...amounts: readonly Minor[]): Minor {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/** What the cash received means against the amount due. */
export type CashComparison =
  { kind: 'exact' } | { kind: 'change'; change: Minor } | { kind: 'short'; missing: Minor };

export function compareCash(received: Minor, due: Minor): CashComparison {
  if (received > due) return { kind: 'change', change: received - due };
  if (received < due) return { kind: 'short', missing: due - received };
  return { kind: 'exact' };
}
