import {
  GoogleMap,
  MarkerF,
  PolylineF,
  useLoadScript,
  type Libraries,
} from '@react-google-maps/api';
import { createElement, useEffect, useRef } from 'react';
import { createListeners } from '@/platform';
import type {
  GoogleMapProps,
  GoogleMapsAdapter,
  MarkerProps,
  PlaceChoice,
  PlacesAutocompleteProps,
  PolylineProps,
} from './adapter';

// The production Google Maps adapter. This is the only module that imports
// @react-google-maps/api, and it is only ever reached through a dynamic import
// (mapsLoader.ts), so the library stays out of every initial chunk (scripts/check-bundle.mjs).

const authFailureListeners = createListeners();

type WindowWithAuthHook = Window & { gm_authFailure?: () => void };

function installAuthFailureHook(): void {
  // Google calls this global when the key is rejected (wrong key, referrer, billing).
  (window as WindowWithAuthHook).gm_authFailure = () => authFailureListeners.emit();
}

function DeliveryGoogleMap(props: GoogleMapProps) {
  return createElement(GoogleMap, props);
}

function DeliveryMarker({ position, title, label, onClick, colour }: MarkerProps) {
  if (colour === undefined) return createElement(MarkerF, { position, title, label, onClick });
  // A round marker in the run's colour, its number (or initials) in white: the desk's drawing's.
  return createElement(MarkerF, {
    position,
    title,
    onClick,
    label: { text: label, color: '#ffffff', fontWeight: '700' },
    icon: {
      path: google.maps.SymbolPath.CIRCLE,
      scale: 13,
      fillColor: colour,
      fillOpacity: 1,
      strokeColor: '#ffffff',
      strokeWeight: 2,
    },
  });
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

/** What a chosen place brings back: its address and its position, nothing billed beyond. */
const PLACE_FIELDS = ['formatted_address', 'geometry.location'];

/** Whether Google's list of suggestions is open (its container is shown). */
function suggestionsOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('.pac-container')].some(
    (list) => list.style.display !== 'none' && list.childElementCount > 0,
  );
}

/**
 * What Google's widget may change on its input, none of it drawn by React: its placeholder, the
 * combobox's ARIA, and, on a rejected key, a disabled input with a warning's style.
 */
const GOOGLE_INPUT_ATTRIBUTES = [
  'placeholder',
  'disabled',
  'style',
  'role',
  'aria-autocomplete',
  'aria-expanded',
  'aria-activedescendant',
  'aria-haspopup',
  'aria-owns',
  'aria-controls',
];

/**
 * Attaches Google's suggestions to the input; the returned function takes them off again and
 * leaves the input as it found it, for the input stays on the page as the plain field (after a
 * failure) rather than being drawn anew.
 */
function attachPlaces(input: HTMLInputElement, onPlace: (place: PlaceChoice) => void): () => void {
  const listsBefore = new Set(document.querySelectorAll('.pac-container'));
  const classesBefore = new Set(input.classList);
  const attributesBefore = GOOGLE_INPUT_ATTRIBUTES.map(
    (name) => [name, input.getAttribute(name)] as const,
  );
  const autocomplete = new google.maps.places.Autocomplete(input, { fields: PLACE_FIELDS });
  autocomplete.addListener('place_changed', () => {
    const place = autocomplete.getPlace();
    const location = place.geometry?.location;
    // Enter on text that is no suggestion gives a place with only a name: nothing to report.
    if (place.formatted_address === undefined || location === undefined) return;
    onPlace({
      address: place.formatted_address,
      location: { lat: location.lat(), lng: location.lng() },
    });
  });
  // Enter on a suggestion chooses it: it must not submit the form around the field as well.
  // Added after Google's own listener, so it runs once Google has handled the key.
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && suggestionsOpen()) event.preventDefault();
  };
  input.addEventListener('keydown', keepEnter);
  return () => {
    input.removeEventListener('keydown', keepEnter);
    google.maps.event.clearInstanceListeners(autocomplete);
    // Google listens on the input itself (typing, focus, keys): those go too.
    google.maps.event.clearInstanceListeners(input);
    for (const list of document.querySelectorAll('.pac-container')) {
      if (!listsBefore.has(list)) list.remove();
    }
    for (const name of [...input.classList]) {
      if (!classesBefore.has(name)) input.classList.remove(name);
    }
    for (const [name, value] of attributesBefore) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  };
}

function PlacesAutocomplete({ input, onPlace }: PlacesAutocompleteProps) {
  // The latest onPlace, read when a place is chosen: a new one each render does not reattach.
  const latestOnPlace = useRef(onPlace);
  useEffect(() => {
    latestOnPlace.current = onPlace;
  });
  useEffect(() => attachPlaces(input, (place) => latestOnPlace.current(place)), [input]);
  // Google draws its list of suggestions itself, at the end of the page.
  return null;
}

export const googleMapsAdapter: GoogleMapsAdapter = {
  // The library types `libraries` as a mutable array but only reads it; the reference passed
  // through is the caller's constant, as the library asks (a new array reloads the script).
  useLoadScript: ({ libraries, ...options }) =>
    useLoadScript({ ...options, libraries: libraries as Libraries | undefined }),
  GoogleMap: DeliveryGoogleMap,
  Marker: DeliveryMarker,
  Polyline: RouteLegs,
  PlacesAutocomplete,
  onAuthFailure(listener) {
    installAuthFailureHook();
    return authFailureListeners.add(listener);
  },
};
