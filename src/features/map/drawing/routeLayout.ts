import { useState } from 'react';
import type { GeoPoint } from '@/domain/read';
import type { DrawingBox } from '@/ui/mapDrawing/DrawingFrame';
import { fitProjection, type PlanePoint, type Projection } from '@/ui/mapDrawing/projection';
import { spreadMarkers } from '@/ui/mapDrawing/spread';
import { modelPoints, type RouteMapModel } from '../routeMapModel';

/** The drawing's box in SVG units; the frame keeps the same proportions on screen. */
export const ROUTE_DRAWING_BOX: DrawingBox = { width: 400, height: 400, padding: 32 };

/**
 * How far apart two markers' centres are kept, in drawing units: on a phone (the drawing about
 * 330 px wide) a 48 px marker then never covers the middle of another.
 */
const MARKER_GAP = 56;

export interface DrawingLayout {
  projection: Projection;
  /** Each stop's true place, where its marker is drawn, and the coordinates they came from. */
  spots: Map<string, { place: PlanePoint; at: PlanePoint; location: GeoPoint }>;
  store: PlanePoint | null;
  driver: PlanePoint | null;
  from: { store: GeoPoint | null; driver: GeoPoint | null };
}

/**
 * Where everything goes on the drawing. It depends on the places only, not on the route's
 * order: a re-ordered route (Optimise, Move up, Undo) keeps the layout, so the projection and
 * the spreading do not run again, and only the legs and the numbers that changed are redrawn.
 * The markers are spread in the order of their ids, so the same places give the same drawing.
 */
export function useDrawingLayout(model: RouteMapModel): DrawingLayout {
  const [kept, setKept] = useState(() => drawingLayout(model));
  if (samePlaces(model, kept)) return kept;
  // Adjusting state while rendering (React's pattern for state derived from props).
  const next = drawingLayout(model);
  setKept(next);
  return next;
}

function drawingLayout(model: RouteMapModel): DrawingLayout {
  const projection = fitProjection(modelPoints(model), ROUTE_DRAWING_BOX);
  const byId = [...model.stops].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const places = byId.map((stop) => projection.project(stop.location));
  const markers = spreadMarkers(places, MARKER_GAP, ROUTE_DRAWING_BOX);
  const spots: DrawingLayout['spots'] = new Map();
  byId.forEach((stop, index) =>
    spots.set(stop.id, { place: places[index], at: markers[index], location: stop.location }),
  );
  return {
    projection,
    spots,
    store: model.store && projection.project(model.store),
    driver: model.driver && projection.project(model.driver),
    from: { store: model.store, driver: model.driver },
  };
}

/**
 * Whether the layout drew the model's places: one walk of the stops, no strings built and no
 * sorting, since it runs on every render of the drawing (every re-order, every tap on a marker).
 */
function samePlaces(model: RouteMapModel, layout: DrawingLayout): boolean {
  if (model.stops.length !== layout.spots.size) return false;
  if (!samePoint(model.store, layout.from.store) || !samePoint(model.driver, layout.from.driver))
    return false;
  return model.stops.every((stop) => {
    const spot = layout.spots.get(stop.id);
    return spot !== undefined && samePoint(spot.location, stop.location);
  });
}

function samePoint(a: GeoPoint | null, b: GeoPoint | null): boolean {
  return a === b || (a !== null && b !== null && a.lat === b.lat && a.lng === b.lng);
}
