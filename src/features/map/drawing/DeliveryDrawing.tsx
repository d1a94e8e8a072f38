import type { GeoPoint } from '@/domain/read';
import { distanceMetres } from '@/domain/route/geo';
import { formatDistance } from '@/ui/formatDistance';
import { useTranslation } from '@/ui/i18n';
import { DrawingFrame, type DrawingBox } from '@/ui/mapDrawing/DrawingFrame';
import { fitProjection } from '@/ui/mapDrawing/projection';
import { DrawingKey, PlaceMarks } from './PlaceMarks';

// The order detail's map when Google's cannot show (no key, offline, failed): the store, the
// delivery point and the driver drawn true to scale, one named image ("Map: store and
// delivery, 1.2 km apart"). The addresses are written under it by the caller.

const BOX: DrawingBox = { width: 400, height: 240, padding: 36 };

export function DeliveryDrawing({
  store,
  delivery,
  driver,
}: {
  store: GeoPoint | null;
  delivery: GeoPoint | null;
  driver: GeoPoint | null;
}) {
  const { t } = useTranslation();
  const points = [store, delivery, driver].filter((p): p is GeoPoint => p !== null);
  const projection = fitProjection(points, BOX);
  const storeAt = store && projection.project(store);
  const deliveryAt = delivery && projection.project(delivery);
  const driverAt = driver && projection.project(driver);
  const label =
    store !== null && delivery !== null
      ? t('map.drawingApart', { distance: formatDistance(distanceMetres(store, delivery)) })
      : delivery !== null
        ? t('map.drawingDelivery')
        : t('map.drawingStore');
  return (
    <div className="map-drawing delivery-drawing">
      <div role="img" aria-label={label} className="delivery-drawing__image">
        <DrawingFrame box={BOX} metresPerUnit={projection.metresPerUnit}>
          {storeAt !== null && deliveryAt !== null && (
            <line
              className="map-drawing__legs"
              x1={storeAt.x}
              y1={storeAt.y}
              x2={deliveryAt.x}
              y2={deliveryAt.y}
            />
          )}
          <PlaceMarks store={storeAt} driver={driverAt} />
          {deliveryAt !== null && (
            <g
              className="map-drawing__delivery"
              transform={`translate(${deliveryAt.x} ${deliveryAt.y})`}
            >
              <circle r="13" />
              <text y="5" textAnchor="middle">
                {t('map.deliveryMark')}
              </text>
            </g>
          )}
        </DrawingFrame>
      </div>
      <DrawingKey store={store !== null} driver={driver !== null} delivery={delivery !== null} />
    </div>
  );
}
