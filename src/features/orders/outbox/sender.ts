import type { Clock } from '../../../services/ports';
import type { RetryPolicy } from './backoff';
import type { EntryMirror } from './mirror';
import {
  afterFailure,
  afterSuccess,
  backOff,
  classifyFailure,
  dueAt,
  holdEndsAt,
  nextToSend,
} from './transitions';
import type { OutboxEntry, OutboxOptions } from './types';

// Sending: every due entry in FIFO order, one request at a time, each attempt's outcome stored
// through the state machine of transitions.ts (with one token refresh after a 401).

export interface Sender {
  /** Runs holding the sender lock: takes over stale entries and sends everything due. */
  sendDue(): Promise<void>;
  /** Stores the pulled-in deadlines (on load and every wake-up), so no tab waits on a bad one. */
  pullInDeadlines(): Promise<void>;
  /** The entry whose request is in flight, if any. */
  inFlightSeq(): number | null;
}

export function createSender(
  options: Pick<OutboxOptions, 'uid' | 'api' | 'currentUid' | 'refreshToken'> & {
    entries: EntryMirror;
    clock: Clock;
    policy: RetryPolicy;
    random: () => number;
    canSend: () => boolean;
  },
): Sender {
  const { uid, api, entries, clock, policy, random } = options;
  let inFlightSeq: number | null = null;

  /** Stores the pulled-in deadlines (on load and every wake-up), so no tab waits on a bad one. */
  async function pullInDeadlines(): Promise<void> {
    const now = clock.now();
    for (const entry of entries.current()) {
      if (entry.state !== 'pending') continue;
      const due = dueAt(entry, now, policy);
      const holdEnd = holdEndsAt(entry, now);
      if (due !== entry.nextAttemptAt || holdEnd !== (entry.sendNotBefore ?? null)) {
        await entries.update(entry.seq, { nextAttemptAt: due, sendNotBefore: holdEnd });
      }
    }
  }

  /** Entries left 'sending' come from a closed tab or a crash (only called under the lock). */
  async function reloadTakingOver(): Promise<void> {
    const stored = await entries.reload();
    for (const entry of stored.filter((e) => e.state === 'sending')) {
      await entries.update(entry.seq, { state: 'pending', nextAttemptAt: null });
    }
  }

  async function send(entry: OutboxEntry): Promise<void> {
    let refreshed = false;
    let attempts = entry.attempts;
    for (;;) {
      attempts += 1;
      await entries.update(entry.seq, { state: 'sending', attempts });
      // Storing took a moment: the owner must still be the one signed in right before the POST.
      if (options.currentUid() !== uid || entry.uid !== uid) {
        await entries.update(entry.seq, { state: 'pending', attempts: attempts - 1 });
        return;
      }
      const context = () => ({ attempts, now: clock.now(), policy, random });
      inFlightSeq = entry.seq;
      try {
        const { receiptId, status, dispatchId, updatedAt, updateId, payload } = entry;
        await api.deliveryUpdate({
          receiptId,
          status,
          dispatchId,
          updatedAt,
          updateId,
          reason: payload?.reason,
          note: payload?.note,
          cashCollected: payload?.cashCollected,
          previousStatus: payload?.previousStatus,
        });
        inFlightSeq = null;
        await entries.update(entry.seq, afterSuccess(clock.now()));
        return;
      } catch (caught) {
        inFlightSeq = null;
        const failure = classifyFailure(caught);
        if (failure.error.kind !== 'unauthorized' || refreshed) {
          await entries.update(entry.seq, afterFailure(failure, context()));
          return;
        }
        refreshed = true;
        try {
          await options.refreshToken();
        } catch (refreshError) {
          // Usually no network to refresh with: back off like any retryable failure.
          const { error: cause } = classifyFailure(refreshError);
          await entries.update(entry.seq, backOff({ ...cause, kind: 'offline' }, null, context()));
          return;
        }
        if (options.currentUid() !== uid) {
          await entries.update(entry.seq, { state: 'pending', lastError: failure.error });
          return;
        }
      }
    }
  }

  async function sendDue(): Promise<void> {
    await reloadTakingOver();
    await pullInDeadlines();
    while (options.canSend()) {
      const now = clock.now();
      const next = nextToSend(entries.current(), now);
      if (!next) return;
      // Strict FIFO: a backing-off entry holds the queue (the trouble is the connection or the
      // server, not the entry), so later changes never overtake it.
      if ((dueAt(next, now, policy) ?? now) > now) return;
      await send(next);
    }
  }

  return { sendDue, pullInDeadlines, inFlightSeq: () => inFlightSeq };
}
