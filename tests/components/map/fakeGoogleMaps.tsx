import { useEffect } from 'react';
import { createMapRuntime, type MapRuntime } from '@/features/map/runtime';
import type {
  GoogleMapProps,
  GoogleMapsAdapter,
  MapHandle,
  MarkerProps,
  PlaceChoice,
  PolylineProps,
  ScriptLoadOptions,
  ScriptLoadState,
} from '@/ui/maps/adapter';

// A stand-in for the Google Maps adapter: records what the feature asks of Google and lets a
// test decide how the script load goes. Injected through MapRuntimeProvider, never by mocking.

export interface FakeGoogleMaps {
  adapter: GoogleMapsAdapter;
  runtime: MapRuntime;
  scriptLoads: ScriptLoadOptions[];
  mapProps: GoogleMapProps[];
  markers: MarkerProps[];
  polylines: PolylineProps[];
  fitBoundsCalls: Parameters<MapHandle['fitBounds']>[];
  /** The inputs Google's suggestions are attached to now. */
  placesInputs: HTMLInputElement[];
  /** How many maps called onLoad with their instance. */
  mapLoads: number;
  /** How many components listen for a rejected key. */
  authListenerCount(): number;
  /** Rejects Google's key after load, as window.gm_authFailure would. */
  failAuth(): void;
}

export function fakeGoogleMaps(
  script: ScriptLoadState = { isLoaded: true, loadError: undefined },
  options: {
    loadAdapter?: () => Promise<GoogleMapsAdapter>;
    loadTimeoutMs?: number;
    /** Google's suggestions under an address field, each a button named "Suggestion: …". */
    suggestions?: readonly PlaceChoice[];
  } = {},
): FakeGoogleMaps {
  const authListeners = new Set<() => void>();
  const fake: Omit<FakeGoogleMaps, 'adapter' | 'runtime'> = {
    scriptLoads: [],
    mapProps: [],
    markers: [],
    polylines: [],
    fitBoundsCalls: [],
    placesInputs: [],
    mapLoads: 0,
    authListenerCount: () => authListeners.size,
    failAuth: () => authListeners.forEach((listener) => listener()),
  };
  const mapHandle: MapHandle = {
    fitBounds: (...args) => {
      fake.fitBoundsCalls.push(args);
    },
  };
  const adapter: GoogleMapsAdapter = {
    useLoadScript(loadOptions) {
      fake.scriptLoads.push(loadOptions);
      return script;
    },
    GoogleMap(props) {
      fake.mapProps.push(props);
      const { onLoad } = props;
      // The real map calls onLoad once the instance exists.
      useEffect(() => {
        fake.mapLoads += 1;
        onLoad(mapHandle);
      }, [onLoad]);
      return (
        <div role="region" aria-label="Google map">
          {props.children}
        </div>
      );
    },
    Marker(props) {
      fake.markers.push(props);
      // A marker that opens something is clicked as Google's would be.
      return props.onClick !== undefined ? (
        <button type="button" aria-label={`Marker: ${props.title}`} onClick={props.onClick} />
      ) : (
        <span role="img" aria-label={`Marker: ${props.title}`} />
      );
    },
    Polyline(props) {
      fake.polylines.push(props);
      return null;
    },
    PlacesAutocomplete({ input, onPlace }) {
      // Google attaches to the input it is handed and comes off it on unmount.
      useEffect(() => {
        fake.placesInputs.push(input);
        return () => {
          fake.placesInputs.splice(fake.placesInputs.indexOf(input), 1);
        };
      }, [input]);
      return (
        <ul aria-label="Suggestions">
          {(options.suggestions ?? []).map((place) => (
            <li key={place.address}>
              <button type="button" onClick={() => onPlace(place)}>
                {`Suggestion: ${place.address}`}
              </button>
            </li>
          ))}
        </ul>
      );
    },
    onAuthFailure(listener) {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
  };
  const runtime = createMapRuntime({
    loadAdapter: options.loadAdapter ?? (async () => adapter),
    loadTimeoutMs: options.loadTimeoutMs,
  });
  return Object.assign(fake, { adapter, runtime });
}
