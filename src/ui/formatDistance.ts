import { distanceParts } from '@/domain/route/geo';
import { formattingLocale } from './i18n/i18n';

/** "850 m", "2.4 km" (2,4 km in Portuguese): how the route and the maps say a distance. */
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
