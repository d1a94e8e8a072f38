import {
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { createMapsLoader, type MapsLoader, type MapsLoaderOptions } from '@/ui/maps/mapsLoader';
import { createMapView, type MapViewProps } from './MapView';
import { createRouteGoogleMap, type RouteGoogleMapProps } from './RouteGoogleMap';

// How the driver app's maps are loaded, provided through context so tests and demos swap the
// Google adapter without mocking modules: the shared loader (src/ui/maps/mapsLoader.ts: the
// dynamic import, a failed load remembered for the page) and the two maps built on it.

export { DEFAULT_MAP_LOAD_TIMEOUT_MS } from '@/ui/maps/mapsLoader';

export interface MapRuntime extends MapsLoader {
  /** The lazily loaded map; Suspense shows the placeholder while its chunk downloads. */
  LazyMapView: LazyExoticComponent<ComponentType<MapViewProps>>;
  /** The route map on Google's map, from the same adapter. */
  LazyRouteGoogleMap: LazyExoticComponent<ComponentType<RouteGoogleMapProps>>;
}

export type MapRuntimeOptions = MapsLoaderOptions;

export function createMapRuntime(options: MapRuntimeOptions = {}): MapRuntime {
  const loader = createMapsLoader(options);
  return {
    ...loader,
    LazyMapView: lazy(async () => ({ default: createMapView(await loader.loadAdapter()) })),
    LazyRouteGoogleMap: lazy(async () => ({
      default: createRouteGoogleMap(await loader.loadAdapter()),
    })),
  };
}

const defaultMapRuntime = createMapRuntime();

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
