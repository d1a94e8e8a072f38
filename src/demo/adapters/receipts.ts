import type { ChangeBus } from '@/demo/server/changes';
import type { StoredReceipt } from '@/demo/server/seed';
import { readReceiptsSince, type DemoDb } from '@/demo/server/store';
import { compareNewestFirst, matchesTodaysOrders } from '@/domain/orders';
import type { TodaysOrdersQuery } from '@/domain/orders';
import type { ReceiptFeed } from '@/services/ports';
import { createQueryResults } from './queryResults';
import { shareWatches } from './sharedWatch';
import { watchStore, type ReadCache } from './watch';

export interface DemoReceiptFeedOptions {
  db: DemoDb;
  bus: ChangeBus;
  /** Re-seeds when the stored data is from another day (see index.ts). */
  ensureFresh: () => Promise<void>;
  firstDelay: () => Promise<void>;
  cache: ReadCache;
}

function matches(
  record: StoredReceipt | undefined,
  query: TodaysOrdersQuery,
): record is StoredReceipt {
  return (
    record !== undefined &&
    record.data.dispatchId === query.dispatchId &&
    typeof record.data.updateTimestamp === 'number' &&
    record.data.updateTimestamp >= query.since
  );
}

/**
 * Today's receipts from the demo store. The same rules as the Firestore query decide what
 * shows (domain/orders.ts), and documents go through the same tolerant parser.
 */
export function createDemoReceiptFeed(options: DemoReceiptFeedOptions): ReceiptFeed {
  const { db, bus, ensureFresh, firstDelay, cache } = options;
  const watchOnce: ReceiptFeed['watch'] = (query, onNext, onError) => {
    const results = createQueryResults(db, {
      readAll: () => readReceiptsSince(db, query.dispatchId, query.since),
      matches: (record): record is StoredReceipt => matches(record, query),
      // The domain's rule on the parsed receipt too (selectTodaysOrders' filter), newest first.
      admits: (receipt) => matchesTodaysOrders(receipt, query),
      compare: compareNewestFirst,
    });
    return watchStore(
      bus,
      {
        async read(change, fromCache) {
          await ensureFresh();
          return { receipts: await results(change), fromCache };
        },
      },
      onNext,
      onError,
      {
        delay: firstDelay(),
        cacheKey: `receipts:${query.dispatchId}:${query.since}`,
        cache,
      },
    );
  };
  // Two subscriptions to one day's orders (the early one and the screens') read it once.
  return { watch: shareWatches(watchOnce, (query) => `${query.dispatchId}:${query.since}`) };
}
