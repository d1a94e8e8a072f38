// Display formatting shared by the list and the detail. Absent values are shown as absent.
// Every formatter here is total: whatever number it is given (NaN, Infinity, 1e308, a time a
// Date cannot hold), it returns text or null and never throws, so one bad value can never
// unmount a screen. Without a `locale`, they format for the app's language (src/ui/i18n):
// "14:45" and "35,30 €" in Portuguese, "02:45 PM" and "€35.30" in US English.

import { MAX_DATE_MS } from '@/domain/read';
import { formattingLocale } from './i18n/i18n';

function isDateMillis(epochMs: number | null): epochMs is number {
  return epochMs !== null && Number.isFinite(epochMs) && Math.abs(epochMs) <= MAX_DATE_MS;
}

/**
 * One formatter per locale and options, made once: building an Intl formatter costs far more
 * than formatting with one, and a list formats every row's time and amounts on each render.
 * null where the locale tag or currency code is unknown (the constructor throws). The keys are
 * bounded: a handful of locales, and currencies are three capital letters.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | null>();

function formatterFor<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => F,
): F | null {
  if (!formatters.has(key)) {
    try {
      formatters.set(key, make());
    } catch {
      formatters.set(key, null);
    }
  }
  return (formatters.get(key) as F | null | undefined) ?? null;
}

export function formatTime(
  epochMs: number | null,
  locale: string = formattingLocale(),
): string | null {
  if (!isDateMillis(epochMs)) return null;
  const formatter = formatterFor(
    `time|${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
  );
  return formatter?.format(epochMs) ?? null; // null: an unknown locale tag.
}

/** The machine-readable form for `<time dateTime>`, or null when there is no such time. */
export function isoDateTime(epochMs: number | null): string | null {
  return isDateMillis(epochMs) ? new Date(epochMs).toISOString() : null;
}

/** `amount` with a formatter made once per locale and options; null where Intl refuses them. */
export function formatNumber(
  amount: number,
  options: Intl.NumberFormatOptions,
  locale: string,
): string | null {
  const formatter = formatterFor(
    `number|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
  return formatter?.format(amount) ?? null; // null: an unknown currency code or locale tag.
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
