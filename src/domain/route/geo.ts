// Straight-line distance and an arrival estimate (docs/route.md#the-next-stop). A driver's
// streets are not straight: the figures are a guide, said as such ("~8 min").

/** A point on Earth in degrees (the same shape as the receipt's GeoPoint). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The Earth's mean radius in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** The average speed in town when none is configured (km/h). */
export const DEFAULT_AVERAGE_SPEED_KMH = 20;

/**
 * How much longer a trip by road is than the straight line, on average in a town's grid of
 * streets (the usual "circuity" figure is 1.2–1.4): the estimates below multiply by it.
 */
export const ROAD_FACTOR = 1.3;

const RADIANS = Math.PI / 180;

/** The great-circle distance between two points in metres (haversine). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as it is said: metres to the nearest 10 under 1 km, else kilometres. */
export type DistanceParts =
  { unit: 'm'; value: number } | { unit: 'km'; value: number; fractionDigits: 0 | 1 };

/** "850 m", "2.4 km", "12 km": the parts, for the screen's language to format. */
export function distanceParts(metres: number): DistanceParts {
  const safe = Number.isFinite(metres) && metres > 0 ? metres : 0;
  const roundedMetres = Math.round(safe / 10) * 10;
  if (roundedMetres < 1000) return { unit: 'm', value: roundedMetres };
  const km = safe / 1000;
  if (km < 10) return { unit: 'km', value: Math.round(km * 10) / 10, fractionDigits: 1 };
  return { unit: 'km', value: Math.round(km), fractionDigits: 0 };
}

/**
 * Whole minutes to cover a distance at an average speed, rounded up, at least 1: "~8 min".
 * Null when the speed is not a positive number.
 */
export function etaMinutes(metres: number, speedKmh: number): number | null {
  if (!Number.isFinite(speedKmh) || speedKmh <= 0) return null;
  const safe = Number.isFinite(metres) && metres > 0 ? metres : 0;
  const minutes = Math.ceil(safe / ((speedKmh * 1000) / 60));
  return Math.max(1, minutes);
}

/**
 * Seconds to drive from one point to another: the straight line × ROAD_FACTOR at the average
 * speed. The one travel estimate of the product: the customer's "Arriving in about 8 min" and
 * the desk's auto-dispatch (docs/auto-dispatch.md) both read it, so they never disagree.
 * Infinity when the speed is not a positive number.
 */
export function travelSeconds(from: LatLng, to: LatLng, speedKmh: number): number {
  if (!Number.isFinite(speedKmh) || speedKmh <= 0) return Number.POSITIVE_INFINITY;
  const metres = distanceMetres(from, to) * ROAD_FACTOR;
  return metres / ((speedKmh * 1000) / 3600);
}

/** travelSeconds as it is said: whole minutes, rounded up, at least 1; null without a speed. */
export function travelMinutes(from: LatLng, to: LatLng, speedKmh: number): number | null {
  const seconds = travelSeconds(from, to, speedKmh);
  if (!Number.isFinite(seconds)) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}
