import type { ComponentType, ReactNode } from 'react';
import type { GeoPoint } from '@/domain/read';
import type { LatLngBoundsLiteral } from './geometry';

// What the two apps need from Google Maps, as an interface. The production implementation
// (googleMapsAdapter.ts, the only module importing @react-google-maps/api) is loaded lazily
// (mapsLoader.ts); tests provide their own (the driver app's MapRuntimeProvider, the desk's
// DeskMapsProvider) instead of mocking modules.

/** The options every delivery map gets (docs/map.md). */
export interface DeliveryMapOptions {
  mapTypeControl: false;
  zoomControl: false;
  fullscreenControl: false;
  streetViewControl: false;
  clickableIcons: boolean;
  gestureHandling: 'cooperative' | 'greedy' | 'none' | 'auto';
}

/** The part of a google.maps.Map instance the feature uses. */
export interface MapHandle {
  fitBounds(bounds: LatLngBoundsLiteral, padding?: number): void;
}

export interface ScriptLoadOptions {
  /** The element id of the <script>; one script per page. */
  id: string;
  googleMapsApiKey: string;
  /** Base URL under which `/maps/api/js` is served. */
  apiUrl: string;
  /**
   * Google's extra libraries. The loader refuses a second load on the page with other options,
   * so one app passes one constant everywhere (the desk: DESK_SCRIPT_LIBRARIES).
   */
  libraries?: readonly MapsLibrary[];
}

export type MapsLibrary = 'places';

export interface ScriptLoadState {
  isLoaded: boolean;
  /** Set when the script failed to load (network, blocked, 404). */
  loadError: unknown;
}

export interface GoogleMapProps {
  center: GeoPoint;
  zoom: number;
  options: DeliveryMapOptions;
  mapContainerClassName: string;
  onLoad: (map: MapHandle) => void;
  children?: ReactNode;
}

export interface MarkerProps {
  position: GeoPoint;
  title: string;
  label: string;
  /** The route map's markers open their stop's card; the desk's choose their driver or stop. */
  onClick?: () => void;
  /** A filled round marker in this colour (a CSS hex) with a white label; else Google's pin. */
  colour?: string;
}

/** A straight line through points (the route map's legs). */
export interface PolylineProps {
  path: readonly GeoPoint[];
}

/** An address chosen among Google's suggestions. */
export interface PlaceChoice {
  /** Google's formatted address. */
  address: string;
  location: GeoPoint;
}

/**
 * Google Places suggestions on a text input the caller draws (the script loaded with 'places').
 * They attach to the input while mounted and come off it on unmount, so the input stays one
 * element, in its place, as Google's script arrives or fails: its focus, caret and text with it.
 * What it renders is beside the input, never around it.
 */
export interface PlacesAutocompleteProps {
  /** The input the suggestions attach to. */
  input: HTMLInputElement;
  /** A suggestion was chosen (one without a position is not reported). */
  onPlace(place: PlaceChoice): void;
}

export interface GoogleMapsAdapter {
  /** A React hook: loads the Maps JavaScript API once per page. */
  useLoadScript(options: ScriptLoadOptions): ScriptLoadState;
  GoogleMap: ComponentType<GoogleMapProps>;
  Marker: ComponentType<MarkerProps>;
  Polyline: ComponentType<PolylineProps>;
  PlacesAutocomplete: ComponentType<PlacesAutocompleteProps>;
  /**
   * Calls back when Google rejects the key after the script loaded (window.gm_authFailure),
   * which otherwise leaves a grey "Oops! Something went wrong" frame. Returns an unsubscribe.
   */
  onAuthFailure(listener: () => void): () => void;
}
