import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '@/outbox';
import { nextToSend, nextWakeIn } from '@/outbox/lanes';
import {
  afterFailure,
  afterSuccess,
  classifyFailure,
  dueAt,
  canUndo,
  holdEndsAt,
  isExpired,
  isHeld,
  needsSignInReset,
} from '@/outbox/transitions';
import { DispatchApiError } from '@/services/ports';
import { entry } from './outboxTestKit';

// The outbox's state machine without IndexedDB, timers or a network.

const context = { attempts: 1, now: 100_000, policy: DEFAULT_RETRY_POLICY, random: () => 0.5 };

describe('the outcome of a send', () => {
  it('2xx: sent, with the time, errors cleared', () => {
    expect(afterSuccess(42, 7)).toEqual({
      state: 'sent',
      sentAt: 42,
      appliedTimestamp: 7,
      lastError: null,
      nextAttemptAt: null,
      troubleScope: null,
      failingSince: null,
    });
  });

  it('retryable failures back off, storing the wait they were given', () => {
    for (const error of [
      new DispatchApiError('offline', 'No network'),
      new DispatchApiError('timeout', 'Too slow'),
      new DispatchApiError('server', 'Busy', 503),
      new Error('a bug in an adapter'),
    ]) {
      expect(afterFailure(classifyFailure(error), context)).toMatchObject({
        state: 'pending',
        nextAttemptAt: 101_500,
        backoffMs: 1_500,
      });
    }
  });

  it('a Retry-After (409 update-in-progress, 429, 503) is the wait, plus up to 10 % jitter', () => {
    const inProgress = new DispatchApiError('server', 'Still processing', 409, {
      retryAfterMs: 7_000,
    });
    expect(afterFailure(classifyFailure(inProgress), context)).toMatchObject({
      state: 'pending',
      lastError: { kind: 'server', status: 409 },
      // random() = 0.5: 7 s + 5 % of it.
      nextAttemptAt: 107_350,
    });
  });

  it('a refusal is failed and keeps the server message; a final 401 needs a sign-in', () => {
    const refused = new DispatchApiError('rejected', 'Order cancelled', 409);
    expect(afterFailure(classifyFailure(refused), context)).toEqual({
      state: 'failed',
      lastError: { kind: 'rejected', message: 'Order cancelled', status: 409 },
      nextAttemptAt: null,
    });
    const unauthorized = new DispatchApiError('unauthorized', 'Expired', 401);
    expect(afterFailure(classifyFailure(unauthorized), context)).toMatchObject({
      state: 'needs-sign-in',
      nextAttemptAt: null,
    });
  });
});

describe('TTL, sessions and deadlines', () => {
  it('a sent change expires after the confirmation TTL; nothing else does', () => {
    const ttl = DEFAULT_RETRY_POLICY.sentConfirmationTtlMs;
    const sent = entry('r1', 'Delivered', 'sent', { sentAt: 1_000 });
    expect(isExpired(sent, 1_000 + ttl, ttl)).toBe(false);
    expect(isExpired(sent, 1_001 + ttl, ttl)).toBe(true);
    expect(isExpired(entry('r1', 'Delivered', 'failed'), 10 * ttl, ttl)).toBe(false);
  });

  it('a new session resets only needs-sign-in changes', () => {
    expect(needsSignInReset(entry('r1', 'Delivered', 'needs-sign-in'))).toEqual({
      state: 'pending',
      nextAttemptAt: null,
    });
    expect(needsSignInReset(entry('r1', 'Delivered', 'failed'))).toBeNull();
  });

  it('a deadline beyond the wait it was given is pulled in (the clock moved back)', () => {
    const backingOff = entry('r1', 'Delivered', 'pending', {
      nextAttemptAt: 5_000_000,
      backoffMs: 2_000,
    });
    expect(dueAt(backingOff, 1_000, DEFAULT_RETRY_POLICY)).toBe(3_000);
    expect(dueAt(backingOff, 4_999_000, DEFAULT_RETRY_POLICY)).toBe(5_000_000);
    // Stored before backoffMs existed: at most the longest backoff.
    const old = entry('r1', 'Delivered', 'pending', { nextAttemptAt: 9e12 });
    expect(dueAt(old, 0, DEFAULT_RETRY_POLICY)).toBe(DEFAULT_RETRY_POLICY.maxDelayMs);
  });
});

describe('nextToSend', () => {
  it('skips a held order but never overtakes an earlier change of the same order', () => {
    const failed = entry('r1', 'Picked Up', 'failed');
    const behindIt = entry('r1', 'Delivered', 'pending');
    const other = entry('r2', 'Delivered', 'pending');
    expect(nextToSend([failed, behindIt, other], 0)).toBe(other);
    expect(nextToSend([entry('r3', 'Delivered', 'sent'), behindIt], 0)).toBe(behindIt);
    expect(nextToSend([failed, behindIt], 0)).toBeNull();
  });
});

describe('the undo window', () => {
  const held = (extra = {}) =>
    entry('r1', 'Delivered', 'pending', { sendNotBefore: 10_000, holdMs: 8_000, ...extra });

  it('holds a pending change until its window ends, capped at its length', () => {
    expect(isHeld(held(), 9_999)).toBe(true);
    expect(isHeld(held(), 10_000)).toBe(false);
    expect(isHeld(entry('r1', 'Delivered', 'pending'), 0)).toBe(false);
    // The clock moved back a day: the window ends at most its length from now.
    expect(holdEndsAt(held(), 10_000 - 86_400_000)).toBe(10_000 - 86_400_000 + 8_000);
  });

  it('a held change is not next, and holds the later changes of its order only', () => {
    const later = entry('r1', 'On the Way', 'pending');
    const other = entry('r2', 'Delivered', 'pending');
    expect(nextToSend([held(), later, other], 5_000)).toBe(other);
    expect(nextToSend([held(), later], 5_000)).toBeNull();
    expect(nextToSend([held(), later], 10_000)?.status).toBe('Delivered');
  });

  it('wakes up when the window ends (or sooner for a change that is due)', () => {
    expect(nextWakeIn([held()], 4_000, DEFAULT_RETRY_POLICY)).toBe(6_000);
    expect(
      nextWakeIn([held(), entry('r2', 'Delivered', 'pending')], 4_000, DEFAULT_RETRY_POLICY),
    ).toBe(0);
    expect(nextWakeIn([], 4_000, DEFAULT_RETRY_POLICY)).toBeNull();
  });

  it('can be undone only while no request has been made for it', () => {
    expect(canUndo(held())).toBe(true);
    expect(canUndo(held({ attempts: 1 }))).toBe(false);
    expect(canUndo(held({ state: 'sending' }))).toBe(false);
    expect(canUndo(held({ state: 'sent' }))).toBe(false);
  });
});
