import { distanceParts } from '@/domain/route/geo';
import { formattingLocale, i18n } from '@/ui/i18n';
import type { Estimate } from './estimate';

/** "850 m", "2.4 km" (2,4 km in Portuguese). */
export function formatDistance(metres: number, locale: string = formattingLocale()): string {
  const parts = distanceParts(metres);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: parts.unit === 'm' ? 'meter' : 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: parts.unit === 'km' ? parts.fractionDigits : 0,
      minimumFractionDigits: parts.unit === 'km' ? parts.fractionDigits : 0,
    }).format(parts.value);
  } catch {
    return `${parts.value} ${parts.unit}`;
  }
}

/** "2.4 km · ~8 min from you" / "… from the store". */
export function formatEstimate(estimate: Estimate): string {
  const distance = formatDistance(estimate.metres);
  const key = estimate.from === 'you' ? 'route.estimateFromYou' : 'route.estimateFromStore';
  return estimate.minutes === null
    ? i18n.t(`${key}NoTime`, { distance })
    : i18n.t(key, { distance, minutes: estimate.minutes });
}
