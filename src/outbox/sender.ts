import { createBlame } from './blame';
import { dueNow } from './lanes';
import { createProofStep } from './proofStep';
import type { ProofStore } from './proofStore';
import { createChangeSender, type SendingOptions } from './sendChange';
import { afterConnectionBack, dueAt, holdEndsAt, refusedBehind } from './transitions';

// Sending: every due entry, in tap order within each order and a few orders at a time
// (lanes.ts). One change's request, its proof photo first and its answer stored, is
// sendChange.ts (with proofStep.ts and blame.ts); this file takes over what a closed tab left,
// keeps the deadlines honest, and keeps the lanes busy.

export interface Sender {
  /** Runs holding the sender lock: takes over stale entries and sends everything due. */
  sendDue(): Promise<void>;
  /** Stores the pulled-in deadlines (on load and every wake-up), so no tab waits on a bad one. */
  pullInDeadlines(): Promise<void>;
  /** Whether this tab has a request in flight for the entry. */
  isInFlight(seq: number): boolean;
  /** The connection is back: what waited only for it may go (transitions.ts). */
  connectionBack(): Promise<void>;
}

export function createSender(
  options: SendingOptions & {
    canSend: () => boolean;
    /** The proof photo store; null when it could not be opened (photos are then not sent). */
    photos: () => Pick<ProofStore, 'get' | 'remove'> | null;
    reportError: (error: unknown) => void;
  },
): Sender {
  const { entries, clock, policy } = options;
  const changes = createChangeSender({
    ...options,
    blame: createBlame(entries),
    proof: createProofStep(options),
  });
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

  /**
   * The later changes of an order refused for good (no longer this driver's) are refused with
   * it rather than sent, once out of their undo window (transitions.ts, refusedBehind).
   */
  async function refuseBehindFinalRefusals(): Promise<void> {
    for (const { seq, changes: refused } of refusedBehind(entries.current(), clock.now())) {
      await entries.update(seq, refused);
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
      // Before the start and after every answer: a refusal may have been final.
      if (storageFailure === null) {
        await refuseBehindFinalRefusals().catch((error: unknown) => {
          storageFailure ??= { error };
        });
      }
      if (storageFailure === null && options.canSend()) {
        const due = dueNow(entries.current(), clock.now(), policy, running.size, (receiptId) =>
          lastTurns.get(receiptId),
        );
        for (const entry of due) {
          turns += 1;
          lastTurns.set(entry.receiptId, turns);
          // send() marks the entry 'sending' synchronously, so it is not picked twice (and
          // cannot be undone while its request is being made).
          const sending: Promise<void> = changes
            .send(entry)
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

  /** Every update is started at once: each is made in memory before the drain that follows. */
  async function connectionBack(): Promise<void> {
    const updates = entries.current().flatMap((entry) => {
      const changed = afterConnectionBack(entry);
      return changed === null ? [] : [entries.update(entry.seq, changed)];
    });
    await Promise.all(updates);
  }

  return { sendDue, pullInDeadlines, isInFlight: changes.isInFlight, connectionBack };
}
