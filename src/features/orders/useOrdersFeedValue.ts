import { useCallback, useMemo } from 'react';
import { splitOrders } from '@/domain/orders';
import type { Receipt } from '@/domain/receipt';
import { keepUnchangedItems, sameContent } from '@/features/shared/keepUnchanged';
import { useMemoObject } from '@/features/shared/useMemoObject';
import { applyPendingStatuses, type OutboxEntry, type ReceiptWithSync } from '@/outbox';
import { useKeptWhileUnchanged } from '@/ui/useKeptWhileUnchanged';
import type { OrdersFeed } from './ordersContext';
import { useRememberShownOrders } from './useRememberShownOrders';
import type { TodaysFeed } from './useTodaysFeed';

// The feed context's value: today's receipts with the queued changes laid over them, split into
// the open and delivered lists. Orders that say the same keep their objects (keepUnchanged.ts).

/** Receipts that say the same as the ones shown keep their identity (and so do the lists). */
function keepUnchangedReceipts(
  kept: readonly ReceiptWithSync[],
  next: readonly ReceiptWithSync[],
): readonly ReceiptWithSync[] {
  // One level down: the overlay rebuilds a receipt's outcome and proof objects every time.
  return keepUnchangedItems(kept, next, (receipt) => receipt.id, sameContent);
}

export function useOrdersFeedValue(
  dispatchId: string,
  { feed, since, origin, retry, takenAway, dismissTakenAway }: TodaysFeed,
  receipts: readonly Receipt[],
  entries: readonly OutboxEntry[],
): OrdersFeed {
  // Every outbox snapshot builds the overlay again; only orders whose overlay changed are new.
  const overlaid = useMemo(() => applyPendingStatuses(receipts, entries), [receipts, entries]);
  const shown = useKeptWhileUnchanged(overlaid, keepUnchangedReceipts);
  useRememberShownOrders(dispatchId, since, feed, shown, origin);
  const lists = useMemo(() => splitOrders(shown), [shown]);
  const findOrder = useCallback((id: string) => shown.find((r) => r.id === id), [shown]);
  return useMemoObject<OrdersFeed>({
    feed,
    lists,
    findOrder,
    origin,
    retry,
    takenAway,
    dismissTakenAway,
  });
}
