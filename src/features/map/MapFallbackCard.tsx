import type { OriginAddress } from '@/domain/origin';
import type { ReceiptAddress } from '@/domain/receipt';
import { i18n, useTranslation } from '@/ui/i18n';
import { formatPoint, originPoint } from '@/ui/maps/geometry';
import type { MapFallbackReason } from '@/ui/maps/useGoogleMapChoice';

function storeText(origin: OriginAddress | null): string {
  if (origin === null) return i18n.t('map.notKnown');
  const point = originPoint(origin);
  return origin.address ?? (point ? formatPoint(point) : i18n.t('map.notKnown'));
}

function deliveryText(destination: ReceiptAddress): string {
  return (
    destination.text ??
    (destination.location ? formatPoint(destination.location) : i18n.t('map.noAddress'))
  );
}

/** The two addresses, with why no map shows when none does (the Navigate link sits below). */
export function MapFallbackCard({
  reason,
  origin,
  destination,
}: {
  /** Why there is no map; null under the drawing, which is a map. */
  reason: MapFallbackReason | null;
  origin: OriginAddress | null;
  destination: ReceiptAddress;
}) {
  const { t } = useTranslation();
  return (
    <div className="delivery-map__fallback">
      {reason !== null && <p className="delivery-map__reason">{t(`map.reasons.${reason}`)}</p>}
      <dl className="delivery-map__addresses">
        <div>
          <dt>{t('map.store')}</dt>
          <dd>{storeText(origin)}</dd>
        </div>
        <div>
          <dt>{t('map.delivery')}</dt>
          <dd>{deliveryText(destination)}</dd>
        </div>
      </dl>
    </div>
  );
}
