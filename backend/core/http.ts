import { answerOrBusy, refuse, type CoreAnswer } from './answer';
import { authenticateApiKey } from './apiKeyAuth';
import {
  bearerToken,
  pathWithoutApi,
  type Call,
  type HttpDeps,
  type HttpRequest,
  type HttpResponse,
} from './httpTypes';
import {
  API_KEY_ROUTES,
  ID_TOKEN_ROUTES,
  isApiKeyRoute,
  maxBodyBytesOf,
  pathIdOf,
  routeOf,
  type Route,
} from './routes';
import { handleTrackGet, trackTokenOf } from './trackingHttp';

// The contract's HTTP surface, framework-free: routing, CORS, the body limit, JSON only, the
// caller's authentication (a Firebase ID token, or an intake API key for /orders/intake:
// routes.ts says which). Cloud Functions (functions/src/api.ts) hands each request to
// `handleHttp`; the contract suite (tests/backend) drives the same function in-process over the
// demo's store.

export const PREFLIGHT_MAX_AGE_SECONDS = 600;
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, X-XSRF-TOKEN';

function corsHeaders(
  origin: string | undefined,
  allowed: HttpDeps['allowedOrigins'],
): Record<string, string> {
  if (allowed === '*') return { 'Access-Control-Allow-Origin': '*' };
  if (origin !== undefined && allowed.includes(origin)) {
    return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  }
  return { Vary: 'Origin' };
}

function isAllowedOrigin(origin: string | undefined, allowed: HttpDeps['allowedOrigins']) {
  return origin === undefined || allowed === '*' || allowed.includes(origin);
}

/** True when `origin` names the host the request was sent to (directly or through a proxy). */
function isSameHost(origin: string, headers: HttpRequest['headers']): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = headers['x-forwarded-host']?.split(',')[0]?.trim();
  return host !== '' && (host === forwarded || host === headers.host);
}

function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export async function handleHttp(deps: HttpDeps, request: HttpRequest): Promise<HttpResponse> {
  const origin = request.headers.origin;
  // The app served by the same host (Hosting's `/api` rewrite, on any of its domains) is
  // always allowed: a page of another site cannot name this host as its origin.
  const allowedOrigins =
    deps.allowedOrigins !== '*' && origin !== undefined && isSameHost(origin, request.headers)
      ? [...deps.allowedOrigins, origin]
      : deps.allowedOrigins;
  const cors = corsHeaders(origin, allowedOrigins);
  const respond = (answer: CoreAnswer, extra: Record<string, string> = {}): HttpResponse => ({
    status: answer.status,
    headers: {
      ...cors,
      'Access-Control-Expose-Headers': 'Retry-After',
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
      ...answer.headers,
    },
    body: JSON.stringify(answer.body),
  });

  // The customer's page reads its order without a token (trackingHttp.ts).
  const trackToken = trackTokenOf(request.path);
  if (trackToken !== null) return handleTrackGet(deps, request, trackToken);
  const path = pathWithoutApi(request.path);
  const route = routeOf(path);
  if (route === null) return respond(refuse(404, 'not-found', 'There is nothing here.'));
  const method = request.method.toUpperCase();

  if (method === 'OPTIONS') {
    if (!isAllowedOrigin(origin, allowedOrigins)) {
      return { status: 403, headers: { Vary: 'Origin' }, body: '' };
    }
    return {
      status: 204,
      headers: {
        ...cors,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      },
      body: '',
    };
  }
  if (method !== 'POST') {
    return respond(refuse(405, 'method-not-allowed', 'Use POST.'), { Allow: 'POST, OPTIONS' });
  }
  if (!isAllowedOrigin(origin, allowedOrigins)) {
    return respond(refuse(403, 'origin-not-allowed', 'This site may not use this server.'));
  }
  const bytes = request.body ?? new Uint8Array();
  const declared = Number(request.headers['content-length'] ?? '0');
  const limit = maxBodyBytesOf(route);
  if (bytes.byteLength > limit || declared > limit) {
    return respond(refuse(413, 'too-large', 'The request is too large.'));
  }
  if (!isJson(request.headers['content-type'])) {
    return respond(
      refuse(415, 'json-only', 'The request must be JSON (Content-Type: application/json).'),
    );
  }

  try {
    // Contention anywhere in the call (the key's check, the handler) is 503 `busy`, as a handler
    // called in the page (the demo) answers it.
    return respond(await answerOrBusy(() => answerCall(deps, request, route, path, bytes)));
  } catch (error) {
    deps.logError?.(`${route} failed`, error);
    return respond(
      refuse(500, 'internal', 'The server could not apply this change. It will be retried.'),
    );
  }
}

/** The caller authenticated as its route asks, then the route's handler's answer. */
async function answerCall(
  deps: HttpDeps,
  request: HttpRequest,
  route: Route,
  path: string,
  bytes: Uint8Array,
): Promise<CoreAnswer> {
  const body = readJson(bytes);
  if (isApiKeyRoute(route)) {
    // The shop's systems: an intake API key, checked and counted first (apiKeyAuth.ts).
    const key = await authenticateApiKey(deps, request.headers.authorization);
    if (!key.ok) return key.answer;
    if (!body.ok) return invalidJson();
    return API_KEY_ROUTES[route](deps, { keyId: key.keyId, body: body.value });
  }
  const idToken = bearerToken(request.headers.authorization);
  const caller = idToken === null ? null : await deps.verifier.verify(idToken).catch(() => null);
  if (caller === null) {
    return {
      ...refuse(401, 'unauthenticated', 'You are signed out. Sign in again.'),
      headers: { 'WWW-Authenticate': 'Bearer' },
    };
  }
  if (!body.ok) return invalidJson();
  const call: Call = {
    uid: caller.uid,
    body: body.value,
    idempotencyKey: request.headers['idempotency-key'],
    origin: request.headers.origin,
    pathId: pathIdOf(path),
  };
  return ID_TOKEN_ROUTES[route](deps, call);
}

const invalidJson = () => refuse(400, 'invalid-json', 'The request body is not valid JSON.');

/** The body as JSON (UTF-8 only); not ok when it is not JSON. */
function readJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false };
  }
}
