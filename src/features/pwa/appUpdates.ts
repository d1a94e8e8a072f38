import type { ReadableStore } from '@/platform';

/**
 * Where a new version of the app stands, as the page sees it:
 * - `current`: nothing to offer;
 * - `waiting`: a new version is installed and waits for the user's go;
 * - `reloading`: the user said go; the new version is taking over and the page reloads.
 */
export type AppUpdateStatus = 'current' | 'waiting' | 'reloading';

/** The "update waiting" state and the one action on it. The app provides it (workbox-window). */
export interface AppUpdates extends ReadableStore<AppUpdateStatus> {
  /** Lets the waiting version take over, then reloads the page into it. Never called unasked. */
  applyUpdate(): void;
}

/** For the dev server and anywhere no service worker runs: there is never an update. */
export const noAppUpdates: AppUpdates = {
  get: () => 'current',
  subscribe: () => () => {},
  applyUpdate: () => {},
};
