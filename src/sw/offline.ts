/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The HTML document of the app shell, as it appears in the precache list. */
export const SHELL_URL = 'index.html';

/**
 * The shell with the sign-in form prerendered in it (scripts/vite/prerenderFirstScreens.ts),
 * for /login only: every other route opens on "Starting Dispatch…", so a signed-in start never
 * flashes the form.
 */
export const LOGIN_SHELL_URL = 'login.html';

/** The navigations answered with LOGIN_SHELL_URL (Workbox tests pathname + search). */
export const LOGIN_NAVIGATION: readonly RegExp[] = [/^\/login(\?.*)?$/];

/**
 * Navigations that must reach the server even though they are inside the scope:
 * - `/__/…`: Firebase Hosting's reserved URLs (the Auth redirect handler, the init script);
 * - anything that looks like a file (`/robots.txt`, `/sw.js`): never answered with the shell;
 * - `/track/<token>`: the customer's tracking page, a page of its own;
 * - `/desk` and below: the back office's desk, a page of its own too.
 * Every app route (`/order`, `/delivered`, `/order-detail?id=…`, unknown paths that the app
 * answers with its own "not found") gets the shell; `/login` gets the shell with the form.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/__\//,
  // The customer's tracking page (docs/tracking.md): its own HTML from the server, never the
  // driver app's shell (a driver's phone opening a customer link must see the customer page).
  /^\/track(\/|\?|$)/,
  // The back office's desk (docs/desk.md): its own HTML and build, never precached; a manager
  // opening /desk on a phone that has the driver app installed must get the desk.
  /^\/desk(\/|\?|$)/,
  // A last path segment with an extension; the query string is ignored (ids may contain dots).
  /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
];

/**
 * Precaches the build (the list is injected at build time) and answers every app navigation
 * with the precached shell (with the sign-in form for /login), so the app opens with no
 * network. Only build assets are cached: there is deliberately no runtime caching route, so API, Firestore and backend responses
 * (a signed-in user's data) always go to the network; the data layer keeps its own offline
 * copy (the Firestore cache, or IndexedDB in demo mode).
 */
export function installOfflineShell(manifest: ReadonlyArray<PrecacheEntry | string>): void {
  precacheAndRoute([...manifest]);
  // Precaches of older Workbox versions (different cache names) are deleted on activate.
  cleanupOutdatedCaches();
  // Registered first: Workbox answers with the first route that matches.
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(LOGIN_SHELL_URL), {
      allowlist: [...LOGIN_NAVIGATION],
      denylist: [...NAVIGATION_DENYLIST],
    }),
  );
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(SHELL_URL), {
      denylist: [...NAVIGATION_DENYLIST],
    }),
  );
}
