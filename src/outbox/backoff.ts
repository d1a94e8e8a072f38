// When to try again after a retryable failure (network error, timeout, 408, 429, 5xx).

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
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  offlinePollMs: 30_000,
  otherTabPollMs: 5_000,
  sentConfirmationTtlMs: 10 * 60_000,
};

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random, so many phones
 * coming back online at once do not retry in lockstep, yet no retry is immediate. A server's
 * Retry-After is a floor.
 */
export function retryDelayMs(
  attempts: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number,
  retryAfterMs: number | null = null,
): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
  const jittered = ceiling / 2 + (ceiling / 2) * random();
  return Math.round(Math.max(jittered, retryAfterMs ?? 0));
}

/**
 * A deadline stored as wall-clock time never lies more than `span` ahead of now. Without this a
 * phone clock moved back (by a day, say) would hold a backing-off change — and every change
 * queued behind it — for that day, reloads included.
 */
export function capDeadline(deadline: number | null, now: number, span: number): number | null {
  return deadline === null ? null : Math.min(deadline, now + span);
}
