import type { GeoPoint } from '@/domain/read';

// The one model both renderers of the route map draw (docs/map.md#the-route-map): the Google
// map and the drawing of its own get the same stops, numbers and names.

export interface RouteMapStop {
  id: string;
  /** Its place in the route, from 1. */
  number: number;
  /** What the marker is called: "Stop 3: #1042, Rua da Prata 42". */
  name: string;
  location: GeoPoint;
}

export interface RouteMapModel {
  /** The stops with coordinates, in route order (the legs join them in this order). */
  stops: readonly RouteMapStop[];
  store: GeoPoint | null;
  driver: GeoPoint | null;
}

/** Every point the map shows, for fitting the view. */
export function modelPoints(model: RouteMapModel): GeoPoint[] {
  const points = model.stops.map((stop) => stop.location);
  if (model.store !== null) points.push(model.store);
  if (model.driver !== null) points.push(model.driver);
  return points;
}
