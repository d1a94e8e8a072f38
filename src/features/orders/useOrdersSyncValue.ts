import { useCallback, useMemo } from 'react';
import type { Receipt } from '@/domain/receipt';
import { keepUnchangedItems, sameContent } from '@/features/shared/keepUnchanged';
import { useServices } from '@/features/shared/services';
import { useMemoObject } from '@/features/shared/useMemoObject';
import {
  isUnsent,
  waitReasons,
  type Outbox,
  type OutboxEntry,
  type OutboxSnapshot,
} from '@/outbox';
import { useKeptWhileUnchanged } from '@/ui/useKeptWhileUnchanged';
import {
  type ChangeOptions,
  type OrdersSync,
  type SyncSummary,
  type UnsentChange,
} from './ordersContext';

// The sync context's value: what the outbox holds, as the header, "Changes not sent" and the
// status control read it, and the actions on it (identity kept while the outbox is the same).

/** No change on the phone (one object, so an empty queue is no change to readers). */
export const NO_ENTRIES: readonly OutboxEntry[] = [];
const NO_CHANGES: SyncSummary = { waiting: 0, failed: 0, unsent: 0, needsSignIn: false };

function keepUnchangedChanges(
  kept: readonly UnsentChange[],
  next: readonly UnsentChange[],
): readonly UnsentChange[] {
  return keepUnchangedItems(kept, next, (change) => change.updateId, sameContent);
}

function keepUnchangedSummary(kept: SyncSummary, next: SyncSummary): SyncSummary {
  return sameContent(kept, next) ? kept : next;
}

export function useOrdersSyncValue(
  outbox: Outbox | null,
  snapshot: OutboxSnapshot | null,
  receipts: readonly Receipt[],
  dispatchId: string,
): OrdersSync {
  const { clock } = useServices();
  const outboxEntries = snapshot?.entries ?? NO_ENTRIES;
  const online = snapshot?.online ?? true;
  const listedChanges = useMemo<UnsentChange[]>(() => {
    // Read when the outbox changes: the reasons carry absolute times (a retry at, stuck from),
    // which the header and the sheet count down on their own clock.
    const reasons = waitReasons(outboxEntries, { now: clock.now(), online });
    return outboxEntries.flatMap((entry) =>
      !isUnsent(entry)
        ? []
        : [
            {
              updateId: entry.updateId,
              orderNumber:
                entry.orderNumber ??
                receipts.find((r) => r.id === entry.receiptId)?.orderNumber ??
                null,
              status: entry.status,
              state: entry.state,
              reason: entry.lastError?.message ?? null,
              nextAttemptAt: entry.state === 'pending' ? entry.nextAttemptAt : null,
              wait: reasons.get(entry.updateId) ?? { kind: 'due' },
            },
          ],
    );
  }, [outboxEntries, receipts, online, clock]);
  // A feed snapshot builds the list again (for the order numbers): kept while it says the same.
  const unsentChanges = useKeptWhileUnchanged<readonly UnsentChange[]>(
    listedChanges,
    keepUnchangedChanges,
  );
  const summary = useMemo<SyncSummary>(
    () =>
      snapshot === null
        ? NO_CHANGES
        : {
            waiting: snapshot.waitingCount,
            failed: snapshot.failedCount,
            unsent: snapshot.unsentCount,
            needsSignIn: snapshot.needsSignIn,
          },
    [snapshot],
  );
  // The snapshot also changes with the connection alone, which the summary does not say.
  const sync = useKeptWhileUnchanged(summary, keepUnchangedSummary);

  const findChange = useCallback(
    (updateId: string) => outboxEntries.find((e) => e.updateId === updateId),
    [outboxEntries],
  );
  const findProofChange = useCallback(
    (receiptId: string) =>
      [...outboxEntries]
        .reverse()
        .find((e) => e.receiptId === receiptId && e.payload?.proof !== undefined),
    [outboxEntries],
  );

  // The actions depend on the outbox instance alone (one per signed-in user), never on its
  // snapshots: a component handed one is not re-rendered by the outbox's ticks through it.
  const changeStatus = useCallback(
    async (receipt: Receipt, status: string, { payload, holdMs, proof }: ChangeOptions = {}) => {
      if (outbox === null) throw new Error('The change could not be saved yet. Try again.');
      const withProof =
        proof === undefined
          ? payload
          : { ...payload, proof: { receivedBy: proof.receivedBy, takenAt: proof.takenAt } };
      const entry = await outbox.enqueue(
        {
          receiptId: receipt.id,
          status,
          dispatchId,
          orderNumber: receipt.orderNumber,
          payload: withProof,
        },
        { holdMs, ...(proof?.photo ? { photo: proof.photo } : {}) },
      );
      return entry.updateId;
    },
    [outbox, dispatchId],
  );
  const undo = useCallback(
    async (updateId: string) => (outbox === null ? false : outbox.undo(updateId)),
    [outbox],
  );
  const retryChange = useCallback((updateId: string) => void outbox?.retry(updateId), [outbox]);
  const sendNow = useCallback(() => void outbox?.sendNow(), [outbox]);
  const discardChange = useCallback((updateId: string) => void outbox?.discard(updateId), [outbox]);
  const discardAllChanges = useCallback(async () => {
    await outbox?.discardAll();
  }, [outbox]);
  const readProofPhoto = useCallback(
    async (updateId: string) => (outbox === null ? null : outbox.proofPhoto(updateId)),
    [outbox],
  );

  return useMemoObject<OrdersSync>({
    sync,
    unsentChanges,
    outboxEntries,
    findChange,
    findProofChange,
    changeStatus,
    undo,
    retryChange,
    sendNow,
    discardChange,
    discardAllChanges,
    readProofPhoto,
  });
}
