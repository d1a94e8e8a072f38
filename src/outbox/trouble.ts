import type { OutboxError, TroubleScope } from './entry';

// Whose trouble a retryable failure is (docs/outbox.md, "One order's trouble"): the connection's
// or the whole server's, which every order waits out so a phone coming back never hammers a
// struggling backend; or one change's, which only that change's order waits out while the
// other orders' changes keep going.

/** Answers that speak for the whole server (or the way to it): 408, 429, 503. */
const WHOLE_SERVER_STATUSES: ReadonlySet<number> = new Set([408, 429, 503]);

/** 409 update-in-progress: this change's own first attempt is still being processed. */
const IN_PROGRESS_STATUS = 409;

/**
 * A server fault that may be this change's alone (500, 502, 504, an adapter's bug): the backend
 * answered, but not for the whole server. Told apart from the server's by the next order's
 * change (see troubleScope).
 */
export function isChangeFault(error: OutboxError): boolean {
  return (
    error.kind === 'server' &&
    error.status !== IN_PROGRESS_STATUS &&
    (error.status === null || !WHOLE_SERVER_STATUSES.has(error.status))
  );
}

/**
 * - offline, a timeout, 408, 429, 503: the connection or the whole server → 'queue'.
 * - 409 update-in-progress: this change's claim → 'order'.
 * - any other server fault: 'order', unless a change of another order has had one too since the
 *   last success (`otherOrderFaulted`): two orders failing the same way is the server → 'queue'.
 */
export function troubleScope(error: OutboxError, otherOrderFaulted: boolean): TroubleScope {
  if (error.kind !== 'server') return 'queue';
  if (error.status === IN_PROGRESS_STATUS) return 'order';
  if (!isChangeFault(error)) return 'queue';
  return otherOrderFaulted ? 'queue' : 'order';
}
