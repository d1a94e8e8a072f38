import type { DispatchDriver, DispatchSettings, DispatchStop } from '@/domain/dispatch';

// Points around a town centre and drivers built the short way, for the dispatch tests.

export const NOW = Date.UTC(2026, 10, 28, 18, 0);
export const MINUTE = 60_000;
export const CENTRE = { lat: 38.72, lng: -9.14 };

/** A point `north` and `east` kilometres from the centre (near enough on a town's scale). */
export function km(north: number, east: number) {
  return {
    lat: CENTRE.lat + north / 111.2,
    lng: CENTRE.lng + east / (111.2 * Math.cos((CENTRE.lat * Math.PI) / 180)),
  };
}

export function stop(id: string, north: number, east: number, dueIn: number | null = null) {
  return { id, location: km(north, east), dueAt: dueIn === null ? null : NOW + dueIn * MINUTE };
}

export const SETTINGS: DispatchSettings = {
  speedKmh: 20,
  stopSeconds: 0,
  maxOrdersPerDriver: null,
  store: null,
};

export function driver(
  uid: string,
  at: { lat: number; lng: number } | null,
  run: readonly DispatchStop[] = [],
  extra: Partial<DispatchDriver> = {},
): DispatchDriver {
  return {
    uid,
    name: uid,
    onShift: true,
    position: at === null ? null : { ...at, storedAt: NOW - MINUTE },
    lastStop: null,
    run,
    runEstimated: false,
    ...extra,
  };
}
