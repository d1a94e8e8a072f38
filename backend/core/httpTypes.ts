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
