import { selectTodaysOrders } from '../../domain/orders';
import { parseReceipt } from '../../domain/receipt';
import type { ReceiptFeed } from '../ports';
import type { ChangeBus } from './changes';
import { readReceiptsSince, type DemoDb } from './store';
import { watchStore } from './watch';

export interface DemoReceiptFeedOptions {
  db: DemoDb;
  bus: ChangeBus;
  /** Re-seeds when the stored data is from another day (see index.ts). */
  ensureFresh: () => Promise<void>;
  firstDelay: () => Promise<void>;
}

/**
 * Today's receipts from the demo store. The same rules as the Firestore query decide what
 * shows (domain/orders.ts), and documents go through the same tolerant parser.
 * fromCache is always false: the demo store is the authority, like a server answer.
 */
export function createDemoReceiptFeed(options: DemoReceiptFeedOptions): ReceiptFeed {
  const { db, bus, ensureFresh, firstDelay } = options;
  return {
    watch(query, onNext, onError) {
      return watchStore(
        bus,
        async () => {
          await ensureFresh();
          const stored = await readReceiptsSince(db, query.dispatchId, query.since);
          const parsed = stored.map((record) => parseReceipt(record.id, record.data));
          return { receipts: selectTodaysOrders(parsed, query), fromCache: false };
        },
        onNext,
        onError,
        firstDelay(),
      );
    },
  };
}
