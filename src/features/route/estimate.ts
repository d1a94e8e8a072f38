import { useSyncExternalStore } from 'react';
import type { OriginAddress } from '@/domain/origin';
import { distanceMetres, etaMinutes, type LatLng } from '@/domain/route/geo';
import { lastPosition } from './position';

// How far a stop is and how long to get there (docs/route.md#the-next-stop): from the driver's
// last known position, else from the store.

export interface Estimate {
  metres: number;
  minutes: number | null;
  from: 'you' | 'store';
}

export function originPoint(origin: OriginAddress | null): LatLng | null {
  return origin !== null && origin.lat !== null && origin.lng !== null
    ? { lat: origin.lat, lng: origin.lng }
    : null;
}

export function estimate(
  to: LatLng | null,
  position: LatLng | null,
  store: LatLng | null,
  speedKmh: number,
): Estimate | null {
  if (to === null) return null;
  const from = position ?? store;
  if (from === null) return null;
  const metres = distanceMetres(from, to);
  return {
    metres,
    minutes: etaMinutes(metres, speedKmh),
    from: position !== null ? 'you' : 'store',
  };
}

/** The driver's last known position, as it changes. */
export function useLastPosition(): LatLng | null {
  return (
    useSyncExternalStore(lastPosition.subscribe, lastPosition.get, lastPosition.firstRender)?.at ??
    null
  );
}
