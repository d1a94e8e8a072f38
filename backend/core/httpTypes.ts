import type { Accounts } from './accounts';
import type { CoreConfig } from './config';
import type { ProofResolver } from './proofs';
import type { BackendStore } from './store';

// The HTTP surface's shapes, on their own so the router (http.ts) and the public tracking read
// (trackingHttp.ts) both use them without importing each other.

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

/**
 * What every endpoint taking a Firebase ID token is handed: `(deps, call: Call)`, one shape for
 * all (routes.ts). http.ts fills it from the request; the demo's backend, calling a handler in
 * the page, gives what its call has. A field a request did not carry is absent.
 */
export interface Call {
  /** The verified caller (the home checked the ID token). */
  uid: string;
  /** The body, parsed from JSON, not yet checked: each handler reads its own. */
  body: unknown;
  /** The Idempotency-Key header (deliveryupdate, the desk's assign and orders). */
  idempotencyKey?: string;
  /** The Origin header: the app's address, the base of a tracking link without a configured one. */
  origin?: string;
  /** The id the path names: an API key's (revoke), a driver's uid (link, deactivate). */
  pathId?: string;
}

/** What an endpoint taking an intake API key is handed (apiKeyAuth.ts found the key). */
export interface KeyCall {
  /** The API key's id: the caller. */
  keyId: string;
  body: unknown;
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
  /** The sign-in accounts (invite, deactivate); without them those calls answer 501. */
  accounts?: Accounts;
  /** The app's origins allowed by CORS, or `*`. */
  allowedOrigins: readonly string[] | '*';
  /** Logs unexpected failures (never the token). */
  logError?: (message: string, error: unknown) => void;
}

/** `/api/order/deliveryupdate/` → `/order/deliveryupdate` (the Hosting rewrite keeps `/api`). */
export function pathWithoutApi(path: string): string {
  const clean = path.split('?')[0].replace(/\/+$/, '');
  return clean.startsWith('/api/') ? clean.slice(4) : clean;
}

/** `Bearer <credential>` → the credential (an ID token, an API key); null without one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
