import type { OriginAddress } from '../../domain/origin';
import type { ReceiptAddress } from '../../domain/receipt';
import { formatPoint, originPoint } from './geometry';

export type MapFallbackReason = 'no-key' | 'offline' | 'load-failed' | 'no-location';

const REASON_TEXT: Record<MapFallbackReason, string> = {
  'no-key': 'Map not available: no Google Maps API key is configured.',
  offline: 'You’re offline: the map will show when you’re back online.',
  'load-failed': 'The map could not be loaded.',
  'no-location': 'No coordinates are known for the store or the delivery address.',
};

function storeText(origin: OriginAddress | null): string {
  if (origin === null) return 'Not known';
  const point = originPoint(origin);
  return origin.address ?? (point ? formatPoint(point) : 'Not known');
}

function deliveryText(destination: ReceiptAddress): string {
  return (
    destination.text ??
    (destination.location ? formatPoint(destination.location) : 'No address given')
  );
}

/** What shows instead of the map: the two addresses (the Navigate link sits below it). */
export function MapFallbackCard({
  reason,
  origin,
  destination,
}: {
  reason: MapFallbackReason;
  origin: OriginAddress | null;
  destination: ReceiptAddress;
}) {
  return (
    <div className="delivery-map__fallback">
      <p className="delivery-map__reason">{REASON_TEXT[reason]}</p>
      <dl className="delivery-map__addresses">
        <div>
          <dt>Store</dt>
          <dd>{storeText(origin)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{deliveryText(destination)}</dd>
        </div>
      </dl>
    </div>
  );
}
