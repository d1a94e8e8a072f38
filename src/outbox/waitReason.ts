import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff';
import type { OutboxEntry } from './entry';
import { queuePausedUntil } from './lanes';
import { dueAt, holdEndsAt, isFinalRefusal } from './transitions';

// Why a change is still on the phone, in terms the driver can be told (docs/outbox.md, "What the
// driver is told"). Times are absolute (epoch ms), so a screen only needs its own ticking clock
// to say "in 12 s" or to show, once `stuckAt` has passed, that the server could not take it.

export type WaitReason =
  /** The request is out. */
  | { kind: 'sending' }
  /** The server refused it (a 4xx): Retry or Discard. */
  | { kind: 'refused' }
  /**
   * Refused for good: the order is no longer this driver's (`not-your-order`, the one final
   * refusal: transitions.ts). Never tried again; the driver can only dismiss it.
   */
  | { kind: 'not-yours' }
  /** The session expired: sign in again. */
  | { kind: 'sign-in' }
  /** In its undo window until `until`. */
  | { kind: 'held'; until: number }
  /** An earlier change of the same order goes first. */
  | { kind: 'behind' }
  /** No connection: offline, or the last try could not reach the server. */
  | { kind: 'connection' }
  /** The whole server is in trouble (429, 503, several orders' 5xx): every order waits until `at`. */
  | { kind: 'server'; at: number }
  /**
   * Its own trouble: tried again at `at`. From `stuckAt` on (it has kept failing for the retry
   * policy's `stuckAfterMs`), the driver is shown that the server could not take it.
   */
  | { kind: 'retrying'; at: number; stuckAt: number | null }
  /** Goes as soon as a lane is free. */
  | { kind: 'due' };

export interface WaitContext {
  now: number;
  /** What the browser says (navigator.onLine). */
  online: boolean;
  /** The outbox's retry policy, when it is not the default. */
  policy?: Partial<RetryPolicy>;
}

/** The connection failed (rather than the server answering with trouble). */
function connectionFailed(entry: OutboxEntry): boolean {
  const kind = entry.lastError?.kind;
  return kind === 'offline' || kind === 'timeout';
}

/** What the whole queue is waiting for, if anything: read once for every change. */
interface QueueWait {
  online: boolean;
  /** Every order waits until then (a failure blamed on the queue); null: none. */
  pausedUntil: number | null;
  /** That pause is the connection's (no answer), not the server's. */
  connectionLost: boolean;
}

function reasonFor(
  entry: OutboxEntry,
  behind: boolean,
  queue: QueueWait,
  now: number,
  policy: RetryPolicy,
): WaitReason {
  if (entry.state === 'sending') return { kind: 'sending' };
  if (entry.state === 'failed')
    return isFinalRefusal(entry) ? { kind: 'not-yours' } : { kind: 'refused' };
  if (entry.state === 'needs-sign-in') return { kind: 'sign-in' };
  if (entry.troubleScope === 'order') {
    const stuckAt = entry.failingSince == null ? null : entry.failingSince + policy.stuckAfterMs;
    return { kind: 'retrying', at: Math.max(now, dueAt(entry, now, policy) ?? now), stuckAt };
  }
  if (!queue.online || (queue.pausedUntil !== null && queue.connectionLost)) {
    return { kind: 'connection' };
  }
  if (queue.pausedUntil !== null) return { kind: 'server', at: queue.pausedUntil };
  if (behind) return { kind: 'behind' };
  const holdEnd = holdEndsAt(entry, now);
  if (holdEnd !== null && holdEnd > now) return { kind: 'held', until: holdEnd };
  return { kind: 'due' };
}

/** Why each unsent change (by updateId) is still on the phone. */
export function waitReasons(
  entries: readonly OutboxEntry[],
  { now, online, policy: partial }: WaitContext,
): Map<string, WaitReason> {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...partial };
  const queue: QueueWait = {
    online,
    pausedUntil: queuePausedUntil(entries, now, policy),
    connectionLost: entries.some(
      (e) => e.state === 'pending' && e.troubleScope === 'queue' && connectionFailed(e),
    ),
  };
  const ordersSeen = new Set<string>();
  const reasons = new Map<string, WaitReason>();
  for (const entry of entries) {
    if (entry.state === 'sent') continue;
    const behind = ordersSeen.has(entry.receiptId);
    ordersSeen.add(entry.receiptId);
    reasons.set(entry.updateId, reasonFor(entry, behind, queue, now, policy));
  }
  return reasons;
}
