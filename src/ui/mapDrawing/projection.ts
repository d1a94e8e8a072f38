import { EARTH_RADIUS_M, type LatLng } from '@/domain/route/geo';

// The drawing's plane (docs/map.md#the-drawing): a local equirectangular projection centred on
// the points drawn. Across a city (tens of km) it keeps distances within a fraction of a
// percent of the great-circle ones, with north up and one scale for both axes, which is all a
// driver needs to see the shape of the day. No tiles: nothing here touches the network.

export interface PlanePoint {
  x: number;
  y: number;
}

export interface Projection {
  /** Where a point falls on the drawing, in drawing units (y grows southwards). */
  project(point: LatLng): PlanePoint;
  /** Metres on the ground per drawing unit. */
  metresPerUnit: number;
}

const RADIANS = Math.PI / 180;

/** The smallest span (metres) a drawing shows: one point alone is not a map of a continent. */
const MIN_SPAN_M = 400;

/**
 * Fits the points into a width × height box, keeping `padding` units free on every side. The
 * same scale on both axes keeps the drawing true to scale; the points are centred.
 */
export function fitProjection(
  points: readonly LatLng[],
  size: { width: number; height: number; padding: number },
): Projection {
  const lats = points.map((p) => p.lat);
  // Longitudes as offsets from the first point, so that a route across the antimeridian has
  // its middle there and not on the other side of the Earth.
  const firstLng = points[0]?.lng ?? 0;
  const lngs = points.map((p) => wrapDegrees(p.lng - firstLng));
  const midLat = points.length > 0 ? (Math.min(...lats) + Math.max(...lats)) / 2 : 0;
  const midLng = points.length > 0 ? firstLng + (Math.min(...lngs) + Math.max(...lngs)) / 2 : 0;
  const cosLat = Math.cos(midLat * RADIANS);
  // Metres east and north of the centre.
  const toMetres = (p: LatLng): PlanePoint => ({
    x: EARTH_RADIUS_M * cosLat * wrapDegrees(p.lng - midLng) * RADIANS,
    y: EARTH_RADIUS_M * (p.lat - midLat) * RADIANS,
  });
  const local = points.map(toMetres);
  const spanX = Math.max(MIN_SPAN_M, ...local.map((p) => 2 * Math.abs(p.x)));
  const spanY = Math.max(MIN_SPAN_M, ...local.map((p) => 2 * Math.abs(p.y)));
  const innerWidth = Math.max(1, size.width - 2 * size.padding);
  const innerHeight = Math.max(1, size.height - 2 * size.padding);
  const metresPerUnit = Math.max(spanX / innerWidth, spanY / innerHeight);
  return {
    metresPerUnit,
    project(point) {
      const m = toMetres(point);
      return { x: size.width / 2 + m.x / metresPerUnit, y: size.height / 2 - m.y / metresPerUnit };
    },
  };
}

/** A longitude difference in (-180, 180]: a route across the antimeridian stays together. */
function wrapDegrees(degrees: number): number {
  return ((((degrees + 180) % 360) + 360) % 360) - 180;
}

/** The longest round length (1, 2 or 5 × 10ⁿ metres) at most `maxUnits` long on the drawing. */
export function scaleBar(
  metresPerUnit: number,
  maxUnits: number,
): { metres: number; units: number } {
  const most = metresPerUnit * maxUnits;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((step) => step * power).find((length) => length <= most) ?? power;
  return { metres, units: metres / metresPerUnit };
}
