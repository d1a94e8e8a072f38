import { memo, useMemo } from 'react';
import { useTranslation } from '@/ui/i18n';
import { DrawingFrame } from '@/ui/mapDrawing/DrawingFrame';
import { createDrawingTiming } from '@/ui/mapDrawing/drawTiming';
import type { PlanePoint } from '@/ui/mapDrawing/projection';
import type { RouteMapModel, RouteMapStop } from '../routeMapModel';
import { DrawingKey, PlaceMarks } from './PlaceMarks';
import { ROUTE_DRAWING_BOX, useDrawingLayout } from './routeLayout';

// The route map drawn by the app itself (docs/map.md#the-drawing): no tiles, no network, so it
// draws in the demo, offline and in the native wrapper. The lines are SVG; each stop is a real
// <button> laid over the drawing at its place, so it is a 48 px target, reachable with Tab in
// route order and named for a screen reader ("Stop 3: #1042, Rua da Prata 42").

/** The bench's measures of this drawing: route-drawing:render and route-drawing:commit. */
const { useDrawingTiming, DrawingRendered } = createDrawingTiming('route-drawing');

export interface RouteDrawingProps {
  model: RouteMapModel;
  selectedId: string | null;
  onSelect(id: string): void;
}

export function RouteDrawing({ model, selectedId, onSelect }: RouteDrawingProps) {
  useDrawingTiming();
  const { t } = useTranslation();
  const layout = useDrawingLayout(model);
  const placed = useMemo(
    () => ({
      ...layout,
      stops: model.stops.flatMap((stop) => {
        const spot = layout.spots.get(stop.id);
        return spot !== undefined ? [{ stop, ...spot }] : [];
      }),
    }),
    [layout, model.stops],
  );
  const legs = placed.stops.map(({ place }) => `${round(place.x)},${round(place.y)}`).join(' ');
  const first = placed.stops[0]?.place;
  return (
    <div className="map-drawing route-drawing">
      <DrawingFrame box={ROUTE_DRAWING_BOX} metresPerUnit={placed.projection.metresPerUnit}>
        {placed.driver !== null && first !== undefined && (
          // From where the driver is to the first stop: dashed, it is not a leg of the route.
          <line
            className="map-drawing__approach"
            x1={placed.driver.x}
            y1={placed.driver.y}
            x2={first.x}
            y2={first.y}
          />
        )}
        {placed.stops.length > 1 && <polyline className="map-drawing__legs" points={legs} />}
        <PlaceMarks store={placed.store} driver={placed.driver} />
        {placed.stops.map(({ stop, place, at }) => (
          // Each stop's true place, and a line to its marker when the marker had to move.
          <g key={stop.id} className="map-drawing__place">
            <circle cx={place.x} cy={place.y} r="4" />
            {(at.x !== place.x || at.y !== place.y) && (
              <line x1={place.x} y1={place.y} x2={at.x} y2={at.y} />
            )}
          </g>
        ))}
      </DrawingFrame>
      <ol className="route-drawing__markers plain-list" aria-label={t('map.routeStops')}>
        {placed.stops.map(({ stop, at }) => (
          <StopMarker
            key={stop.id}
            stop={stop}
            at={at}
            selected={stop.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ol>
      <DrawingKey store={placed.store !== null} driver={placed.driver !== null} />
      <DrawingRendered />
    </div>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** One numbered stop; memoised, so moving one stop redraws only the stops whose number moved. */
const StopMarker = memo(
  function StopMarker({
    stop,
    at,
    selected,
    onSelect,
  }: {
    stop: RouteMapStop;
    at: PlanePoint;
    selected: boolean;
    onSelect(id: string): void;
  }) {
    return (
      <li
        className="route-drawing__place"
        style={{
          left: `${(at.x / ROUTE_DRAWING_BOX.width) * 100}%`,
          top: `${(at.y / ROUTE_DRAWING_BOX.height) * 100}%`,
        }}
      >
        <button
          type="button"
          className="route-drawing__marker"
          aria-label={stop.name}
          aria-pressed={selected}
          onClick={() => onSelect(stop.id)}
        >
          {stop.number}
        </button>
      </li>
    );
  },
  // A new model re-creates every stop object; only what the marker shows decides a redraw.
  (before, after) =>
    before.stop.name === after.stop.name &&
    before.stop.number === after.stop.number &&
    before.at.x === after.at.x &&
    before.at.y === after.at.y &&
    before.selected === after.selected &&
    before.onSelect === after.onSelect,
);
