import { useCallback, useEffect, useState } from 'react';
import { after } from '@/platform';
import type { MapsLoader } from './mapsLoader';

// Whether Google's map may show, for every map of both apps (the driver's detail and route maps,
// the desk's map): with a key, a connection and something to show, and not after a failure on
// this page (docs/map.md).

/** Why Google's map does not show. */
export type MapFallbackReason = 'no-key' | 'offline' | 'load-failed' | 'no-location';

export interface GoogleMapChoice {
  /** Why Google's map does not show; null when it does. */
  reason: MapFallbackReason | null;
  /** Google failed (script, chunk, key, timeout): no more tries on this page. */
  fail(): void;
  /** The map is up: the load timeout no longer applies. */
  markReady(): void;
}

/** Whether a maps key was configured (an empty one is none). */
export function hasMapsKey(apiKey: string | null): apiKey is string {
  return apiKey !== null && apiKey.trim() !== '';
}

export function useGoogleMapChoice(
  loader: MapsLoader,
  { apiKey, online, hasPlaces }: { apiKey: string | null; online: boolean; hasPlaces: boolean },
): GoogleMapChoice {
  const [failed, setFailed] = useState(() => loader.hasFailed());
  const [ready, setReady] = useState(false);

  const reason: MapFallbackReason | null = !hasMapsKey(apiKey)
    ? 'no-key'
    : !online
      ? 'offline'
      : failed
        ? 'load-failed'
        : !hasPlaces
          ? 'no-location'
          : null;
  const showMap = reason === null;

  const fail = useCallback(() => {
    loader.markFailed();
    setFailed(true);
  }, [loader]);
  const markReady = useCallback(() => setReady(true), []);

  // A script or chunk that neither loads nor errors (a captive portal, a stalled connection)
  // must not leave a spinner forever: after the timeout the fallback shows for good.
  useEffect(() => {
    if (!showMap || ready) return;
    return after(loader.loadTimeoutMs, fail);
  }, [showMap, ready, fail, loader]);

  return { reason, fail, markReady };
}
