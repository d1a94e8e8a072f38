import type { LatLng } from '@/domain/route/geo';
import { createStore, every, onVisible } from '@/platform';

// Where the driver is (docs/route.md#where-the-driver-is). The phone is asked only when the
// driver taps "Optimise route"; after that, while the page is visible, the last known position
// is refreshed now and then without asking again (only when the permission is already granted).

export interface KnownPosition {
  at: LatLng;
  /** Epoch ms of the fix. */
  time: number;
}

export const lastPosition = createStore<KnownPosition | null>(null, Object.is, {
  lifetime: 'page',
});

/** How often the position is refreshed while the page is visible. */
export const POSITION_REFRESH_MS = 60_000;
const FIX_TIMEOUT_MS = 10_000;
/** A fix older than this is asked again. */
const FIX_MAX_AGE_MS = 30_000;

function geolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : null;
}

/** Asks the phone for its position (the permission prompt, the first time); null without one. */
export function requestPosition(): Promise<KnownPosition | null> {
  const geo = geolocation();
  if (geo === null) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      geo.getCurrentPosition(
        (fix) => {
          const known = {
            at: { lat: fix.coords.latitude, lng: fix.coords.longitude },
            time: fix.timestamp,
          };
          lastPosition.set(known);
          resolve(known);
        },
        () => resolve(null),
        { enableHighAccuracy: false, timeout: FIX_TIMEOUT_MS, maximumAge: FIX_MAX_AGE_MS },
      );
    } catch {
      resolve(null);
    }
  });
}

/** Whether the phone already lets this page know where it is (never prompts). */
async function permissionGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * While mounted: refreshes the last known position now, when the page comes back to the front,
 * and every minute, if the permission is granted. Returns the stop function.
 */
export function keepPositionFresh(): () => void {
  if (geolocation() === null) return () => {};
  const refresh = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    void permissionGranted().then((granted) => {
      if (granted) void requestPosition();
    });
  };
  refresh();
  const stopVisible = onVisible(refresh);
  const stopTimer = every(POSITION_REFRESH_MS, refresh);
  return () => {
    stopVisible();
    stopTimer();
  };
}
