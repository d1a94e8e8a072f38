import { deskText } from '@/desk/i18n/texts';
import { moneyAmount, type Money } from '@/domain/payment';
import type { SignedMoney } from '@/domain/shift/endOfShift';
import { formatMoney } from '@/ui/format';

// The words and amounts of End of shift (docs/end-of-shift.md), in the language shown.
// Components that show them call useDeskTexts(), which re-renders them on a language change.

/** One amount as shown ("€35.30", "35,30 €"); a currency-less one as a plain number. */
export function moneyText(money: Money): string {
  return formatMoney(moneyAmount(money), money.currency) ?? '';
}

/**
 * A sum per currency: "€35.30", or "€12.00 + US$5.00" side by side (never added across
 * currencies); nothing at all is zero in `usualCurrency`, as the driver's Today page says it.
 */
export function totalsText(totals: readonly Money[], usualCurrency: string | null): string {
  const shown = totals.map(moneyText).filter((text) => text !== '');
  if (shown.length > 0) return shown.join(' + ');
  return formatMoney(0, usualCurrency) ?? '0';
}

/** True when every currency's difference is zero. */
export function isSettledEven(differences: readonly SignedMoney[]): boolean {
  return differences.every((difference) => difference.minor === 0);
}

/** "None", or "€2.00 short" / "€1.00 over" per currency: in words, never in colour only. */
export function differenceText(differences: readonly SignedMoney[]): string {
  const uneven = differences.filter((difference) => difference.minor !== 0);
  if (uneven.length === 0) return deskText('shift.differenceNone');
  return uneven
    .map(({ minor, currency }) => {
      const amount = moneyText({ minor: Math.abs(minor), currency });
      return minor < 0
        ? deskText('shift.differenceShort', { amount })
        : deskText('shift.differenceOver', { amount });
    })
    .join(', ');
}

/** The desk's IANA zone (the day's window and the backend's count use it). */
export function deskTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
