import { useTranslation } from '@/ui/i18n';
import type { PlanePoint } from '@/ui/mapDrawing/projection';

// The driver app's marks on a drawing (the route map and the order detail's), inside the frame
// every drawn map shares (ui/mapDrawing/DrawingFrame.tsx): the store and the driver, and the key
// under the drawing that says which is which.

/** The store (a square) and the driver (a ringed dot), where they are known. */
export function PlaceMarks({
  store,
  driver,
}: {
  store: PlanePoint | null;
  driver: PlanePoint | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {store !== null && (
        <g className="map-drawing__store" transform={`translate(${store.x} ${store.y})`}>
          <rect x="-11" y="-11" width="22" height="22" rx="3" />
          <text y="5" textAnchor="middle">
            {t('map.storeMark')}
          </text>
        </g>
      )}
      {driver !== null && (
        <g className="map-drawing__driver" transform={`translate(${driver.x} ${driver.y})`}>
          <circle r="11" className="map-drawing__driver-ring" />
          <circle r="6" />
        </g>
      )}
    </>
  );
}

/** The key under a drawing: what the square, the D and the dot mean. */
export function DrawingKey({
  store,
  driver,
  delivery = false,
}: {
  store: boolean;
  driver: boolean;
  delivery?: boolean;
}) {
  const { t } = useTranslation();
  if (!store && !driver && !delivery) return null;
  return (
    <p className="map-drawing__key">
      {store && (
        <span>
          <span className="map-drawing__key-store" aria-hidden="true" /> {t('map.store')}
        </span>
      )}
      {delivery && (
        <span>
          <span className="map-drawing__key-delivery" aria-hidden="true">
            {t('map.deliveryMark')}
          </span>{' '}
          {t('map.delivery')}
        </span>
      )}
      {driver && (
        <span>
          <span className="map-drawing__key-driver" aria-hidden="true" /> {t('map.you')}
        </span>
      )}
    </p>
  );
}
