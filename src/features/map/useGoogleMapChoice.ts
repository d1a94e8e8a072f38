import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '@/features/shared/useOnline';
import { after } from '@/platform';
import type { MapFallbackReason } from './MapFallbackCard';
import { useMapRuntime } from './runtime';

// Whether Google's map may show, for both maps (the detail's and the route's): with a key, a
// connection and something to show, and not after a failure on this page (docs/map.md).

export interface GoogleMapChoice {
  /** Why Google's map does not show; null when it does. */
  reason: MapFallbackReason | null;
  /** Google failed (script, chunk, key, timeout): no more tries on this page. */
  fail(): void;
  /** The map is up: the load timeout no longer applies. */
  markReady(): void;
}

export function useGoogleMapChoice(apiKey: string | null, hasPlaces: boolean): GoogleMapChoice {
  const runtime = useMapRuntime();
  const online = useOnline();
  const [failed, setFailed] = useState(() => runtime.hasFailed());
  const [ready, setReady] = useState(false);

  const reason: MapFallbackReason | null =
    apiKey === null || apiKey.trim() === ''
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
    runtime.markFailed();
    setFailed(true);
  }, [runtime]);
  const markReady = useCallback(() => setReady(true), []);

  // A script or chunk that neither loads nor errors (a captive portal, a stalled connection)
  // must not leave a spinner forever: after the timeout the fallback shows for good.
  useEffect(() => {
    if (!showMap || ready) return;
    return after(runtime.loadTimeoutMs, fail);
  }, [showMap, ready, fail, runtime]);

  return { reason, fail, markReady };
}
