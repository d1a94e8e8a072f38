import type { StoredReceipt } from '@/demo/server/seed';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { compareNewestFirst, RECEIPT_TYPE_SALE } from '@/domain/orders';
import type { BoardFeed, TeamSource } from '@/services/deskPorts';
import { createQueryResults } from './queryResults';
import type { DemoReceiptFeedOptions } from './receipts';
import { shareWatches } from './sharedWatch';
import { watchRecords } from './teamFeeds';
import { watchStore } from './watch';

// The desk's two realtime reads over the demo store (docs/desk.md#demo): the whole team (every
// back-office record) and today's SALE receipts of every dispatcher and of none, the same rules
// as the Firestore queries (services/firebase/deskFirestore.ts), realtime over the change bus,
// so the driver app's writes in another tab show at once.

export function createDemoTeam(options: DemoReceiptFeedOptions): TeamSource {
  const { db } = options;
  return {
    watch(onNext, onError) {
      const read = async (fromCache: boolean) => {
        const stored = await db.getAll('backOfficeUsers');
        return {
          users: stored.map((record) => parseBackOfficeUser(record.uid, record.data)),
          fromCache,
        };
      };
      // Status changes and assignments write receipts only; a seed, a reset, an invitation or a
      // deactivation the records.
      return watchRecords(options, 'backOfficeUsers', 'desk:team', read, onNext, onError);
    },
  };
}

function onTheBoard(record: StoredReceipt | undefined, since: number): record is StoredReceipt {
  return (
    record !== undefined &&
    record.data.receipt_type === RECEIPT_TYPE_SALE &&
    typeof record.data.updateTimestamp === 'number' &&
    record.data.updateTimestamp >= since
  );
}

export function createDemoBoardFeed(options: DemoReceiptFeedOptions): BoardFeed {
  const { db, bus, ensureFresh, firstDelay, cache } = options;
  const watchOnce = (
    since: number,
    onNext: Parameters<BoardFeed['watch']>[1],
    onError: Parameters<BoardFeed['watch']>[2],
  ) => {
    const results = createQueryResults(db, {
      readAll: () => db.getAll('receipts'),
      matches: (record): record is StoredReceipt => onTheBoard(record, since),
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
      { delay: firstDelay(), cacheKey: `desk:board:${since}`, cache },
    );
  };
  const shared = shareWatches(watchOnce, (since: number) => String(since));
  return { watch: (since, onNext, onError) => shared(since, onNext, onError) };
}
