import type { Clock, DeliveryProof } from '@/services/ports';
import type { RetryPolicy } from './backoff';
import type { OutboxEntry } from './entry';
import { dueNow } from './lanes';
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
  type SendFailure,
} from './transitions';
import { isChangeFault, troubleScope } from './trouble';
import type { OutboxOptions } from './types';

// Sending: every due entry, in tap order within each order and a few orders at a time
// (lanes.ts), each attempt's outcome stored through the state machine of transitions.ts (with
// one token refresh after a 401) and blamed on the queue or the change's order (trouble.ts).
// A change with proof of delivery goes as two requests, photo first, then status
// (docs/proof-of-delivery.md): the upload's answer is stored on the entry, so a retry after a
// failed status request sends the stored proofId and does not upload again.

export interface Sender {
  /** Runs holding the sender lock: takes over stale entries and sends everything due. */
  sendDue(): Promise<void>;
  /** Stores the pulled-in deadlines (on load and every wake-up), so no tab waits on a bad one. */
  pullInDeadlines(): Promise<void>;
  /** Whether this tab has a request in flight for the entry. */
  isInFlight(seq: number): boolean;
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
  const inFlight = new Set<number>();
  /**
   * The order whose change last had a server fault of its own (trouble.ts) since the last
   * success: another order's change failing the same way means it is the server.
   */
  let lastFaultedReceipt: string | null = null;
  /** When each order's lane last started a request (a count, not a time): lanes take turns. */
  const lastTurns = new Map<string, number>();
  let turns = 0;

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
      const context = () => ({
        attempts,
        now: clock.now(),
        policy,
        random,
        failingSince: latest(entry).failingSince ?? null,
      });
      inFlight.add(entry.seq);
      try {
        const { receiptId, status, dispatchId, updatedAt, updateId, payload } = entry;
        const proof = await proofFor(entry);
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
        await serverTookOne();
        await forgetPhoto(entry);
        return;
      } catch (caught) {
        inFlight.delete(entry.seq);
        const failure = classifyFailure(caught);
        if (failure.error.kind !== 'unauthorized' || refreshed) {
          const scope = blame(entry, failure);
          await entries.update(entry.seq, afterFailure(failure, { ...context(), scope }));
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

  /**
   * Whom a retryable failure is blamed on; remembers a change's own fault for the next one. A
   * change already failing on its own tells nothing new about the server: a poison order's
   * every retry would otherwise pause all orders once any other order had a one-off 5xx.
   */
  function blame(entry: OutboxEntry, failure: SendFailure) {
    const alreadyItsOwn = latest(entry).troubleScope === 'order';
    const otherOrderFaulted =
      !alreadyItsOwn && lastFaultedReceipt !== null && lastFaultedReceipt !== entry.receiptId;
    const scope = troubleScope(failure.error, otherOrderFaulted);
    if (isChangeFault(failure.error)) lastFaultedReceipt = entry.receiptId;
    return scope;
  }

  /**
   * A change went through: the server is taking changes, so no earlier failure holds every
   * order any more (each such change keeps its own retry time, for its order alone).
   */
  async function serverTookOne(): Promise<void> {
    lastFaultedReceipt = null;
    for (const other of entries.current()) {
      if (other.troubleScope === 'queue' && other.state !== 'sent') {
        await entries.update(other.seq, { troubleScope: 'order' });
      }
    }
  }

  /**
   * Sends the due changes, a few lanes at a time (lanes.ts): whenever a request ends, what is
   * due now is started, until nothing is in flight and nothing is due. A storage failure stops
   * new sends, lets the requests out finish, and is thrown.
   */
  async function sendDue(): Promise<void> {
    await reloadTakingOver();
    await pullInDeadlines();
    const running = new Set<Promise<void>>();
    let storageFailure: { error: unknown } | null = null;
    for (;;) {
      if (storageFailure === null && options.canSend()) {
        const due = dueNow(entries.current(), clock.now(), policy, running.size, (receiptId) =>
          lastTurns.get(receiptId),
        );
        for (const entry of due) {
          turns += 1;
          lastTurns.set(entry.receiptId, turns);
          // send() marks the entry 'sending' synchronously, so it is not picked twice (and
          // cannot be undone while its request is being made).
          const sending: Promise<void> = send(entry)
            .catch((error: unknown) => {
              storageFailure ??= { error };
            })
            .finally(() => running.delete(sending));
          running.add(sending);
        }
      }
      if (running.size === 0) break;
      await Promise.race(running);
    }
    if (storageFailure !== null) throw (storageFailure as { error: unknown }).error;
  }

  return { sendDue, pullInDeadlines, isInFlight: (seq) => inFlight.has(seq) };
}
