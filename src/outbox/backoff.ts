// When to try again after a retryable failure (network error, timeout, 408, 429, 5xx), and how
// many changes go at once.

export interface RetryPolicy {
  /** Delay after the first failed attempt, before jitter. */
  baseDelayMs: number;
  /** Upper bound of the exponential delay. */
  maxDelayMs: number;
  /** While the browser says it is offline, look again this often (the `online` event can be missed). */
  offlinePollMs: number;
  /** While another tab holds the sender lock, look again this often (it may have closed). */
  otherTabPollMs: number;
  /** A sent change whose status the feed never shows stops being marked after this long. */
  sentConfirmationTtlMs: number;
  /** Changes of different orders in flight at once (one per order; see docs/outbox.md). */
  concurrency: number;
  /**
   * A change that has kept failing this long is shown to the driver as one the server could not
   * take, with Retry and Discard (it is still retried meanwhile).
   */
  stuckAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  offlinePollMs: 30_000,
  otherTabPollMs: 5_000,
  sentConfirmationTtlMs: 10 * 60_000,
  concurrency: 6,
  stuckAfterMs: 60_000,
};

/**
 * A server's Retry-After is obeyed with up to this much more on top (a share of it), so phones
 * told the same wait do not come back in lockstep, and none comes back before it is asked to.
 */
export const RETRY_AFTER_JITTER = 0.1;

/** A Retry-After of 0 (or a date in the past) still waits this long: no retry in a tight loop. */
export const RETRY_AFTER_FLOOR_MS = 1_000;

/**
 * A server's Retry-After is obeyed as it is (plus a little jitter), however many attempts came
 * before: the server knows when it can take the change. Where it says nothing, exponential
 * backoff with "equal jitter": half the delay is fixed, half random, so many phones coming back
 * online at once do not retry in lockstep, yet no retry is immediate.
 */
export function retryDelayMs(
  attempts: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number,
  retryAfterMs: number | null = null,
): number {
  if (retryAfterMs !== null) {
    const wait = Math.max(retryAfterMs, RETRY_AFTER_FLOOR_MS);
    return Math.round(wait + wait * RETRY_AFTER_JITTER * random());
  }
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * A deadline stored as wall-clock time never lies more than `span` ahead of now. Without this a
 * phone clock moved back (by a day, say) would hold a backing-off change — and every change
 * queued behind it — for that day, reloads included.
 */
export function capDeadline(deadline: number | null, now: number, span: number): number | null {
  return deadline === null ? null : Math.min(deadline, now + span);
}
