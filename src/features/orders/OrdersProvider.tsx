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
import { browserDayWindowEnvironment, watchTodaysOrders } from '../../services';
import { useServices } from '../shared/services';
import { useStatusChanges, type StatusChange } from './useStatusChanges';

// Today's orders of the signed-in dispatcher, kept in React context and updated in realtime.

export type FeedState =
  | { status: 'loading' }
  | { status: 'ready'; receipts: Receipt[]; fromCache: boolean }
  | { status: 'error'; message: string };

interface OrdersContextValue {
  feed: FeedState;
  /** Open and delivered orders, newest first (empty while loading or failed). */
  lists: SplitOrders;
  findOrder(id: string): Receipt | undefined;
  origin: OriginAddress | null;
  retry(): void;
  statusChanges: Record<string, StatusChange>;
  changeStatus(receipt: Receipt, status: string): Promise<void>;
}

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
  const { statusChanges, changeStatus } = useStatusChanges(dispatchId, receipts);
  const lists = useMemo(() => splitOrders(receipts), [receipts]);
  const findOrder = useCallback((id: string) => receipts.find((r) => r.id === id), [receipts]);
  const retry = useCallback(() => {
    setFeed({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo<OrdersContextValue>(
    () => ({ feed, lists, findOrder, origin, retry, statusChanges, changeStatus }),
    [feed, lists, findOrder, origin, retry, statusChanges, changeStatus],
  );
  return <OrdersContext.Provider value={value}>{children}</OrdersContext.Provider>;
}

export function useOrders(): OrdersContextValue {
  const value = useContext(OrdersContext);
  if (value === null) throw new Error('OrdersProvider is missing above this component.');
  return value;
}
