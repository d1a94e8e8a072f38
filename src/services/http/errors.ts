import { AxiosError } from 'axios';
import { isRecord, shortText } from '@/domain/read';
import { errorMessage, isOnline } from '@/platform';
import { DispatchApiError, AuthError } from '@/services/ports';
import { IdTokenUnavailableError, MissingIdTokenError, WrongUserTokenError } from './client';

// Turns whatever axios (or the token interceptor) threw into the small typed set the outbox
// acts on: offline, timeout, unauthorized, rejected (keep, show the message), server (retry;
// also the 409 "update-in-progress" answer to a retry that overtook the first attempt).

const MAX_MESSAGE_LENGTH = 300;
/** A Retry-After beyond this is treated as this: the outbox still retries within the hour. */
const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

function cleanText(value: unknown): string | null {
  const text = shortText(value, MAX_MESSAGE_LENGTH);
  // An HTML error page (a proxy's 404/413 page) is not a message to show a dispatcher.
  return text !== null && /^<(!doctype|html|head|body)\b/i.test(text) ? null : text;
}

/** The server's own explanation: JSON {message} or {error} (string or {message}), or text. */
export function messageFromBody(body: unknown): string | null {
  if (isRecord(body)) {
    const fromMessage = cleanText(body.message);
    if (fromMessage) return fromMessage;
    if (isRecord(body.error)) return cleanText(body.error.message);
    return cleanText(body.error);
  }
  return cleanText(body);
}

/** Retry-After as delta-seconds or an HTTP date, in ms from `now`; null when absent/invalid. */
export function parseRetryAfter(value: unknown, now: number): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) {
    ms = Number(text) * 1000;
  } else {
    const date = Date.parse(text);
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/**
 * The error code of a 409 that means "the first attempt with this Idempotency-Key is still being
 * processed" (docs/backend-contract.md): not a refusal, the change is retried after Retry-After.
 */
export const UPDATE_IN_PROGRESS_CODE = 'update-in-progress';

/** The machine-readable code of an error body: `{code}` or `{error: {code}}`. */
export function errorCodeFromBody(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const code = isRecord(body.error) ? body.error.code : body.code;
  return typeof code === 'string' ? code : null;
}

const REJECTED_DEFAULTS: Record<number, string> = {
  400: 'The server could not accept this request.',
  403: 'You are not allowed to make this change.',
  404: 'The server does not know this order.',
  409: 'This change conflicts with the order’s current state.',
  410: 'This order no longer exists.',
  422: 'The server could not accept this change.',
};

function rejectedDefault(status: number): string {
  return REJECTED_DEFAULTS[status] ?? `The server refused this request (HTTP ${status}).`;
}

function offlineError(cause: unknown): DispatchApiError {
  return new DispatchApiError(
    'offline',
    !isOnline() ? 'You are offline.' : 'Could not reach the server.',
    null,
    { cause },
  );
}

export function toDispatchApiError(error: unknown, now: number = Date.now()): DispatchApiError {
  if (error instanceof DispatchApiError) return error;
  if (error instanceof MissingIdTokenError) {
    return new DispatchApiError('unauthorized', 'You are signed out: sign in again.', null, {
      cause: error,
    });
  }
  if (error instanceof WrongUserTokenError) {
    // Another user signed in on this phone: the change waits for its owner's next sign-in.
    return new DispatchApiError('unauthorized', error.message, null, { cause: error });
  }
  if (error instanceof IdTokenUnavailableError) {
    const cause = error.cause;
    // Refreshing an expired token needs the network: offline is not a sign-in problem.
    if (!isOnline() || (cause instanceof AuthError && cause.code === 'network')) {
      return offlineError(error);
    }
    return new DispatchApiError('unauthorized', 'Your sign-in has expired: sign in again.', null, {
      cause: error,
    });
  }
  if (!(error instanceof AxiosError)) {
    // Not from the network layer at all: a bug. Reported as a server-side failure so it is
    // retried (and visible in lastError) rather than silently dropped.
    const message = errorMessage(error);
    return new DispatchApiError('server', `Unexpected error: ${message}`, null, { cause: error });
  }

  const response = error.response;
  if (!response) {
    if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) {
      return new DispatchApiError('timeout', 'The server took too long to answer.', null, {
        cause: error,
      });
    }
    return offlineError(error);
  }

  const status = response.status;
  const serverMessage = messageFromBody(response.data);
  if (status === 401) {
    return new DispatchApiError(
      'unauthorized',
      serverMessage ?? 'The server did not accept your sign-in.',
      status,
      { cause: error },
    );
  }
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfterMs = parseRetryAfter(response.headers?.['retry-after'], now);
    const fallback =
      status === 429
        ? 'The server is busy (HTTP 429).'
        : status === 408
          ? 'The server timed out (HTTP 408).'
          : `The server had a problem (HTTP ${status}).`;
    return new DispatchApiError('server', serverMessage ?? fallback, status, {
      cause: error,
      retryAfterMs,
    });
  }
  if (status === 409 && errorCodeFromBody(response.data) === UPDATE_IN_PROGRESS_CODE) {
    return new DispatchApiError(
      'server',
      serverMessage ?? 'The server is still processing this change.',
      status,
      { cause: error, retryAfterMs: parseRetryAfter(response.headers?.['retry-after'], now) },
    );
  }
  if (status >= 400) {
    return new DispatchApiError('rejected', serverMessage ?? rejectedDefault(status), status, {
      cause: error,
      code: errorCodeFromBody(response.data),
    });
  }
  // A non-2xx status outside 4xx/5xx (an unfollowed redirect): not applied, worth retrying.
  return new DispatchApiError(
    'server',
    `Unexpected answer from the server (HTTP ${status}).`,
    status,
    {
      cause: error,
    },
  );
}
