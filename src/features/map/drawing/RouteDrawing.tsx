import { memo, useMemo, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { modelPoints, type RouteMapModel, type RouteMapStop } from '../routeMapModel';
import { DrawingFrame, DrawingKey, PlaceMarks, type DrawingBox } from './DrawingFrame';
import { DrawingRendered, useDrawingTiming } from './drawTiming';
import { fitProjection, type PlanePoint, type Projection } from './projection';
import { spreadMarkers } from './spread';

// The route map drawn by the app itself (docs/map.md#the-drawing): no tiles, no network, so it
// draws in the demo, offline and in the native wrapper. The lines are SVG; each stop is a real
// <button> laid over the drawing at its place, so it is a 48 px target, reachable with Tab in
// route order and named for a screen reader ("Stop 3: #1042, Rua da Prata 42").

/** The drawing's box in SVG units; the frame keeps the same proportions on screen. */
export const ROUTE_DRAWING_BOX: DrawingBox = { width: 400, height: 400, padding: 32 };

/**
 * How far apart two markers' centres are kept, in drawing units: on a phone (the drawing about
 * 330 px wide) a 48 px marker then never covers the middle of another.
 */
const MARKER_GAP = 56;

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

/**
 * Where everything goes on the drawing. It depends on the places only, not on the route's
 * order: a re-ordered route (Optimise, Move up, Undo) keeps the layout and redraws the legs
 * and the numbers that changed. The markers are spread in the order of their ids, so the
 * same places always give the same drawing.
 */
function useDrawingLayout(model: RouteMapModel): DrawingLayout {
  const key = geometryKey(model);
  const [kept, setKept] = useState(() => ({ key, layout: drawingLayout(model) }));
  if (kept.key === key) return kept.layout;
  // Adjusting state while rendering (React's pattern for state derived from props).
  const next = { key, layout: drawingLayout(model) };
  setKept(next);
  return next.layout;
}

interface DrawingLayout {
  projection: Projection;
  spots: Map<string, { place: PlanePoint; at: PlanePoint }>;
  store: PlanePoint | null;
  driver: PlanePoint | null;
}

function drawingLayout(model: RouteMapModel): DrawingLayout {
  const projection = fitProjection(modelPoints(model), ROUTE_DRAWING_BOX);
  const byId = [...model.stops].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const places = byId.map((stop) => projection.project(stop.location));
  const markers = spreadMarkers(places, MARKER_GAP, ROUTE_DRAWING_BOX);
  const spots = new Map<string, { place: PlanePoint; at: PlanePoint }>();
  byId.forEach((stop, index) => spots.set(stop.id, { place: places[index], at: markers[index] }));
  return {
    projection,
    spots,
    store: model.store && projection.project(model.store),
    driver: model.driver && projection.project(model.driver),
  };
}

function geometryKey(model: RouteMapModel): string {
  const point = (p: { lat: number; lng: number } | null) =>
    p === null ? '-' : `${p.lat},${p.lng}`;
  const stops = model.stops.map((stop) => `${stop.id}@${point(stop.location)}`).sort();
  return `${point(model.store)}|${point(model.driver)}|${stops.join(';')}`;
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
