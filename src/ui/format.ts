// Display formatting shared by the list and the detail. Absent values are shown as absent.

export function formatTime(epochMs: number | null, locale?: string): string | null {
  if (epochMs === null) return null;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(epochMs);
}

export function formatMoney(
  amount: number | null,
  currency: string | null,
  locale?: string,
): string | null {
  if (amount === null) return null;
  if (currency !== null && /^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      // An unknown currency code falls through to the plain number.
    }
  }
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "12 min ago" style relative time for the last update. */
export function formatRelative(epochMs: number | null, now: number): string | null {
  if (epochMs === null) return null;
  const minutes = Math.round((now - epochMs) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min ago`;
}
