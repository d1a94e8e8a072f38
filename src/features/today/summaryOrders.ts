import type { Receipt } from '@/domain/receipt';
import { summaryOrderOf, type SummaryOrder } from '@/domain/summary';
import { settledEntries, type OutboxEntry, type ReceiptWithSync } from '@/features/orders';

/**
 * Today's orders as the summary counts them: each order as shown (its latest change on the
 * phone applied), with that change's reason and cash when the feed has not caught up with it
 * yet. A change the feed already shows is the feed's to tell (it carries the backend's record).
 */
export function summaryOrders(
  shown: readonly ReceiptWithSync[],
  feedReceipts: readonly Receipt[],
  changes: readonly OutboxEntry[],
): SummaryOrder[] {
  const settled = new Set(settledEntries(feedReceipts, changes).map((entry) => entry.seq));
  const latestOnPhone = new Map<string, OutboxEntry>();
  for (const entry of changes) {
    if (settled.has(entry.seq)) continue;
    const known = latestOnPhone.get(entry.receiptId);
    if (known === undefined || entry.seq > known.seq) latestOnPhone.set(entry.receiptId, entry);
  }
  return shown.map((receipt) => {
    const change = latestOnPhone.get(receipt.id);
    return {
      ...summaryOrderOf(receipt),
      phoneChange:
        change === undefined
          ? null
          : {
              status: change.status,
              reason: change.payload?.reason ?? null,
              cashCollected: change.payload?.cashCollected ?? null,
            },
    };
  });
}
