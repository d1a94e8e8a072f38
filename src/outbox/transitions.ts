import { errorMessage } from '@/platform';
import { DispatchApiError } from '@/services/ports';
import { capDeadline, retryDelayMs, type RetryPolicy } from './backoff';
import type { OutboxEntry, OutboxError, TroubleScope } from './entry';
import { troubleScope } from './trouble';

// The outbox's state machine as pure functions: what an entry becomes after a send, which
// entries expire, which are reset by a new session, and when an entry may go (which ones go
// now is lanes.ts).

export type EntryChanges = Partial<Omit<OutboxEntry, 'seq' | 'updateId' | 'uid'>>;

export interface SendFailure {
  error: OutboxError;
  /** As DispatchApiError.retryable says: network, timeout, 408, 429, 5xx, 409 in progress. */
  retryable: boolean;
  retryAfterMs: number | null;
}

/**
 * The refusal codes no retry can change (docs/outbox.md, "A refusal that is final"): the order is
 * no longer this driver's (the back office gave it to someone else, or took it back). A code
 * added here needs its own words for the driver (waitReason.ts says this one as 'not-yours').
 */
export const NOT_YOUR_ORDER = 'not-your-order';
const FINAL_REFUSAL_CODES: ReadonlySet<string> = new Set([NOT_YOUR_ORDER]);

/**
 * Refused for good: never sent again, by the timer, a wake-up or Retry; the driver can only
 * dismiss it. Only `not-your-order` is final today.
 */
export function isFinalRefusal(entry: Pick<OutboxEntry, 'state' | 'lastError'>): boolean {
  const code = entry.lastError?.code;
  return entry.state === 'failed' && typeof code === 'string' && FINAL_REFUSAL_CODES.has(code);
}

/** What a rejected send means for the entry. */
export function classifyFailure(caught: unknown): SendFailure {
  if (caught instanceof DispatchApiError) {
    const { kind, message, status, code } = caught;
    return {
      error: { kind, message, status, ...(code !== null ? { code } : {}) },
      retryable: caught.retryable,
      retryAfterMs: caught.retryAfterMs,
    };
  }
  // The DispatchApi contract says it rejects with DispatchApiError; anything else is a bug in
  // an adapter, treated as a retryable server failure so the change is never dropped.
  const message = errorMessage(caught);
  return { error: { kind: 'server', message, status: null }, retryable: true, retryAfterMs: null };
}

export function afterSuccess(now: number, appliedTimestamp: number | null): EntryChanges {
  return {
    state: 'sent',
    sentAt: now,
    appliedTimestamp,
    lastError: null,
    nextAttemptAt: null,
    troubleScope: null,
    failingSince: null,
  };
}

export interface BackoffContext {
  attempts: number;
  now: number;
  policy: RetryPolicy;
  random: () => number;
  /** Whom to blame (trouble.ts); default: as the error alone says. */
  scope?: TroubleScope;
  /** The first failure of this run of failures, if the change had one already. */
  failingSince?: number | null;
}

/**
 * Pending again, not before the backoff (which is stored too, see capDeadline), blamed on the
 * queue or on the change's order (trouble.ts).
 */
export function backOff(
  error: OutboxError,
  retryAfterMs: number | null,
  { attempts, now, policy, random, scope, failingSince }: BackoffContext,
): EntryChanges {
  const delay = retryDelayMs(attempts, policy, random, retryAfterMs);
  return {
    state: 'pending',
    lastError: error,
    nextAttemptAt: now + delay,
    backoffMs: delay,
    troubleScope: scope ?? troubleScope(error, false),
    failingSince: failingSince ?? now,
  };
}

/** After a final failure (a 401 that survived the token refresh counts as final). */
export function afterFailure(failure: SendFailure, context: BackoffContext): EntryChanges {
  if (failure.error.kind === 'unauthorized') {
    return { state: 'needs-sign-in', lastError: failure.error, nextAttemptAt: null };
  }
  if (failure.retryable) return backOff(failure.error, failure.retryAfterMs, context);
  return { state: 'failed', lastError: failure.error, nextAttemptAt: null };
}

/**
 * The changes a final refusal of their order holds: every later pending change of that order out
 * of its undo window (still inside it, the driver may take it back). They would be refused the
 * same way (the order is not this driver's), so they are refused with it, never sent.
 */
export function refusedBehind(
  entries: readonly OutboxEntry[],
  now: number,
): { seq: number; changes: EntryChanges }[] {
  const refusals = new Map<string, OutboxError>();
  const refused: { seq: number; changes: EntryChanges }[] = [];
  for (const entry of entries) {
    const earlier = refusals.get(entry.receiptId);
    if (earlier !== undefined && entry.state === 'pending' && !isHeld(entry, now)) {
      refused.push({
        seq: entry.seq,
        changes: { state: 'failed', lastError: earlier, nextAttemptAt: null, troubleScope: null },
      });
    } else if (isFinalRefusal(entry) && entry.lastError !== null && earlier === undefined) {
      refusals.set(entry.receiptId, entry.lastError);
    }
  }
  return refused;
}

/**
 * The browser says the connection is back (`online`): a change whose retry waits only because
 * its last try got no answer (no network) may go now, rather than sit out a backoff grown over
 * several drops. Still blamed on the queue, so one change goes alone first (lanes.ts, the probe);
 * a server's trouble and an order's own keep their retry times.
 */
export function afterConnectionBack(entry: OutboxEntry): EntryChanges | null {
  const waitsForTheConnection =
    entry.state === 'pending' &&
    entry.troubleScope === 'queue' &&
    entry.lastError?.kind === 'offline' &&
    entry.nextAttemptAt !== null;
  return waitsForTheConnection ? { nextAttemptAt: null } : null;
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
 * When an entry's undo window ends (null: no hold). Capped at now + the hold it was given, so
 * a clock moved back does not stretch the window; a clock moved forward ends it early.
 */
export function holdEndsAt(entry: OutboxEntry, now: number): number | null {
  return capDeadline(entry.sendNotBefore ?? null, now, entry.holdMs ?? 0);
}

/** Still inside its undo window: not sent yet, whatever else is due. */
export function isHeld(entry: OutboxEntry, now: number): boolean {
  const end = holdEndsAt(entry, now);
  return entry.state === 'pending' && end !== null && end > now;
}

/** No request has been made for it, so taking it back leaves nothing at the backend. */
export function canUndo(entry: OutboxEntry): boolean {
  return entry.state === 'pending' && entry.attempts === 0;
}
