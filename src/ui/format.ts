// Display formatting shared by the list and the detail. Absent values are shown as absent.
// Every formatter here is total: whatever number it is given (NaN, Infinity, 1e308, a time a
// Date cannot hold), it returns text or null and never throws, so one bad value can never
// unmount a screen. Without a `locale`, they format for the app's language (src/ui/i18n):
// "14:45" and "35,30 €" in Portuguese, "02:45 PM" and "€35.30" in US English.

import { MAX_DATE_MS } from '../domain/receipt';
import { formattingLocale } from './i18n/i18n';

function isDateMillis(epochMs: number | null): epochMs is number {
  return epochMs !== null && Number.isFinite(epochMs) && Math.abs(epochMs) <= MAX_DATE_MS;
}

export function formatTime(
  epochMs: number | null,
  locale: string = formattingLocale(),
): string | null {
  if (!isDateMillis(epochMs)) return null;
  try {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(epochMs);
  } catch {
    return null; // An unknown locale tag.
  }
}

/** The machine-readable form for `<time dateTime>`, or null when there is no such time. */
export function isoDateTime(epochMs: number | null): string | null {
  return isDateMillis(epochMs) ? new Date(epochMs).toISOString() : null;
}

function formatNumber(
  amount: number,
  options: Intl.NumberFormatOptions,
  locale: string,
): string | null {
  try {
    return new Intl.NumberFormat(locale, options).format(amount);
  } catch {
    return null; // An unknown currency code or locale tag.
  }
}

export function formatMoney(
  amount: number | null,
  currency: string | null,
  locale: string = formattingLocale(),
): string | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  if (currency !== null && /^[A-Z]{3}$/.test(currency)) {
    const withCurrency = formatNumber(amount, { style: 'currency', currency }, locale);
    // An unknown currency code falls through to the plain number.
    if (withCurrency !== null) return withCurrency;
  }
  return formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, locale);
}

/** An item's quantity as shown ("3×"), or null when it is absent or not a finite number. */
export function formatQuantity(quantity: number | null): string | null {
  if (quantity === null || !Number.isFinite(quantity)) return null;
  return `${quantity}×`;
}
