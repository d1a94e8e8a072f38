import { busy, refuse, type CoreAnswer } from './answer';
import type { CoreConfig } from './config';
import { deliveryUpdate } from './deliveryUpdate';
import type { ProofResolver } from './proofs';
import { StoreContention, type BackendStore } from './store';
import { tokenUpdate } from './tokenUpdate';
import { trackingLink, trackingLocation } from './tracking';
import { handleTrackGet, trackTokenOf } from './trackingHttp';

// The contract's HTTP surface, framework-free: routing, CORS, the body limit, JSON only, the
// bearer token. Cloud Functions (functions/src/api.ts) hands each request to `handleHttp`; the
// contract suite (tests/backend) drives the same function in-process over the demo's store.

export interface HttpRequest {
  method: string;
  /** The path after the function's own prefix, e.g. `/order/deliveryupdate` or `/api/…`. */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** The raw body bytes (null: none). */
  body: Uint8Array | null;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Checks a Firebase ID token; resolves null for any token that is not valid for this project. */
export interface TokenVerifier {
  verify(idToken: string): Promise<{ uid: string } | null>;
}

export interface HttpDeps {
  config: CoreConfig;
  store: BackendStore;
  verifier: TokenVerifier;
  proofs?: ProofResolver;
  /** The app's origins allowed by CORS, or `*`. */
  allowedOrigins: readonly string[] | '*';
  /** Logs unexpected failures (never the token). */
  logError?: (message: string, error: unknown) => void;
}

export const MAX_BODY_BYTES = 64 * 1024;
export const PREFLIGHT_MAX_AGE_SECONDS = 600;
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, X-XSRF-TOKEN';

const ROUTES = [
  '/order/deliveryupdate',
  '/portal/tokenupdate',
  '/order/trackinglink',
  '/order/location',
] as const;
type Route = (typeof ROUTES)[number];

/** `/api/order/deliveryupdate/` → `/order/deliveryupdate` (the Hosting rewrite keeps `/api`). */
export function routeOf(path: string): Route | null {
  let clean = path.split('?')[0].replace(/\/+$/, '');
  if (clean.startsWith('/api/')) clean = clean.slice(4);
  return (ROUTES as readonly string[]).includes(clean) ? (clean as Route) : null;
}

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

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
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
  const route = routeOf(request.path);
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
  if (bytes.byteLength > MAX_BODY_BYTES || declared > MAX_BODY_BYTES) {
    return respond(refuse(413, 'too-large', 'The request is too large.'));
  }
  if (!isJson(request.headers['content-type'])) {
    return respond(
      refuse(415, 'json-only', 'The request must be JSON (Content-Type: application/json).'),
    );
  }
  const idToken = bearerToken(request.headers.authorization);
  const caller = idToken === null ? null : await deps.verifier.verify(idToken).catch(() => null);
  if (caller === null) {
    return respond(refuse(401, 'unauthenticated', 'You are signed out. Sign in again.'), {
      'WWW-Authenticate': 'Bearer',
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return respond(refuse(400, 'invalid-json', 'The request body is not valid JSON.'));
  }

  try {
    const uid = caller.uid;
    const answer =
      route === '/order/deliveryupdate'
        ? await deliveryUpdate(deps, {
            uid,
            body,
            idempotencyKey: request.headers['idempotency-key'] ?? null,
          })
        : route === '/order/trackinglink'
          ? await trackingLink(deps, { uid, body, origin: origin ?? null })
          : route === '/order/location'
            ? await trackingLocation(deps, { uid, body })
            : await tokenUpdate(deps, { uid, body });
    return respond(answer);
  } catch (error) {
    if (error instanceof StoreContention) return respond(busy());
    deps.logError?.(`${route} failed`, error);
    return respond(
      refuse(500, 'internal', 'The server could not apply this change. It will be retried.'),
    );
  }
}
