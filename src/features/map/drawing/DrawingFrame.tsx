import type { ReactNode } from 'react';
import { formatDistance } from '@/ui/formatDistance';
import { useTranslation } from '@/ui/i18n';
import { scaleBar, type PlanePoint } from './projection';

// What every drawing has (the route map and the order detail's): the paper, north up and a
// scale bar, and the store and driver marks. The SVG is decoration for assistive technology:
// the route map names its stops as buttons, the detail's drawing is one named image.

export interface DrawingBox {
  width: number;
  height: number;
  padding: number;
}

/** The scale bar is at most this share of the drawing's width. */
const SCALE_BAR_SHARE = 0.3;

export function DrawingFrame({
  box,
  metresPerUnit,
  children,
}: {
  box: DrawingBox;
  metresPerUnit: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const bar = scaleBar(metresPerUnit, box.width * SCALE_BAR_SHARE);
  const barY = box.height - 12;
  return (
    <svg
      className="map-drawing__svg"
      viewBox={`0 0 ${box.width} ${box.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect className="map-drawing__paper" width={box.width} height={box.height} rx="8" />
      {children}
      <g className="map-drawing__north" transform={`translate(${box.width - 22} 12)`}>
        <path d="M0 22 L8 0 L16 22 L8 17 Z" />
        <text x="8" y="42" textAnchor="middle">
          {t('map.north')}
        </text>
      </g>
      <g className="map-drawing__scale">
        <path d={`M10 ${barY - 6} V${barY} H${10 + bar.units} V${barY - 6}`} />
        <text x="10" y={barY - 12}>
          {formatDistance(bar.metres)}
        </text>
      </g>
    </svg>
  );
}

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
