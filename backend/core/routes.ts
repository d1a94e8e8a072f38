import type { CoreAnswer } from './answer';
import { deliveryUpdate } from './deliveryUpdate';
import { createApiKey, listApiKeys, revokeApiKey } from './deskApiKeys';
import { deskAssign } from './deskAssign';
import { recordCash } from './deskCash';
import { deactivateDriver } from './deskDeactivate';
import { deskOrders } from './deskOrders';
import { readDeskSettings, saveDeskSettings } from './deskSettings';
import { driverPasswordLink, inviteDriver } from './deskTeam';
import { driverPosition, driverShift } from './driverShift';
import { pathWithoutApi, type Call, type HttpDeps, type KeyCall } from './httpTypes';
import { ordersIntake } from './ordersIntake';
import { tokenUpdate } from './tokenUpdate';
import { trackingLink, trackingLocation } from './tracking';

// Each endpoint of the contract (docs/backend-contract.md) by its path, and how its caller is
// authenticated: a Firebase ID token (the app and the desk: the verifier gives the uid), or an
// intake API key (the shop's systems: apiKeyAuth.ts gives the key's id). http.ts routes,
// authenticates and hands each call here; every handler of a kind takes the same arguments,
// `(deps, call)`, so each route is only its handler. A handler's deps name what it uses of
// HttpDeps (the demo's backend, calling it in the page, gives no more than that).

/** What every endpoint taking an ID token is: the handler of its route. */
export type IdTokenHandler = (deps: HttpDeps, call: Call) => Promise<CoreAnswer>;
/** What every endpoint taking an intake API key is. */
export type ApiKeyHandler = (deps: HttpDeps, call: KeyCall) => Promise<CoreAnswer>;

/** The routes with an id in their path: each route's name stands for every id. */
const ROUTES_WITH_AN_ID = [
  { route: '/desk/apikeys/{id}/revoke', path: /^\/desk\/apikeys\/([^/]+)\/revoke$/ },
  { route: '/desk/drivers/{uid}/link', path: /^\/desk\/drivers\/([^/]+)\/link$/ },
  { route: '/desk/drivers/{uid}/deactivate', path: /^\/desk\/drivers\/([^/]+)\/deactivate$/ },
] as const;

/** The id a path names (decoded; a call's `pathId`), for a route of ROUTES_WITH_AN_ID. */
export function pathIdOf(path: string): string | undefined {
  for (const { path: pattern } of ROUTES_WITH_AN_ID) {
    const match = pattern.exec(path);
    if (match) return decodeURIComponentSafe(match[1]);
  }
  return undefined;
}

/** The endpoints whose caller shows a Firebase ID token. */
export const ID_TOKEN_ROUTES = {
  '/order/deliveryupdate': deliveryUpdate,
  '/portal/tokenupdate': tokenUpdate,
  '/order/trackinglink': trackingLink,
  '/order/location': trackingLocation,
  '/desk/assign': deskAssign,
  '/desk/orders': deskOrders,
  '/desk/apikeys': createApiKey,
  '/desk/apikeys/list': listApiKeys,
  '/desk/apikeys/{id}/revoke': revokeApiKey,
  '/desk/drivers/invite': inviteDriver,
  '/desk/drivers/{uid}/link': driverPasswordLink,
  '/desk/drivers/{uid}/deactivate': deactivateDriver,
  '/desk/cash': recordCash,
  '/desk/settings': saveDeskSettings,
  '/desk/settings/read': readDeskSettings,
  '/driver/shift': driverShift,
  '/driver/position': driverPosition,
} satisfies Record<string, IdTokenHandler>;

/** The endpoints whose caller shows an intake API key (docs/intake.md). */
export const API_KEY_ROUTES = {
  '/orders/intake': ordersIntake,
} satisfies Record<string, ApiKeyHandler>;

export type IdTokenRoute = keyof typeof ID_TOKEN_ROUTES;
export type ApiKeyRoute = keyof typeof API_KEY_ROUTES;
export type Route = IdTokenRoute | ApiKeyRoute;

/** A path segment decoded; one that does not decode stays as it came (no key has that id). */
function decodeURIComponentSafe(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

/** `/api/order/deliveryupdate/` → `/order/deliveryupdate` (the Hosting rewrite keeps `/api`). */
export function routeOf(path: string): Route | null {
  const clean = pathWithoutApi(path);
  if (Object.hasOwn(ID_TOKEN_ROUTES, clean) || Object.hasOwn(API_KEY_ROUTES, clean)) {
    return clean as Route;
  }
  return ROUTES_WITH_AN_ID.find(({ path: pattern }) => pattern.test(clean))?.route ?? null;
}

export function isApiKeyRoute(route: Route): route is ApiKeyRoute {
  return Object.hasOwn(API_KEY_ROUTES, route);
}

/** The body limit of a route: the order routes carry up to 100 orders a call. */
export function maxBodyBytesOf(route: Route): number {
  return route === '/orders/intake' || route === '/desk/orders'
    ? MAX_ORDERS_BODY_BYTES
    : MAX_BODY_BYTES;
}

export const MAX_BODY_BYTES = 64 * 1024;
/** 100 orders of ordinary size take about 60 KB; 1 MiB leaves room for long notes and menus. */
export const MAX_ORDERS_BODY_BYTES = 1024 * 1024;
