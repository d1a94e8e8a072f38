import type { Clock, DeliveryProof } from '@/services/ports';
import type { RetryPolicy } from './backoff';
import type { OutboxEntry } from './entry';
import type { EntryMirror } from './mirror';
import type { ProofStore } from './proofStore';
import { proofToSend } from './sendProof';
import {
  afterFailure,
  afterSuccess,
  backOff,
  classifyFailure,
  dueAt,
  holdEndsAt,
  nextToSend,
} from './transitions';
import type { OutboxOptions } from './types';

// Sending: every due entry in FIFO order, one request at a time, each attempt's outcome stored
// through the state machine of transitions.ts (with one token refresh after a 401).
// A change with proof of delivery goes as two requests, photo first, then status
// (docs/proof-of-delivery.md): the upload's answer is stored on the entry, so a retry after a
// failed status request sends the stored proofId and does not upload again.

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
    /** The proof photo store; null when it could not be opened (photos are then not sent). */
    photos: () => Pick<ProofStore, 'get' | 'remove'> | null;
    reportError: (error: unknown) => void;
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

  /** The entry as stored now (the one picked may be older than the proof stored since). */
  const latest = (entry: OutboxEntry) => entries.find((e) => e.seq === entry.seq) ?? entry;

  /**
   * `updateData.proof` for the entry: uploads its photo first (rejecting like any request), and
   * stores the answer before the status request, so no retry uploads it again.
   */
  async function proofFor(entry: OutboxEntry): Promise<DeliveryProof | undefined> {
    const intent = entry.payload?.proof;
    if (intent === undefined) return undefined;
    const stored = latest(entry).sentProof;
    if (stored) return stored;
    const { uploadProof } = api;
    const photos = options.photos();
    const proof = await proofToSend({
      updateId: entry.updateId,
      receiptId: entry.receiptId,
      intent,
      photos: photos ?? { get: async () => undefined },
      api: {
        uploadProof: (upload) => {
          // Only an adapter without uploads (some tests) gets here; retried like a server fault.
          if (!uploadProof) throw new Error('This outbox cannot upload proof photos.');
          return uploadProof.call(api, upload);
        },
      },
    });
    if (proof !== undefined && proof.proofId !== null) {
      await entries.update(entry.seq, { sentProof: proof });
    }
    return proof;
  }

  /** The photo has gone with its change: free the phone's storage (best effort). */
  async function forgetPhoto(entry: OutboxEntry): Promise<void> {
    if (entry.payload?.proof === undefined) return;
    try {
      await options.photos()?.remove(entry.updateId);
    } catch (error) {
      options.reportError(error);
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
        const proof = await proofFor(entry);
        // The upload took a while: the owner must still be signed in for the status request.
        if (proof !== undefined && options.currentUid() !== uid) {
          inFlightSeq = null;
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
        inFlightSeq = null;
        await entries.update(entry.seq, afterSuccess(clock.now(), accepted.updateTimestamp));
        await forgetPhoto(entry);
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
