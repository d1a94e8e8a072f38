import { refuse, type CoreAnswer } from './answer';
import { apiKeyIdOf, sha256Hex } from './apiKeys';
import {
  DEFAULT_INTAKE_RATE_LIMIT,
  DEFAULT_INTAKE_RATE_WINDOW_MS,
  type CoreConfig,
} from './config';
import { bearerToken } from './httpTypes';
import type { BackendStore, RateWindow } from './store';

// The intake API's own authentication step (docs/intake.md#api-keys): `POST /orders/intake` is
// called by the shop's systems with an API key, not a Firebase ID token, so http.ts hands its
// `Authorization` header here instead of to the ID-token verifier. One transaction reads the
// key's record and its rate window, and counts the call:
//
// - no key, not shaped like one of ours, unknown, wrong or revoked → 401 (nothing counted);
// - past the limit (60 calls a minute by default) → 429 with Retry-After (nothing counted);
// - else the call counts, and the caller is the key's id.
//
// The window is fixed and per key: it starts at the first call after the previous one ended,
// and counts every call it lets through, whatever that call's body turns out to be.

export interface ApiKeyAuthDeps {
  config: Pick<CoreConfig, 'now' | 'intakeRateLimit' | 'intakeRateWindowMs'>;
  store: BackendStore;
}

export type ApiKeyCaller = { ok: true; keyId: string } | { ok: false; answer: CoreAnswer };

/** The rate window of a key's calls, in the store (apart from the key's record). */
export const rateWindowName = (keyId: string) => `apikey:${keyId}`;

function unauthenticated(code: string, message: string): ApiKeyCaller {
  const answer = refuse(401, code, message);
  return { ok: false, answer: { ...answer, headers: { 'WWW-Authenticate': 'Bearer' } } };
}

const NO_KEY =
  'Send your API key as "Authorization: Bearer <key>" (a manager creates one on the desk: Settings → API keys).';
const WRONG_KEY = 'This API key is not valid. Check it, or ask a manager for a new one.';
const REVOKED_KEY = 'This API key was revoked. Ask a manager for a new one.';

export type WindowDecision =
  { allowed: true; window: RateWindow } | { allowed: false; retryAfterSeconds: number };

/** The call counted in its window, or refused until the window ends. */
export function countCall(
  current: RateWindow | null,
  name: string,
  now: number,
  limit: number,
  windowMs: number,
): WindowDecision {
  const ended = current === null || now >= current.startedAt + windowMs || now < current.startedAt;
  const window: RateWindow = ended ? { name, startedAt: now, count: 0 } : current;
  if (window.count >= limit) {
    const waitMs = window.startedAt + windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  return { allowed: true, window: { ...window, count: window.count + 1 } };
}

export async function authenticateApiKey(
  deps: ApiKeyAuthDeps,
  authorization: string | undefined,
): Promise<ApiKeyCaller> {
  const key = bearerToken(authorization);
  if (key === null) return unauthenticated('unauthenticated', NO_KEY);
  const keyId = apiKeyIdOf(key);
  if (keyId === null) return unauthenticated('invalid-api-key', WRONG_KEY);
  const limit = deps.config.intakeRateLimit ?? DEFAULT_INTAKE_RATE_LIMIT;
  const windowMs = deps.config.intakeRateWindowMs ?? DEFAULT_INTAKE_RATE_WINDOW_MS;
  // Hashed before the transaction: a transaction may run more than once.
  const presentedHash = await sha256Hex(key);
  return deps.store.transaction(async (tx): Promise<ApiKeyCaller> => {
    const record = await tx.getApiKey(keyId);
    const name = rateWindowName(keyId);
    const current = await tx.getRateWindow(name);
    if (record === null || record.hash !== presentedHash) {
      return unauthenticated('invalid-api-key', WRONG_KEY);
    }
    if (record.revokedAt !== null) return unauthenticated('api-key-revoked', REVOKED_KEY);
    const decision = countCall(current, name, deps.config.now(), limit, windowMs);
    if (!decision.allowed) {
      return {
        ok: false,
        answer: {
          ...refuse(
            429,
            'rate-limited',
            `Too many calls with this API key: at most ${limit} every ${Math.round(windowMs / 1000)} seconds. Send again after Retry-After.`,
          ),
          headers: { 'Retry-After': String(decision.retryAfterSeconds) },
        },
      };
    }
    tx.putRateWindow(decision.window);
    return { ok: true, keyId };
  });
}
