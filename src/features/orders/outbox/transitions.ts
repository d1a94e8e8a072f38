import { DispatchApiError } from '../../../services/ports';
import { capDeadline, retryDelayMs, type RetryPolicy } from './backoff';
import type { OutboxEntry, OutboxError } from './types';

// The outbox's state machine as pure functions: what an entry becomes after a send, which
// entries expire, which are reset by a new session, which one goes next and when.

export type EntryChanges = Partial<Omit<OutboxEntry, 'seq' | 'updateId' | 'uid'>>;

export interface SendFailure {
  error: OutboxError;
  /** As DispatchApiError.retryable says: network, timeout, 408, 429, 5xx, 409 in progress. */
  retryable: boolean;
  retryAfterMs: number | null;
}

/** What a rejected send means for the entry. */
export function classifyFailure(caught: unknown): SendFailure {
  if (caught instanceof DispatchApiError) {
    return {
      error: { kind: caught.kind, message: caught.message, status: caught.status },
      retryable: caught.retryable,
      retryAfterMs: caught.retryAfterMs,
    };
  }
  // The DispatchApi contract says it rejects with DispatchApiError; anything else is a bug in
  // an adapter, treated as a retryable server failure so the change is never dropped.
  const message = caught instanceof Error ? caught.message : String(caught);
  return { error: { kind: 'server', message, status: null }, retryable: true, retryAfterMs: null };
}

export function afterSuccess(now: number): EntryChanges {
  return { state: 'sent', sentAt: now, lastError: null, nextAttemptAt: null };
}

export interface BackoffContext {
  attempts: number;
  now: number;
  policy: RetryPolicy;
  random: () => number;
}

/** Pending again, not before the backoff (which is stored too, see capDeadline). */
export function backOff(
  error: OutboxError,
  retryAfterMs: number | null,
  { attempts, now, policy, random }: BackoffContext,
): EntryChanges {
  const delay = retryDelayMs(attempts, policy, random, retryAfterMs);
  return { state: 'pending', lastError: error, nextAttemptAt: now + delay, backoffMs: delay };
}

/** After a final failure (a 401 that survived the token refresh counts as final). */
export function afterFailure(failure: SendFailure, context: BackoffContext): EntryChanges {
  if (failure.error.kind === 'unauthorized') {
    return { state: 'needs-sign-in', lastError: failure.error, nextAttemptAt: null };
  }
  if (failure.retryable) return backOff(failure.error, failure.retryAfterMs, context);
  return { state: 'failed', lastError: failure.error, nextAttemptAt: null };
}

/** A sent change the feed never confirmed stops being shown after the TTL. */
export function isExpired(entry: OutboxEntry, now: number, ttlMs: number): boolean {
  return entry.state === 'sent' && now - (entry.sentAt ?? 0) > ttlMs;
}

/** A new outbox means a new session and a new token: needs-sign-in changes get another try. */
export function needsSignInReset(entry: OutboxEntry): EntryChanges | null {
  return entry.state === 'needs-sign-in' ? { state: 'pending', nextAttemptAt: null } : null;
}

/** When an entry may be sent: its deadline, pulled in if the phone clock has moved back. */
export function dueAt(entry: OutboxEntry, now: number, policy: RetryPolicy): number | null {
  return capDeadline(entry.nextAttemptAt, now, entry.backoffMs ?? policy.maxDelayMs);
}

/**
 * The next entry to send: the oldest pending one whose receipt has no older entry still
 * unsent. A failed change of one order does not hold up other orders, but a later change of
 * the same order waits behind it, so the backend never applies an older tap after a newer one.
 */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | null {
  const blockedReceipts = new Set<string>();
  for (const entry of entries) {
    if (entry.state === 'sent') continue;
    if (entry.state === 'pending' && !blockedReceipts.has(entry.receiptId)) return entry;
    blockedReceipts.add(entry.receiptId);
  }
  return null;
}
