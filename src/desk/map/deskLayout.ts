import { useState } from 'react';
import type { GeoPoint } from '@/domain/read';
import type { DrawingBox } from '@/ui/mapDrawing/DrawingFrame';
import { fitProjection, type PlanePoint, type Projection } from '@/ui/mapDrawing/projection';
import { spreadMarkers } from '@/ui/mapDrawing/spread';
import type { DeskMapModel } from './mapModel';

// Where everything goes on the desk's drawing (docs/map.md#the-desks-map). The projection and
// the spreading of the stops' markers are the costly part, so they are kept: a driver moving
// within the drawing, an assignment (a stop changing colour and number) or a new "last seen"
// reuse them; only stops coming, going or moving, or a driver leaving the drawn area, lay it out
// again.

/** The drawing's box in SVG units (3:2, the shape of the desk's map at 1280 px). */
export const DESK_MAP_BOX: DrawingBox = { width: 600, height: 400, padding: 24 };

/**
 * How far apart two markers' centres are kept, in drawing units: at 1280 px (the drawing about
 * 880 px wide) 32 px, so 28 px markers neither cover each other nor stand too close to be told
 * apart (WCAG's 24 px targets).
 */
const MARKER_GAP = 22;

/**
 * Above this many stops the markers stay at their true places: a box of 600 × 400 units holds
 * about 600 markers 20 units apart, so a day that size cannot be spread apart anyway, and
 * spreading a thousand crowded markers cost ~200 ms at 4× CPU (the bench's section 13) for
 * nothing. Every stop is still a button (Tab reaches it) and listed on the board.
 */
export const SPREAD_LIMIT = 150;

export interface DeskLayout {
  projection: Projection;
  /** Each placed stop's true place and where its marker is drawn, with its coordinates. */
  spots: ReadonlyMap<string, { place: PlanePoint; at: PlanePoint; location: GeoPoint }>;
  /** The stops' markers in gap-wide cells, to find a driver's marker a clear spot. */
  cells: ReadonlyMap<string, readonly PlanePoint[]>;
}

const cellKey = (x: number, y: number) =>
  `${Math.floor(x / MARKER_GAP)},${Math.floor(y / MARKER_GAP)}`;

function cellsOf(points: Iterable<PlanePoint>): Map<string, PlanePoint[]> {
  const cells = new Map<string, PlanePoint[]>();
  for (const point of points) {
    const key = cellKey(point.x, point.y);
    const cell = cells.get(key);
    if (cell === undefined) cells.set(key, [point]);
    else cell.push(point);
  }
  return cells;
}

/** Whether no marker in `cells` is less than a gap from `point`. */
function clearOf(cells: ReadonlyMap<string, readonly PlanePoint[]>, point: PlanePoint): boolean {
  for (let ox = -1; ox <= 1; ox++) {
    for (let oy = -1; oy <= 1; oy++) {
      const cell = cells.get(cellKey(point.x + ox * MARKER_GAP, point.y + oy * MARKER_GAP));
      for (const other of cell ?? []) {
        if (Math.hypot(other.x - point.x, other.y - point.y) < MARKER_GAP) return false;
      }
    }
  }
  return true;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
/** Spots tried around a driver's place before it is drawn on it anyway (a crowded day). */
const DRIVER_TRIES = 40;

/**
 * Where each driver's marker goes: at the driver's place, or the nearest clear spot around it
 * (a spiral), so that it covers no stop's marker nor another driver's; on a day too big to
 * spread (SPREAD_LIMIT), at the place. Not kept with the layout (drivers move).
 */
export function driverMarkers(
  layout: DeskLayout,
  drivers: readonly { uid: string; location: GeoPoint }[],
): Map<string, { place: PlanePoint; at: PlanePoint }> {
  const placed = new Map<string, { place: PlanePoint; at: PlanePoint }>();
  // A day too big to spread has no clear spots to find (and looking cost 20 ms at 4× CPU).
  const nudge = layout.spots.size <= SPREAD_LIMIT;
  const taken = new Map<string, PlanePoint[]>();
  const clear = (point: PlanePoint) =>
    inside(point, MARKER_GAP / 2) && clearOf(layout.cells, point) && clearOf(taken, point);
  for (const driver of drivers) {
    const place = layout.projection.project(driver.location);
    let at = place;
    for (let k = 1; nudge && k <= DRIVER_TRIES && !clear(at); k++) {
      const radius = MARKER_GAP * Math.sqrt(k) * 0.9;
      at = {
        x: place.x + radius * Math.cos(k * GOLDEN_ANGLE),
        y: place.y + radius * Math.sin(k * GOLDEN_ANGLE),
      };
    }
    if (nudge && !clear(at)) at = place;
    placed.set(driver.uid, { place, at });
    const key = cellKey(at.x, at.y);
    taken.set(key, [...(taken.get(key) ?? []), at]);
  }
  return placed;
}

/** The stops with a map position, in id order (the same places give the same drawing). */
function placedStops(model: DeskMapModel): { id: string; location: GeoPoint }[] {
  const placed: { id: string; location: GeoPoint }[] = [];
  for (const stop of model.stopsById.values()) {
    if (stop.location !== null) placed.push({ id: stop.id, location: stop.location });
  }
  return placed.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function deskLayout(model: DeskMapModel): DeskLayout {
  const stops = placedStops(model);
  const points = [...stops.map((stop) => stop.location), ...model.drivers.map((d) => d.location)];
  const projection = fitProjection(points, DESK_MAP_BOX);
  const places = stops.map((stop) => projection.project(stop.location));
  const markers =
    places.length <= SPREAD_LIMIT ? spreadMarkers(places, MARKER_GAP, DESK_MAP_BOX) : places;
  const spots = new Map<string, { place: PlanePoint; at: PlanePoint; location: GeoPoint }>();
  stops.forEach((stop, index) =>
    spots.set(stop.id, { place: places[index], at: markers[index], location: stop.location }),
  );
  return { projection, spots, cells: cellsOf(markers) };
}

function samePoint(a: GeoPoint, b: GeoPoint): boolean {
  return a === b || (a.lat === b.lat && a.lng === b.lng);
}

function inside(point: PlanePoint, margin = 0): boolean {
  const { width, height } = DESK_MAP_BOX;
  return (
    point.x >= margin &&
    point.x <= width - margin &&
    point.y >= margin &&
    point.y <= height - margin
  );
}

/** Whether `layout` still draws the model: the same placed stops, every driver inside. */
export function layoutFits(model: DeskMapModel, layout: DeskLayout): boolean {
  let placed = 0;
  for (const stop of model.stopsById.values()) {
    if (stop.location === null) continue;
    placed += 1;
    const spot = layout.spots.get(stop.id);
    if (spot === undefined || !samePoint(spot.location, stop.location)) return false;
  }
  if (placed !== layout.spots.size) return false;
  return model.drivers.every((driver) => inside(layout.projection.project(driver.location)));
}

/** The last layout drawn on this page: the Map shown again draws the same day without a new one. */
let lastLayout: DeskLayout | null = null;

function freshLayout(model: DeskMapModel): DeskLayout {
  lastLayout = deskLayout(model);
  return lastLayout;
}

/** The layout, kept while it still draws the model (React's state derived from props). */
export function useDeskLayout(model: DeskMapModel): DeskLayout {
  const [kept, setKept] = useState(() =>
    lastLayout !== null && layoutFits(model, lastLayout) ? lastLayout : freshLayout(model),
  );
  if (layoutFits(model, kept)) return kept;
  const next = freshLayout(model);
  setKept(next);
  return next;
}
