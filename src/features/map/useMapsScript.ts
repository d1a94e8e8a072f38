import { useEffect } from 'react';
import type { GoogleMapsAdapter } from './adapter';

// Loading Google's script for either map (the detail's, the route's): reports the map ready
// once it loaded, and a failure on a load error or a rejected key (gm_authFailure), where the
// caller swaps in the drawing.

export const SCRIPT_ELEMENT_ID = 'google-maps-script';

export interface MapsScriptOptions {
  apiKey: string;
  apiUrl: string;
  onReady: () => void;
  onFailure: () => void;
}

/** Whether the script is ready to draw a map, through the adapter's loader. */
export function useMapsScript(
  adapter: GoogleMapsAdapter,
  { apiKey, apiUrl, onReady, onFailure }: MapsScriptOptions,
): { usable: boolean } {
  const { isLoaded, loadError } = adapter.useLoadScript({
    id: SCRIPT_ELEMENT_ID,
    googleMapsApiKey: apiKey,
    apiUrl,
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
