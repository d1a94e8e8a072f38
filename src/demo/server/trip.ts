import type { DemoAuth } from '@/demo/adapters/auth';
import { DispatchApiError, type AuthUser } from '@/services/ports';
import type { CoreAnswer } from '@backend/core';
import type { DemoEnvironment } from './environment';

// What a network would add around the backend core, for every demo call that reaches it (the
// driver's backend.ts and tracking.ts, the desk's deskBackend.ts): the failure of a phone that is
// offline, the bearer token checked, a short trip, and a refusal as the HTTP client
// (src/services/http) would have classified it.

export function offline(): DispatchApiError {
  return new DispatchApiError('offline', 'No network connection: the server could not be reached.');
}

/** The core's refusal as the HTTP client (src/services/http) would have classified it. */
export function apiError(answer: CoreAnswer): DispatchApiError {
  const message =
    typeof answer.body.message === 'string' ? answer.body.message : 'The server refused this.';
  const retryAfter = Number(answer.headers?.['Retry-After']);
  const retryAfterMs = Number.isFinite(retryAfter) ? retryAfter * 1000 : null;
  if (answer.status === 401) return new DispatchApiError('unauthorized', message, 401);
  if (answer.body.code === 'update-in-progress' || answer.status >= 500 || answer.status === 429) {
    return new DispatchApiError('server', message, answer.status, { retryAfterMs });
  }
  const code = typeof answer.body.code === 'string' ? answer.body.code : null;
  return new DispatchApiError('rejected', message, answer.status, { code });
}

function unreadable(status: number): DispatchApiError {
  return new DispatchApiError('server', 'The server’s answer could not be read.', status);
}

/** The core's 2xx body read by `read`, or its refusal as the HTTP client would classify it. */
export function answered<T>(answer: CoreAnswer, read: (body: unknown) => T | null): T {
  if (answer.status >= 300) throw apiError(answer);
  const value = read(answer.body);
  if (value === null) throw unreadable(answer.status);
  return value;
}

/**
 * What the real backend does with the Bearer token: who is calling? (A deactivated account's
 * token is refused, as Firebase's is once its refresh tokens are revoked.)
 */
export async function authenticate(auth: DemoAuth): Promise<AuthUser> {
  const token = await auth.getIdToken();
  const caller = token === null ? null : await auth.verifyCaller(token);
  if (caller === null) {
    throw new DispatchApiError('unauthorized', 'You are signed out. Sign in again.', 401);
  }
  return caller;
}

/**
 * A desk's or a driver's call reaching the backend: offline fails at once, the token is checked,
 * the request travels; resolves the caller's uid.
 */
export async function arrive(env: DemoEnvironment, auth: DemoAuth, delayMs: number) {
  if (!env.isOnline()) throw offline();
  const { uid } = await authenticate(auth);
  await travel(env, delayMs);
  return uid;
}

/** The request leaves, travels, and arrives — unless the network is down on either end. */
export async function travel(env: DemoEnvironment, delayMs: number): Promise<void> {
  if (!env.isOnline()) throw offline();
  await env.delay(delayMs);
  if (!env.isOnline()) throw offline();
}
