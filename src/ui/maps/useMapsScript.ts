import { useEffect } from 'react';
import type { GoogleMapsAdapter, MapsLibrary } from './adapter';

// Loading Google's script for any map (the driver's detail and route maps, the desk's): reports the map ready
// once it loaded, and a failure on a load error or a rejected key (gm_authFailure), where the
// caller swaps in the drawing.

export const SCRIPT_ELEMENT_ID = 'google-maps-script';

export interface MapsScriptOptions {
  apiKey: string;
  apiUrl: string;
  /** A constant of the app's (the loader refuses a second load with other options). */
  libraries?: readonly MapsLibrary[];
  onReady: () => void;
  onFailure: () => void;
}

/** Whether the script is ready to draw a map, through the adapter's loader. */
export function useMapsScript(
  adapter: GoogleMapsAdapter,
  { apiKey, apiUrl, libraries, onReady, onFailure }: MapsScriptOptions,
): { usable: boolean } {
  const { isLoaded, loadError } = adapter.useLoadScript({
    id: SCRIPT_ELEMENT_ID,
    googleMapsApiKey: apiKey,
    apiUrl,
    ...(libraries === undefined ? {} : { libraries }),
  });
  const failed = loadError !== undefined && loadError !== null;
  useEffect(() => {
    if (failed) onFailure();
  }, [failed, onFailure]);
  useEffect(() => {
    if (isLoaded && !failed) onReady();
  }, [isLoaded, failed, onReady]);
  useEffect(() => adapter.onAuthFailure(onFailure), [adapter, onFailure]);
  return { usable: isLoaded && !failed };
}
