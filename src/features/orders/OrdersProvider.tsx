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
import { useMemoObject } from '../shared/useMemoObject';
import {
  applyPendingStatuses,
  isUnsent,
  type OutboxEntry,
  type ReceiptWithSync,
  type StatusPayload,
  type UnsentState,
} from './outbox';
import { useOrdersOutbox } from './useOrdersOutbox';
import type { ProofToRecord } from './proof/useProofCapture';

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

/** A change the backend has not accepted yet, as the "Changes not sent" sheet lists it. */
export interface UnsentChange {
  updateId: string;
  /** The order number the dispatcher knows; null when neither the change nor the feed has it. */
  orderNumber: string | null;
  /** The status the change sets. */
  status: string;
  state: UnsentState;
  /** The server's reason (refused, needs sign-in) or the last failure of a retried change. */
  reason: string | null;
  /** Epoch ms of the next automatic try (backing off); null when none is planned. */
  nextAttemptAt: number | null;
}

export interface ChangeOptions {
  payload?: StatusPayload;
  /** The undo window: the change is shown at once but not sent before this many ms. */
  holdMs?: number;
  /** Proof of delivery: sent as `proof`, its photo kept on the phone until uploaded. */
  proof?: ProofToRecord;
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
  /** Every change not yet accepted, oldest first, whether its order is still in the feed or not. */
  unsentChanges: readonly UnsentChange[];
  /**
   * Every change on this phone, oldest first, sent ones included, as the outbox holds them (the
   * undo bar and the Today summary derive from them).
   */
  outboxEntries: readonly OutboxEntry[];
  /**
   * Queues the change (with what it carries beyond the status, and an undo window of `holdMs`
   * during which it waits on the phone); resolves with its id for undo(). Rejects only when it
   * could not be saved on this device.
   */
  changeStatus(receipt: Receipt, status: string, options?: ChangeOptions): Promise<string>;
  /** Takes a change back before it is sent; false when it has already gone (or is unknown). */
  undo(updateId: string): Promise<boolean>;
  retryChange(updateId: string): void;
  discardChange(updateId: string): void;
  /** Drops every change not yet sent (the "discard and sign out" choice). */
  discardAllChanges(): Promise<void>;
  /** The latest queued change of this order that carries proof of delivery, if any. */
  findProofChange(receiptId: string): OutboxEntry | undefined;
  /** The proof photo still on the phone for a change; null once sent (or never kept). */
  readProofPhoto(updateId: string): Promise<{ bytes: ArrayBuffer; mimeType: string } | null>;
}

const NO_ENTRIES: readonly OutboxEntry[] = [];
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
  const outboxEntries = entries ?? NO_ENTRIES;
  const shown = useMemo(() => applyPendingStatuses(receipts, entries ?? []), [receipts, entries]);
  const lists = useMemo(() => splitOrders(shown), [shown]);
  const findOrder = useCallback((id: string) => shown.find((r) => r.id === id), [shown]);
  const findChange = useCallback(
    (updateId: string) => entries?.find((e) => e.updateId === updateId),
    [entries],
  );
  const unsentChanges = useMemo<UnsentChange[]>(
    () =>
      (entries ?? []).flatMap((entry) =>
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
    [entries, receipts],
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
  const findProofChange = useCallback(
    (receiptId: string) =>
      [...(entries ?? [])]
        .reverse()
        .find((e) => e.receiptId === receiptId && e.payload?.proof !== undefined),
    [entries],
  );
  const readProofPhoto = useCallback(
    async (updateId: string) => (outbox === null ? null : outbox.proofPhoto(updateId)),
    [outbox],
  );
  const retry = useCallback(() => {
    setFeed({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemoObject<OrdersContextValue>({
    feed,
    lists,
    findOrder,
    findChange,
    origin,
    retry,
    sync,
    unsentChanges,
    outboxEntries,
    changeStatus,
    undo,
    retryChange,
    discardChange,
    discardAllChanges,
    findProofChange,
    readProofPhoto,
  });
  return <OrdersContext.Provider value={value}>{children}</OrdersContext.Provider>;
}

export function useOrders(): OrdersContextValue {
  const value = useContext(OrdersContext);
  if (value === null) throw new Error('OrdersProvider is missing above this component.');
  return value;
}
