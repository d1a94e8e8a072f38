// The map feature's public API (docs/map.md).
import { lazy } from 'react';

export { DeliveryMap, scriptBaseUrl, type DeliveryMapProps } from './DeliveryMap';
export { NavigateLink, CallLink } from './links';
export { directionsUrl, telHref, type DirectionsRequest } from './directions';
export {
  MapRuntimeProvider,
  createMapRuntime,
  DEFAULT_MAP_LOAD_TIMEOUT_MS,
  type MapRuntime,
} from './runtime';
export type { GoogleMapsAdapter } from '@/ui/maps/adapter';
export type { RouteMapModel, RouteMapStop } from './routeMapModel';
export type { RouteMapProps } from './RouteMap';

/** The route map, in its own chunk: the list's first screen does not carry it (check:bundle). */
export const RouteMap = lazy(() => import('./RouteMap'));
