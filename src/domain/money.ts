// Cash arithmetic in minor units (integer cents), so a sum or a change never drifts the way
// binary floats do (0.1 + 0.2 ≠ 0.3). Amounts enter from the receipt (a number in its currency)
// or from the "Cash received" field (text typed on a decimal keypad) and leave as a number in
// the receipt's currency (the contract's `cashCollected`). Pure; never throws.

import { minorUnitDigits } from './payment';

/** An amount in the currency's smallest unit (cents for EUR); always a safe integer. */
export type Minor = number;

/** Digits after the decimal point in `currency` (2 for EUR, 0 for JPY, 3 for KWD; 2 if unknown). */
export function fractionDigits(currency: string | null): number {
  return minorUnitDigits(currency);
}

/** A receipt amount (35.3) in minor units (3530); null when it is not a finite, safe amount. */
export function toMinor(amount: number | null, currency: string | null): Minor | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  // Rounded once, at the boundary: 35.3 * 100 is 3529.9999999999995 in binary.
  const minor = Math.round(amount * 10 ** fractionDigits(currency));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units back to a number in the currency (3530 → 35.3), for the wire and formatting. */
export function toMajor(minor: Minor, currency: string | null): number {
  const digits = fractionDigits(currency);
  // Divided once, so the result is the closest double to the decimal (no accumulated error).
  return Number((minor / 10 ** digits).toFixed(digits));
}

/**
 * What a dispatcher typed ("35,30", "35.30", "35", " €35.3 ") in minor units; null when it is
 * not an amount (letters, two separators, more decimals than the currency has, negative).
 */
export function parseAmount(input: string, currency: string | null): Minor | null {
  const digits = fractionDigits(currency);
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
  return toMajor(minor, currency).toFixed(fractionDigits(currency));
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
