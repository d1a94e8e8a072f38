import type { GoogleMapsAdapter } from './adapter';

// How Google's maps are loaded, for either app (docs/map.md): the adapter through a dynamic
// import (so @react-google-maps/api stays out of every initial chunk: scripts/check-bundle.mjs),
// and a failed load remembered, so the script is tried once per page, never in a loop (a reload
// tries again). Tests hand their own loadAdapter in instead of mocking modules.

/** How long the map chunk and the Maps script together may take before the fallback shows. */
export const DEFAULT_MAP_LOAD_TIMEOUT_MS = 15_000;

export interface MapsLoader {
  loadAdapter(): Promise<GoogleMapsAdapter>;
  loadTimeoutMs: number;
  hasFailed(): boolean;
  markFailed(): void;
}

export interface MapsLoaderOptions {
  loadAdapter?: () => Promise<GoogleMapsAdapter>;
  loadTimeoutMs?: number;
}

/** The production adapter, in its own chunk. */
export async function loadGoogleMapsAdapter(): Promise<GoogleMapsAdapter> {
  return (await import('./googleMapsAdapter')).googleMapsAdapter;
}

export function createMapsLoader({
  loadAdapter = loadGoogleMapsAdapter,
  loadTimeoutMs = DEFAULT_MAP_LOAD_TIMEOUT_MS,
}: MapsLoaderOptions = {}): MapsLoader {
  let failed = false;
  return {
    loadAdapter,
    loadTimeoutMs,
    hasFailed: () => failed,
    markFailed: () => {
      failed = true;
    },
  };
}
