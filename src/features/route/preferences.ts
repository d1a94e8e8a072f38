import { NAVIGATION_APPS, type NavigationApp } from '@/domain/route/links';
import { readStoredRoute, storedRoute } from '@/domain/route/routeOrder';
import { createStore, safeLocalStorage, type Store } from '@/platform';

// What the route keeps on the phone (docs/route.md#kept-on-the-phone), in localStorage: the
// route order (per dispatcher and per day), the list's sort, list or map, and the navigation
// app. Per
// device, like the display choices: the same phone in the same van.

export const ROUTE_STORAGE_KEYS = {
  route: 'dispatch.route',
  sort: 'dispatch.routeSort',
  view: 'dispatch.routeView',
  navigationApp: 'dispatch.navigationApp',
} as const;

/** How /order lists the open orders: in route order, or as before, by time. */
export type RouteSort = 'route' | 'time';

/** How /order shows the open stops: the list, or the route map. */
export type RouteView = 'list' | 'map';

export type RouteStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readItem(storage: RouteStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: RouteStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or blocked: the choice holds for this visit.
  }
}

/** The stored route of this dispatcher today ([] for another one, another day, or none). */
export function loadRoute(storage: RouteStorage | null, dispatchId: string, now: number): string[] {
  const raw = readItem(storage, ROUTE_STORAGE_KEYS.route);
  if (raw === null) return [];
  try {
    return readStoredRoute(JSON.parse(raw), dispatchId, now);
  } catch {
    return [];
  }
}

export function saveRoute(
  storage: RouteStorage | null,
  dispatchId: string,
  now: number,
  stops: readonly string[],
): void {
  writeItem(storage, ROUTE_STORAGE_KEYS.route, JSON.stringify(storedRoute(dispatchId, now, stops)));
}

export function readSort(storage: RouteStorage | null): RouteSort {
  return readItem(storage, ROUTE_STORAGE_KEYS.sort) === 'time' ? 'time' : 'route';
}

export function readView(storage: RouteStorage | null): RouteView {
  return readItem(storage, ROUTE_STORAGE_KEYS.view) === 'map' ? 'map' : 'list';
}

/** Whether this is an Apple device (iPhone, iPad, Mac): only there is Apple Maps offered. */
export function isAppleDevice(
  browser: { userAgent: string; platform?: string } | undefined = globalThis.navigator,
): boolean {
  if (browser === undefined) return false;
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/u.test(browser.userAgent);
}

/** The apps this device offers: Apple Maps on Apple devices only. */
export function navigationApps(apple: boolean = isAppleDevice()): NavigationApp[] {
  return NAVIGATION_APPS.filter((app) => app !== 'apple' || apple);
}

/** The chosen app, if this device offers it; else Google Maps. */
export function readNavigationApp(
  storage: RouteStorage | null,
  apple: boolean = isAppleDevice(),
): NavigationApp {
  const saved = readItem(storage, ROUTE_STORAGE_KEYS.navigationApp);
  const app = navigationApps(apple).find((choice) => choice === saved);
  return app ?? 'google';
}

export interface RoutePreferences {
  sort: Store<RouteSort>;
  view: Store<RouteView>;
  navigationApp: Store<NavigationApp>;
  chooseSort(sort: RouteSort): void;
  chooseView(view: RouteView): void;
  chooseNavigationApp(app: NavigationApp): void;
  storage: RouteStorage | null;
}

export function createRoutePreferences(storage: RouteStorage | null): RoutePreferences {
  const sort = createStore(readSort(storage));
  const view = createStore(readView(storage));
  const navigationApp = createStore(readNavigationApp(storage));
  return {
    sort,
    view,
    navigationApp,
    storage,
    chooseSort(next) {
      writeItem(storage, ROUTE_STORAGE_KEYS.sort, next);
      sort.set(next);
    },
    chooseView(next) {
      writeItem(storage, ROUTE_STORAGE_KEYS.view, next);
      view.set(next);
    },
    chooseNavigationApp(next) {
      writeItem(storage, ROUTE_STORAGE_KEYS.navigationApp, next);
      navigationApp.set(next);
    },
  };
}

let shared: RoutePreferences | null = null;

/** This page's route preferences, on the browser's localStorage. */
export function sharedRoutePreferences(): RoutePreferences {
  shared ??= createRoutePreferences(safeLocalStorage());
  return shared;
}

/** Forgets the page's preferences object (tests, after clearing storage). */
export function resetSharedRoutePreferences(): void {
  shared = null;
}
