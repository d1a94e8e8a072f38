import type { ReactNode } from 'react';
import { formatDistance } from '@/ui/formatDistance';
import { useTranslation } from '@/ui/i18n';
import { scaleBar } from './projection';
import './drawing.css';

// What every drawn map has (the driver app's route map and order detail, the desk's map:
// docs/map.md#the-drawing): the paper, north up and a scale bar. The SVG is decoration for
// assistive technology: each map names its places as buttons, or is one named image.

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
