import type { ChangeBus, StoreChange } from '@/demo/server/changes';
import type { StoredReceipt } from '@/demo/server/seed';
import { readReceiptsSince, type DemoDb } from '@/demo/server/store';
import { selectTodaysOrders } from '@/domain/orders';
import type { TodaysOrdersQuery } from '@/domain/orders';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import type { ReceiptFeed } from '@/services/ports';
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
 * The documents one query matches, parsed, kept between reads: a write re-reads and re-parses
 * only the receipts it touched (as a Firestore snapshot's docChanges), so one change among
 * 5,000 orders costs a few reads, not 5,000.
 */
function createQueryResults(db: DemoDb, query: TodaysOrdersQuery) {
  let byId: Map<string, Receipt> | null = null;

  async function readAll(): Promise<Map<string, Receipt>> {
    const stored = await readReceiptsSince(db, query.dispatchId, query.since);
    return new Map(stored.map((record) => [record.id, parseReceipt(record.id, record.data)]));
  }

  return async function read(change: StoreChange): Promise<Receipt[]> {
    try {
      if (byId === null || change.kind === 'everything') {
        byId = await readAll();
      } else {
        const current = byId;
        const records = await Promise.all(change.ids.map((id) => db.get('receipts', id)));
        change.ids.forEach((id, i) => {
          const record = records[i];
          if (matches(record, query)) current.set(id, parseReceipt(id, record.data));
          else current.delete(id);
        });
      }
      return selectTodaysOrders([...byId.values()], query);
    } catch (error) {
      byId = null; // Unsure what was applied: the next read starts over.
      throw error;
    }
  };
}

/**
 * Today's receipts from the demo store. The same rules as the Firestore query decide what
 * shows (domain/orders.ts), and documents go through the same tolerant parser.
 */
export function createDemoReceiptFeed(options: DemoReceiptFeedOptions): ReceiptFeed {
  const { db, bus, ensureFresh, firstDelay, cache } = options;
  const watchOnce: ReceiptFeed['watch'] = (query, onNext, onError) => {
    const results = createQueryResults(db, query);
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
