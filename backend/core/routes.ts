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
import { pathWithoutApi, type HttpDeps, type HttpRequest } from './httpTypes';
import { ordersIntake } from './ordersIntake';
import { tokenUpdate } from './tokenUpdate';
import { trackingLink, trackingLocation } from './tracking';

// Each endpoint of the contract (docs/backend-contract.md) by its path, and how its caller is
// authenticated: a Firebase ID token (the app and the desk: the verifier gives the uid), or an
// intake API key (the shop's systems: apiKeyAuth.ts gives the key's id). http.ts routes,
// authenticates and hands each call here.

/** An authenticated POST, its body parsed: what each endpoint is handed. */
export interface Call {
  /** The caller's uid. */
  uid: string;
  body: unknown;
  headers: HttpRequest['headers'];
  /** The path without `/api` and trailing slashes (it may carry an id: revoke, a driver's). */
  path: string;
}

/** A POST authenticated by an intake API key. */
export interface KeyCall {
  keyId: string;
  body: unknown;
}

const idempotencyKeyOf = (call: Call) => call.headers['idempotency-key'] ?? null;

/** The routes with an id in their path: each route's name stands for every id. */
const ROUTES_WITH_AN_ID = [
  { route: '/desk/apikeys/{id}/revoke', path: /^\/desk\/apikeys\/([^/]+)\/revoke$/ },
  { route: '/desk/drivers/{uid}/link', path: /^\/desk\/drivers\/([^/]+)\/link$/ },
  { route: '/desk/drivers/{uid}/deactivate', path: /^\/desk\/drivers\/([^/]+)\/deactivate$/ },
] as const;

/** The id in a call's path (decoded), for a route of ROUTES_WITH_AN_ID. */
function idInPath(call: Call): string {
  for (const { path } of ROUTES_WITH_AN_ID) {
    const match = path.exec(call.path);
    if (match) return decodeURIComponentSafe(match[1]);
  }
  return '';
}

/** The endpoints whose caller shows a Firebase ID token. */
export const ID_TOKEN_ROUTES = {
  '/order/deliveryupdate': (deps: HttpDeps, call: Call) =>
    deliveryUpdate(deps, { ...call, idempotencyKey: idempotencyKeyOf(call) }),
  '/portal/tokenupdate': (deps: HttpDeps, call: Call) => tokenUpdate(deps, call),
  '/order/trackinglink': (deps: HttpDeps, call: Call) =>
    trackingLink(deps, { ...call, origin: call.headers.origin ?? null }),
  '/order/location': (deps: HttpDeps, call: Call) => trackingLocation(deps, call),
  '/desk/assign': (deps: HttpDeps, call: Call) =>
    deskAssign(deps, { ...call, idempotencyKey: idempotencyKeyOf(call) }),
  '/desk/orders': (deps: HttpDeps, call: Call) =>
    deskOrders(deps, { ...call, idempotencyKey: idempotencyKeyOf(call) }),
  '/desk/apikeys': (deps: HttpDeps, call: Call) => createApiKey(deps, call),
  '/desk/apikeys/list': (deps: HttpDeps, call: Call) => listApiKeys(deps, call),
  '/desk/apikeys/{id}/revoke': (deps: HttpDeps, call: Call) =>
    revokeApiKey(deps, { ...call, keyId: idInPath(call) }),
  '/desk/drivers/invite': (deps: HttpDeps, call: Call) => inviteDriver(deps, call),
  '/desk/drivers/{uid}/link': (deps: HttpDeps, call: Call) =>
    driverPasswordLink(deps, { ...call, driverUid: idInPath(call) }),
  '/desk/drivers/{uid}/deactivate': (deps: HttpDeps, call: Call) =>
    deactivateDriver(deps, { uid: call.uid, driverUid: idInPath(call) }),
  '/desk/cash': (deps: HttpDeps, call: Call) => recordCash(deps, call),
  '/desk/settings': (deps: HttpDeps, call: Call) => saveDeskSettings(deps, call),
  '/desk/settings/read': (deps: HttpDeps, call: Call) => readDeskSettings(deps, call),
  '/driver/shift': (deps: HttpDeps, call: Call) => driverShift(deps, call),
  '/driver/position': (deps: HttpDeps, call: Call) => driverPosition(deps, call),
} satisfies Record<string, (deps: HttpDeps, call: Call) => Promise<CoreAnswer>>;

/** The endpoints whose caller shows an intake API key (docs/intake.md). */
export const API_KEY_ROUTES = {
  '/orders/intake': (deps: HttpDeps, call: KeyCall) => ordersIntake(deps, call),
} satisfies Record<string, (deps: HttpDeps, call: KeyCall) => Promise<CoreAnswer>>;

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
