import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, waitReasons } from '@/outbox';
import { entry } from './outboxTestKit';

// Why each change waits, as the driver is told (docs/outbox.md, "What the driver is told").

const NOW = 1_000_000;
const serverFault = { kind: 'server' as const, message: 'HTTP 500', status: 500 };
const noNetwork = { kind: 'offline' as const, message: 'Network Error', status: null };

describe('waitReasons', () => {
  it('a change failing on its own is retried at its time, and stuck after the bounded time', () => {
    const failing = entry('a', 'Delivered', 'pending', {
      troubleScope: 'order',
      lastError: serverFault,
      nextAttemptAt: NOW + 12_000,
      backoffMs: 12_000,
      failingSince: NOW - 10_000,
    });
    const later = entry('a', 'Paid', 'pending');
    const other = entry('b', 'Delivered', 'pending');
    const reasons = waitReasons([failing, later, other], { now: NOW, online: true });
    expect(reasons.get(failing.updateId)).toEqual({
      kind: 'retrying',
      at: NOW + 12_000,
      stuckAt: NOW - 10_000 + DEFAULT_RETRY_POLICY.stuckAfterMs,
    });
    expect(DEFAULT_RETRY_POLICY.stuckAfterMs).toBe(60_000);
    expect(reasons.get(later.updateId)).toEqual({ kind: 'behind' });
    expect(reasons.get(other.updateId)).toEqual({ kind: 'due' });
  });

  it('a queue-wide pause is the connection’s (no answer) or the server’s (until its time)', () => {
    const lost = entry('a', 'Delivered', 'pending', {
      troubleScope: 'queue',
      lastError: noNetwork,
      nextAttemptAt: NOW + 4_000,
      backoffMs: 4_000,
    });
    const other = entry('b', 'Delivered', 'pending');
    expect(waitReasons([lost, other], { now: NOW, online: true }).get(other.updateId)).toEqual({
      kind: 'connection',
    });
    const busy = { ...lost, lastError: { ...serverFault, status: 503 } };
    expect(waitReasons([busy, other], { now: NOW, online: true }).get(other.updateId)).toEqual({
      kind: 'server',
      at: NOW + 4_000,
    });
    expect(waitReasons([other], { now: NOW, online: false }).get(other.updateId)).toEqual({
      kind: 'connection',
    });
  });

  it('names the undo window, a refusal, a sign-in and a request in flight', () => {
    const held = entry('a', 'Delivered', 'pending', { sendNotBefore: NOW + 5_000, holdMs: 8_000 });
    const refused = entry('b', 'Delivered', 'failed');
    const signIn = entry('c', 'Delivered', 'needs-sign-in');
    const sending = entry('d', 'Delivered', 'sending');
    const sent = entry('e', 'Delivered', 'sent');
    const reasons = waitReasons([held, refused, signIn, sending, sent], { now: NOW, online: true });
    expect([...reasons.values()]).toEqual([
      { kind: 'held', until: NOW + 5_000 },
      { kind: 'refused' },
      { kind: 'sign-in' },
      { kind: 'sending' },
    ]);
  });
});
