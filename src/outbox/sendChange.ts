import type { Clock } from '@/services/ports';
import type { RetryPolicy } from './backoff';
import type { Blame } from './blame';
import type { OutboxEntry } from './entry';
import type { EntryMirror } from './mirror';
import type { ProofStep } from './proofStep';
import {
  afterFailure,
  afterSuccess,
  backOff,
  classifyFailure,
  type SendFailure,
} from './transitions';
import type { OutboxOptions } from './types';

// One change's request (docs/outbox.md, "Lifecycle of a change"): marked sending, the owner
// checked right before it goes, the proof photo first (proofStep.ts), then the status; the
// answer stored through the state machine (transitions.ts), a failure blamed on the queue or
// the change's order (blame.ts), and one token refresh after a 401.

export interface ChangeSender {
  /** Sends one change (a lane's head) and stores what its answer makes of it. */
  send(entry: OutboxEntry): Promise<void>;
  /** Whether this tab has a request in flight for the entry. */
  isInFlight(seq: number): boolean;
}

/** What sending needs of the outbox (sender.ts passes it on). */
export type SendingOptions = Pick<OutboxOptions, 'uid' | 'api' | 'currentUid' | 'refreshToken'> & {
  entries: EntryMirror;
  clock: Clock;
  policy: RetryPolicy;
  random: () => number;
};

export function createChangeSender(
  options: SendingOptions & { blame: Blame; proof: ProofStep },
): ChangeSender {
  const { uid, api, entries, clock, policy, random, blame, proof: proofStep } = options;
  const inFlight = new Set<number>();

  /** What a backoff is computed from; the run of failures as stored now (the pick may be older). */
  const backoffContext = (entry: OutboxEntry, attempts: number) => ({
    attempts,
    now: clock.now(),
    policy,
    random,
    failingSince: (entries.find((e) => e.seq === entry.seq) ?? entry).failingSince ?? null,
  });

  /** Stores a failure the token refresh did not cure (or did not need). */
  async function failed(entry: OutboxEntry, caught: SendFailure, attempts: number) {
    const scope = blame.blame(entry, caught);
    await entries.update(
      entry.seq,
      afterFailure(caught, { ...backoffContext(entry, attempts), scope }),
    );
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
      inFlight.add(entry.seq);
      try {
        const { receiptId, status, dispatchId, updatedAt, updateId, payload } = entry;
        const proof = await proofStep.proofFor(entry);
        // The upload took a while: the owner must still be signed in for the status request.
        if (proof !== undefined && options.currentUid() !== uid) {
          inFlight.delete(entry.seq);
          await entries.update(entry.seq, { state: 'pending', attempts: attempts - 1 });
          return;
        }
        const accepted = await api.deliveryUpdate({
          receiptId,
          status,
          dispatchId,
          updatedAt,
          updateId,
          reason: payload?.reason,
          note: payload?.note,
          cashCollected: payload?.cashCollected,
          previousStatus: payload?.previousStatus,
          ...(proof !== undefined ? { proof } : {}),
        });
        inFlight.delete(entry.seq);
        await entries.update(entry.seq, afterSuccess(clock.now(), accepted.updateTimestamp));
        await blame.serverTookOne();
        await proofStep.forgetPhoto(entry);
        return;
      } catch (caught) {
        inFlight.delete(entry.seq);
        const failure = classifyFailure(caught);
        if (failure.error.kind !== 'unauthorized' || refreshed) {
          await failed(entry, failure, attempts);
          return;
        }
        refreshed = true;
        try {
          await options.refreshToken();
        } catch (refreshError) {
          // Usually no network to refresh with: back off like any retryable failure.
          const { error: cause } = classifyFailure(refreshError);
          await entries.update(
            entry.seq,
            backOff({ ...cause, kind: 'offline' }, null, backoffContext(entry, attempts)),
          );
          return;
        }
        if (options.currentUid() !== uid) {
          await entries.update(entry.seq, { state: 'pending', lastError: failure.error });
          return;
        }
      }
    }
  }

  return { send, isInFlight: (seq) => inFlight.has(seq) };
}
