import { distanceParts } from '@/domain/route/geo';
import { formatNumber } from './format';
import { formattingLocale } from './i18n/i18n';

/** "850 m", "2.4 km" (2,4 km in Portuguese): how the route and the maps say a distance. */
export function formatDistance(metres: number, locale: string = formattingLocale()): string {
  const parts = distanceParts(metres);
  const digits = parts.unit === 'km' ? parts.fractionDigits : 0;
  const options: Intl.NumberFormatOptions = {
    style: 'unit',
    unit: parts.unit === 'm' ? 'meter' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  };
  return formatNumber(parts.value, options, locale) ?? `${parts.value} ${parts.unit}`;
}
