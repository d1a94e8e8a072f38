import { useEffect, useMemo, type ReactNode } from 'react';
import { OrdersFeedContext, OrdersSyncContext } from './ordersContext';
import { useOrdersFeedValue } from './useOrdersFeedValue';
import { useOrdersOutbox } from './useOrdersOutbox';
import { NO_ENTRIES, useOrdersSyncValue } from './useOrdersSyncValue';
import { useTodaysFeed } from './useTodaysFeed';

// Today's orders of the signed-in dispatcher, updated in realtime, with the status changes still
// in the outbox laid over them (docs/outbox.md): a tapped order shows its new status and sits in
// its new list at once, marked until the feed confirms it. Offered as two contexts
// (ordersContext.ts): the feed and the sync, each re-rendering only its own readers.

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
