// The map feature's public API (docs/map.md).
export { DeliveryMap, scriptBaseUrl, type DeliveryMapProps } from './DeliveryMap';
export { NavigateLink, CallLink } from './links';
export { directionsUrl, telHref, type DirectionsRequest } from './directions';
export {
  MapRuntimeProvider,
  createMapRuntime,
  DEFAULT_MAP_LOAD_TIMEOUT_MS,
  type MapRuntime,
} from './runtime';
export type { GoogleMapsAdapter } from './adapter';
