import { formatDistance } from '@/ui/formatDistance';
import { i18n } from '@/ui/i18n';
import type { Estimate } from './estimate';

/** "2.4 km · ~8 min from you" / "… from the store". */
export function formatEstimate(estimate: Estimate): string {
  const distance = formatDistance(estimate.metres);
  const key = estimate.from === 'you' ? 'route.estimateFromYou' : 'route.estimateFromStore';
  return estimate.minutes === null
    ? i18n.t(`${key}NoTime`, { distance })
    : i18n.t(key, { distance, minutes: estimate.minutes });
}
