import { GoogleMap, MarkerF, PolylineF, useLoadScript } from '@react-google-maps/api';
import { createElement } from 'react';
import { createListeners } from '@/platform';
import type { GoogleMapProps, GoogleMapsAdapter, MarkerProps, PolylineProps } from './adapter';

// The production Google Maps adapter. This is the only module that imports
// @react-google-maps/api, and it is only ever reached through a dynamic import
// (runtime.ts), so the library stays out of the initial chunk (scripts/check-bundle.mjs).

const authFailureListeners = createListeners();

type WindowWithAuthHook = Window & { gm_authFailure?: () => void };

function installAuthFailureHook(): void {
  // Google calls this global when the key is rejected (wrong key, referrer, billing).
  (window as WindowWithAuthHook).gm_authFailure = () => authFailureListeners.emit();
}

function DeliveryGoogleMap(props: GoogleMapProps) {
  return createElement(GoogleMap, props);
}

function DeliveryMarker({ position, title, label, onClick }: MarkerProps) {
  return createElement(MarkerF, { position, title, label, onClick });
}

function RouteLegs({ path }: PolylineProps) {
  return createElement(PolylineF, { path: [...path], options: LEG_OPTIONS });
}

/** The legs: the brand's dark red, thick enough to read in a moving van. */
const LEG_OPTIONS = {
  strokeColor: '#470b0b',
  strokeOpacity: 0.8,
  strokeWeight: 4,
  clickable: false,
};

export const googleMapsAdapter: GoogleMapsAdapter = {
  useLoadScript: (options) => useLoadScript(options),
  GoogleMap: DeliveryGoogleMap,
  Marker: DeliveryMarker,
  Polyline: RouteLegs,
  onAuthFailure(listener) {
    installAuthFailureHook();
    return authFailureListeners.add(listener);
  },
};
