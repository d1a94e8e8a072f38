import { createContext, lazy, useContext, type LazyExoticComponent, type ReactNode } from 'react';
import type { GoogleMapsAdapter } from './adapter';
import { createMapView, type MapViewProps } from './MapView';
import { createRouteGoogleMap, type RouteGoogleMapProps } from './RouteGoogleMap';

// How the map is loaded, provided through context so tests and demos swap the Google adapter
// without mocking modules. The runtime also remembers a failed load: the script is tried once
// per page, never in a loop (a reload tries again).

/** How long the map chunk and the Maps script together may take before the fallback shows. */
export const DEFAULT_MAP_LOAD_TIMEOUT_MS = 15_000;

export interface MapRuntime {
  /** The lazily loaded map; Suspense shows the placeholder while its chunk downloads. */
  LazyMapView: LazyExoticComponent<(props: MapViewProps) => ReactNode>;
  /** The route map on Google's map, from the same adapter. */
  LazyRouteGoogleMap: LazyExoticComponent<(props: RouteGoogleMapProps) => ReactNode>;
  loadTimeoutMs: number;
  hasFailed(): boolean;
  markFailed(): void;
}

export interface MapRuntimeOptions {
  loadAdapter: () => Promise<GoogleMapsAdapter>;
  loadTimeoutMs?: number;
}

export function createMapRuntime({
  loadAdapter,
  loadTimeoutMs = DEFAULT_MAP_LOAD_TIMEOUT_MS,
}: MapRuntimeOptions): MapRuntime {
  let failed = false;
  return {
    LazyMapView: lazy(async () => ({ default: createMapView(await loadAdapter()) })),
    LazyRouteGoogleMap: lazy(async () => ({ default: createRouteGoogleMap(await loadAdapter()) })),
    loadTimeoutMs,
    hasFailed: () => failed,
    markFailed: () => {
      failed = true;
    },
  };
}

const defaultMapRuntime = createMapRuntime({
  loadAdapter: async () => (await import('./googleMapsAdapter')).googleMapsAdapter,
});

const MapRuntimeContext = createContext<MapRuntime>(defaultMapRuntime);

export function MapRuntimeProvider({
  runtime,
  children,
}: {
  runtime: MapRuntime;
  children: ReactNode;
}) {
  return <MapRuntimeContext.Provider value={runtime}>{children}</MapRuntimeContext.Provider>;
}

export function useMapRuntime(): MapRuntime {
  return useContext(MapRuntimeContext);
}
