import type { OriginAddress } from '@/domain/origin';
import type { GeoPoint } from '@/domain/read';

// Pure map maths, kept out of the components so it is tested without a map.

export interface LatLngBoundsLiteral {
  north: number;
  south: number;
  east: number;
  west: number;
}

export function originPoint(origin: OriginAddress | null): GeoPoint | null {
  if (origin === null || origin.lat === null || origin.lng === null) return null;
  return { lat: origin.lat, lng: origin.lng };
}

/** The smallest box holding every point; null for no points. */
export function boundsOf(points: readonly GeoPoint[]): LatLngBoundsLiteral | null {
  if (points.length === 0) return null;
  return {
    north: Math.max(...points.map((p) => p.lat)),
    south: Math.min(...points.map((p) => p.lat)),
    east: Math.max(...points.map((p) => p.lng)),
    west: Math.min(...points.map((p) => p.lng)),
  };
}

/** "52.5200, 13.4050": how coordinates read when no address text is known. */
export function formatPoint(point: GeoPoint): string {
  return `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
}
