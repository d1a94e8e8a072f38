import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { OriginAddress } from '../../domain/origin';
import { splitOrders, type SplitOrders } from '../../domain/orders';
import type { Receipt } from '../../domain/receipt';
import { browserDayWindowEnvironment, watchTodaysOrders } from './todaysOrders';
import { useServices } from '../shared/services';
import { applyPendingStatuses, type OutboxEntry, type ReceiptWithSync } from './outbox';
import { useOrdersOutbox } from './useOrdersOutbox';

// Today's orders of the signed-in dispatcher, kept in React context and updated in realtime,
// with the status changes still in the outbox laid over them (docs/outbox.md): a tapped order
// shows its new status and sits in its new list at once, marked until the feed confirms it.

export type FeedState =
  | { status: 'loading' }
  | { status: 'ready'; receipts: Receipt[]; fromCache: boolean }
  | { status: 'error'; message: string };

/** What the header indicator and the sign-out confirmation need to know about the outbox. */
export interface SyncSummary {
  /** Changes not yet accepted by the server and still being tried (pending or sending). */
  waiting: number;
  /** Changes the server refused; they wait for Retry or Discard. */
  failed: number;
  /** Everything that has not reached the server: waiting, failed and needs-sign-in. */
  unsent: number;
  /** The server no longer accepts this session: the dispatcher has to sign in again. */
  needsSignIn: boolean;
}

interface OrdersContextValue {
  feed: FeedState;
  /** Open and delivered orders, newest first, queued changes applied (empty while loading). */
  lists: SplitOrders<ReceiptWithSync>;
  findOrder(id: string): ReceiptWithSync | undefined;
  /** The queued change behind a receipt's syncUpdateId (to name the status it was about). */
  findChange(updateId: string): OutboxEntry | undefined;
  origin: OriginAddress | null;
  retry(): void;
  sync: SyncSummary;
  /** Queues the change; rejects only when it could not be saved on this device. */
  changeStatus(receipt: Receipt, status: string): Promise<void>;
  retryChange(updateId: string): void;
  discardChange(updateId: string): void;
  /** Drops every change not yet sent (the "discard and sign out" choice). */
  discardAllChanges(): Promise<void>;
}

const NO_CHANGES: SyncSummary = { waiting: 0, failed: 0, unsent: 0, needsSignIn: false };

const OrdersContext = createContext<OrdersContextValue | null>(null);

export function OrdersProvider({
  dispatchId,
  children,
}: {
  dispatchId: string;
  children: ReactNode;
}) {
  const { receipts: feedPort, utilities, clock } = useServices();
  const [feed, setFeed] = useState<FeedState>({ status: 'loading' });
  const [origin, setOrigin] = useState<OriginAddress | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    return watchTodaysOrders(
      feedPort,
      dispatchId,
      browserDayWindowEnvironment(clock),
      ({ receipts, fromCache }) => setFeed({ status: 'ready', receipts, fromCache }),
      (error) => setFeed({ status: 'error', message: error.message }),
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

  const receipts = useMemo(() => (feed.status === 'ready' ? feed.receipts : []), [feed]);
  const { outbox, snapshot } = useOrdersOutbox(dispatchId);

  // Every feed snapshot lets sent changes settle (their mark clears once the feed shows them).
  useEffect(() => {
    if (outbox === null || feed.status !== 'ready') return;
    outbox.ready.then(() => outbox.confirm(feed.receipts)).catch(() => {});
  }, [outbox, feed]);

  const entries = snapshot?.entries;
  const shown = useMemo(() => applyPendingStatuses(receipts, entries ?? []), [receipts, entries]);
  const lists = useMemo(() => splitOrders(shown), [shown]);
  const findOrder = useCallback((id: string) => shown.find((r) => r.id === id), [shown]);
  const findChange = useCallback(
    (updateId: string) => entries?.find((e) => e.updateId === updateId),
    [entries],
  );
  const sync = useMemo<SyncSummary>(
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

  const changeStatus = useCallback(
    async (receipt: Receipt, status: string) => {
      if (outbox === null) throw new Error('The change could not be saved yet. Try again.');
      await outbox.enqueue({ receiptId: receipt.id, status, dispatchId });
    },
    [outbox, dispatchId],
  );
  const retryChange = useCallback((updateId: string) => void outbox?.retry(updateId), [outbox]);
  const discardChange = useCallback((updateId: string) => void outbox?.discard(updateId), [outbox]);
  const discardAllChanges = useCallback(async () => {
    await outbox?.discardAll();
  }, [outbox]);
  const retry = useCallback(() => {
    setFeed({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo<OrdersContextValue>(
    () => ({
      feed,
      lists,
      findOrder,
      findChange,
      origin,
      retry,
      sync,
      changeStatus,
      retryChange,
      discardChange,
      discardAllChanges,
    }),
    [
      feed,
      lists,
      findOrder,
      findChange,
      origin,
      retry,
      sync,
      changeStatus,
      retryChange,
      discardChange,
      discardAllChanges,
    ],
  );
  return <OrdersContext.Provider value={value}>{children}</OrdersContext.Provider>;
}

export function useOrders(): OrdersContextValue {
  const value = useContext(OrdersContext);
  if (value === null) throw new Error('OrdersProvider is missing above this component.');
  return value;
}
