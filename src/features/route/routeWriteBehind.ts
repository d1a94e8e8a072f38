import { readStoredRoute, storedRoute, type StoredRoute } from '@/domain/route/routeOrder';
import { after, onHidden, type Unsubscribe } from '@/platform';
import { loadRoute, saveRoute, type RouteStorage } from './preferences';

// The route order as last shown, written to the phone behind the screen: with thousands of
// stops a write is the JSON of every id, and a realtime change must not wait for it
// (docs/performance.md). The order is known on the page at once (a screen that mounts, or the
// first frame's drawing, reads it here), and written once it has been quiet for a moment, or
// at once when the app is hidden (closed or sent to the background).

/** Quiet time before a changed route is written: a burst of feed changes is one write. */
export const SAVE_ROUTE_AFTER_MS = 500;

interface Unsaved {
  storage: RouteStorage | null;
  route: StoredRoute;
  /** When it was shown: the day it is written for. */
  now: number;
  stopTimer: Unsubscribe;
  stopHidden: Unsubscribe;
}

let unsaved: Unsaved | null = null;

/** Writes the route still waiting, if any (the quiet time ended, or the app was hidden). */
export function saveUnsavedRoute(): void {
  const waiting = unsaved;
  if (waiting === null) return;
  forgetUnsavedRoute();
  saveRoute(waiting.storage, waiting.route.dispatchId, waiting.now, waiting.route.stops);
}

/** Drops the route still waiting, unwritten (the route forgotten on this page). */
export function forgetUnsavedRoute(): void {
  unsaved?.stopTimer();
  unsaved?.stopHidden();
  unsaved = null;
}

/** Keeps `stops` as the route shown, and writes it to `storage` when quiet or hidden. */
export function saveRouteWhenQuiet(
  storage: RouteStorage | null,
  dispatchId: string,
  now: number,
  stops: readonly string[],
): void {
  // Another storage's route (component tests) is written at once, not lost.
  if (unsaved !== null && unsaved.storage !== storage) saveUnsavedRoute();
  unsaved?.stopTimer();
  unsaved = {
    storage,
    route: storedRoute(dispatchId, now, stops),
    now,
    stopTimer: after(SAVE_ROUTE_AFTER_MS, saveUnsavedRoute),
    stopHidden: unsaved?.stopHidden ?? onHidden(saveUnsavedRoute),
  };
}

/** The route of this dispatcher today as last shown: the one waiting, else the phone's. */
export function loadRouteAsShown(
  storage: RouteStorage | null,
  dispatchId: string,
  now: number,
): string[] {
  if (unsaved !== null && unsaved.storage === storage) {
    return readStoredRoute(unsaved.route, dispatchId, now);
  }
  return loadRoute(storage, dispatchId, now);
}
