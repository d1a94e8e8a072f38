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
