import { createContext, useContext } from 'react';
import type { SplitOrders } from '@/domain/orders';
import type { OriginAddress } from '@/domain/origin';
import type { Receipt } from '@/domain/receipt';
import type {
  OutboxEntry,
  ReceiptWithSync,
  StatusPayload,
  UnsentState,
  WaitReason,
} from '@/outbox';
import type { TakenAwayOrder } from './ordersTakenAway';
import type { ProofToRecord } from './proof/useProofCapture';

// What OrdersProvider offers, as two contexts (docs/architecture.md#orders-in-react): the feed
// (today's orders as the dispatcher sees them) and the sync (the outbox of status changes). A
// component reads the one it needs and re-renders only when that one changes: an outbox tick
// that changes no order leaves the lists alone, and a feed snapshot leaves the header alone.

export type FeedState =
  | { status: 'loading' }
  | {
      status: 'ready';
      receipts: Receipt[];
      fromCache: boolean;
      /**
       * The orders the last session showed (features/shared/rememberedStart.ts), until the
       * feed's first answer replaces them.
       */
      remembered?: true;
    }
  | { status: 'error'; message: string };

/** Today's orders with the queued changes laid over them: the lists, rows, detail and Today. */
export interface OrdersFeed {
  feed: FeedState;
  /** Open and delivered orders, newest first, queued changes applied (empty while loading). */
  lists: SplitOrders<ReceiptWithSync>;
  findOrder(id: string): ReceiptWithSync | undefined;
  /** The store's address, where the map starts; null when unknown. */
  origin: OriginAddress | null;
  /** Subscribes to the feed again after an error. */
  retry(): void;
  /**
   * The open orders the back office took away from this driver this session (reassigned), newest
   * first, dismissed ones included (the order's page still says why it has gone).
   */
  takenAway: readonly TakenAwayOrder[];
  /** The driver dismissed the notice of an order taken away. */
  dismissTakenAway(id: string): void;
}

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
  /** Why it is still on the phone: what the header and the sheet tell the driver. */
  wait: WaitReason;
}

export interface ChangeOptions {
  payload?: StatusPayload;
  /** The undo window: the change is shown at once but not sent before this many ms. */
  holdMs?: number;
  /** Proof of delivery: sent as `proof`, its photo kept on the phone until uploaded. */
  proof?: ProofToRecord;
}

/**
 * The status changes made on this phone (the outbox) and what can be done with them. The
 * actions keep their identity for the whole session of a user, whatever the outbox does.
 */
export interface OrdersSync {
  sync: SyncSummary;
  /** Every change not yet accepted, oldest first, whether its order is still in the feed or not. */
  unsentChanges: readonly UnsentChange[];
  /**
   * Every change on this phone, oldest first, sent ones included, as the outbox holds them (the
   * undo bar and the Today summary derive from them).
   */
  outboxEntries: readonly OutboxEntry[];
  /** The queued change behind a receipt's syncUpdateId (to name the status it was about). */
  findChange(updateId: string): OutboxEntry | undefined;
  /** The latest queued change of this order that carries proof of delivery, if any. */
  findProofChange(receiptId: string): OutboxEntry | undefined;
  /**
   * Queues the change (with what it carries beyond the status, and an undo window of `holdMs`
   * during which it waits on the phone); resolves with its id for undo(). Rejects only when it
   * could not be saved on this device.
   */
  changeStatus(receipt: Receipt, status: string, options?: ChangeOptions): Promise<string>;
  /** Takes a change back before it is sent; false when it has already gone (or is unknown). */
  undo(updateId: string): Promise<boolean>;
  retryChange(updateId: string): void;
  /** "Send now": every change waiting for a retry time is tried at once. */
  sendNow(): void;
  discardChange(updateId: string): void;
  /** Drops every change not yet sent (the "discard and sign out" choice). */
  discardAllChanges(): Promise<void>;
  /** The proof photo still on the phone for a change; null once sent (or never kept). */
  readProofPhoto(updateId: string): Promise<{ bytes: ArrayBuffer; mimeType: string } | null>;
}

export const OrdersFeedContext = createContext<OrdersFeed | null>(null);
export const OrdersSyncContext = createContext<OrdersSync | null>(null);

/** Today's orders as shown (lists, one order, the feed's state, the store's address). */
export function useOrdersFeed(): OrdersFeed {
  const value = useContext(OrdersFeedContext);
  if (value === null) throw new Error('OrdersProvider is missing above this component.');
  return value;
}

/** The outbox: its summary, the changes not sent, and the actions on status changes. */
export function useOrdersSync(): OrdersSync {
  const value = useContext(OrdersSyncContext);
  if (value === null) throw new Error('OrdersProvider is missing above this component.');
  return value;
}
