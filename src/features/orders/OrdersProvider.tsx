import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { startOfLocalDay } from '@/domain/day';
import { splitOrders } from '@/domain/orders';
import type { OriginAddress } from '@/domain/origin';
import type { Receipt } from '@/domain/receipt';
import {
  keepUnchangedItems,
  sameContent,
  useKeptWhileUnchanged,
} from '@/features/shared/keepUnchanged';
import { rememberedOrders } from '@/features/shared/rememberedStart';
import { useServices } from '@/features/shared/services';
import { useMemoObject } from '@/features/shared/useMemoObject';
import {
  applyPendingStatuses,
  isUnsent,
  type Outbox,
  type OutboxEntry,
  type OutboxSnapshot,
  type ReceiptWithSync,
} from '@/outbox';
import {
  OrdersFeedContext,
  OrdersSyncContext,
  type ChangeOptions,
  type FeedState,
  type OrdersFeed,
  type OrdersSync,
  type SyncSummary,
  type UnsentChange,
} from './ordersContext';
import { browserDayWindowEnvironment, watchTodaysOrders } from './todaysOrders';
import { useOrdersOutbox } from './useOrdersOutbox';
import { useRememberShownOrders } from './useRememberShownOrders';

// Today's orders of the signed-in dispatcher, updated in realtime, with the status changes still
// in the outbox laid over them (docs/outbox.md): a tapped order shows its new status and sits in
// its new list at once, marked until the feed confirms it. Offered as two contexts
// (ordersContext.ts): the feed and the sync, each re-rendering only its own readers.

const NO_ENTRIES: readonly OutboxEntry[] = [];
const NO_CHANGES: SyncSummary = { waiting: 0, failed: 0, unsent: 0, needsSignIn: false };

/** The day's receipts and the store's address, with the feed's retry after an error. */
function useTodaysFeed(dispatchId: string) {
  const { receipts: feedPort, utilities, clock } = useServices();
  // A start shows what the last session showed today at once, until the feed answers. Not
  // `fromCache`: that is the feed's word about its answer (Today then says its figures wait for
  // the connection), and the feed has not answered yet.
  const [feed, setFeed] = useState<FeedState>(() => {
    const remembered = rememberedOrders(dispatchId, startOfLocalDay(clock.now()));
    return remembered === null
      ? { status: 'loading' }
      : { status: 'ready', receipts: remembered, fromCache: false, remembered: true };
  });
  // The day window of the feed's last answer: the day a remembered list belongs to.
  const [since, setSince] = useState<number | null>(null);
  const [origin, setOrigin] = useState<OriginAddress | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A snapshot with the very receipts already shown (a write to an order outside today's
    // list can send one) is no change: the feed's readers are not re-rendered for it.
    const show = (next: FeedState) =>
      setFeed((current) => (sameContent(current, next) ? current : next));
    return watchTodaysOrders(
      feedPort,
      dispatchId,
      browserDayWindowEnvironment(clock),
      ({ receipts, fromCache, since: windowStart }) => {
        setSince(windowStart);
        show({ status: 'ready', receipts, fromCache });
      },
      (error) => show({ status: 'error', message: error.message }),
    );
  }, [feedPort, dispatchId, clock, attempt]);

  useEffect(() => {
    let cancelled = false;
    // The map falls back to addresses when the origin is missing, so a failure here is quiet.
    utilities.getOriginAddress().then(
      (value) => !cancelled && setOrigin(value),
      () => !cancelled && setOrigin(null),
    );
    return () => {
      cancelled = true;
    };
  }, [utilities]);

  const retry = useCallback(() => {
    setFeed({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { feed, since, origin, retry };
}

/** Receipts that say the same as the ones shown keep their identity (and so do the lists). */
function keepUnchangedReceipts(
  kept: readonly ReceiptWithSync[],
  next: readonly ReceiptWithSync[],
): readonly ReceiptWithSync[] {
  // One level down: the overlay rebuilds a receipt's outcome and proof objects every time.
  return keepUnchangedItems(kept, next, (receipt) => receipt.id, sameContent);
}

function keepUnchangedChanges(
  kept: readonly UnsentChange[],
  next: readonly UnsentChange[],
): readonly UnsentChange[] {
  return keepUnchangedItems(kept, next, (change) => change.updateId, sameContent);
}

function keepUnchangedSummary(kept: SyncSummary, next: SyncSummary): SyncSummary {
  return sameContent(kept, next) ? kept : next;
}

function useOrdersFeedValue(
  dispatchId: string,
  { feed, since, origin, retry }: ReturnType<typeof useTodaysFeed>,
  receipts: readonly Receipt[],
  entries: readonly OutboxEntry[],
): OrdersFeed {
  // Every outbox snapshot builds the overlay again; only orders whose overlay changed are new.
  const overlaid = useMemo(() => applyPendingStatuses(receipts, entries), [receipts, entries]);
  const shown = useKeptWhileUnchanged(overlaid, keepUnchangedReceipts);
  useRememberShownOrders(dispatchId, since, feed, shown);
  const lists = useMemo(() => splitOrders(shown), [shown]);
  const findOrder = useCallback((id: string) => shown.find((r) => r.id === id), [shown]);
  return useMemoObject<OrdersFeed>({ feed, lists, findOrder, origin, retry });
}

function useOrdersSyncValue(
  outbox: Outbox | null,
  snapshot: OutboxSnapshot | null,
  receipts: readonly Receipt[],
  dispatchId: string,
): OrdersSync {
  const outboxEntries = snapshot?.entries ?? NO_ENTRIES;
  const listedChanges = useMemo<UnsentChange[]>(
    () =>
      outboxEntries.flatMap((entry) =>
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
              },
            ],
      ),
    [outboxEntries, receipts],
  );
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
    discardChange,
    discardAllChanges,
    readProofPhoto,
  });
}

export function OrdersProvider({
  dispatchId,
  children,
}: {
  dispatchId: string;
  children: ReactNode;
}) {
  const todaysFeed = useTodaysFeed(dispatchId);
  const { feed } = todaysFeed;
  const receipts = useMemo(() => (feed.status === 'ready' ? feed.receipts : []), [feed]);
  const { outbox, snapshot } = useOrdersOutbox(dispatchId);

  // Every feed snapshot lets sent changes settle (their mark clears once the feed shows them).
  // Not the remembered orders: they show the changes themselves, not what the server has.
  useEffect(() => {
    if (outbox === null || feed.status !== 'ready' || feed.remembered) return;
    outbox.ready.then(() => outbox.confirm(feed.receipts)).catch(() => {});
  }, [outbox, feed]);

  const feedValue = useOrdersFeedValue(
    dispatchId,
    todaysFeed,
    receipts,
    snapshot?.entries ?? NO_ENTRIES,
  );
  const syncValue = useOrdersSyncValue(outbox, snapshot, receipts, dispatchId);
  return (
    <OrdersFeedContext.Provider value={feedValue}>
      <OrdersSyncContext.Provider value={syncValue}>{children}</OrdersSyncContext.Provider>
    </OrdersFeedContext.Provider>
  );
}
