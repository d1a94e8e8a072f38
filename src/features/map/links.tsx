import type { OriginAddress } from '@/domain/origin';
import type { ReceiptAddress } from '@/domain/receipt';
import { useTranslation } from '@/ui/i18n';
import { directionsUrl, telHref } from './directions';
import './map.css';

interface NavigateLinkProps {
  destination: ReceiptAddress;
  /** Null or omitted: Google Maps routes from the phone's current position. */
  origin?: OriginAddress | null;
}

/** "Navigate": Google Maps directions in a new tab, or the Maps app on a phone. */
export function NavigateLink({ destination, origin }: NavigateLinkProps) {
  const { t } = useTranslation();
  const href = directionsUrl({ destination, origin });
  if (href === null) return null;
  return (
    <a className="map-action" href={href} target="_blank" rel="noopener noreferrer">
      {t('map.navigate')}
    </a>
  );
}

/** Tap-to-call; shows the number as written. Renders the bare text when it is not dialable. */
export function CallLink({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  if (phone === null) return null;
  const href = telHref(phone);
  if (href === null) return <span>{phone}</span>;
  return (
    <a className="map-action map-action--secondary" href={href}>
      {t('map.call', { phone })}
    </a>
  );
}
