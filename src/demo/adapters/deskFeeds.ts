import type { ChangeBus, StoreChange } from '@/demo/server/changes';
import type { StoredReceipt } from '@/demo/server/seed';
import type { DemoDb } from '@/demo/server/store';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { RECEIPT_TYPE_SALE, sortNewestFirst } from '@/domain/orders';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import type { BoardFeed, TeamSource } from '@/services/deskPorts';
import { shareWatches } from './sharedWatch';
import { watchStore, type ReadCache } from './watch';

// The desk's two realtime reads over the demo store (docs/desk.md#demo): the whole team (every
// back-office record) and today's SALE receipts of every dispatcher and of none, the same rules
// as the Firestore queries (services/firebase/deskFirestore.ts), realtime over the change bus,
// so the driver app's writes in another tab show at once.

export interface DemoDeskFeedOptions {
  db: DemoDb;
  bus: ChangeBus;
  /** Re-seeds when the stored data is from another day. */
  ensureFresh: () => Promise<void>;
  firstDelay: () => Promise<void>;
  cache: ReadCache;
}

export function createDemoTeam(options: DemoDeskFeedOptions): TeamSource {
  const { db, bus, firstDelay, cache } = options;
  return {
    watch(onNext, onError) {
      return watchStore(
        bus,
        {
          async read(_change, fromCache) {
            const stored = await db.getAll('backOfficeUsers');
            return {
              users: stored.map((record) => parseBackOfficeUser(record.uid, record.data)),
              fromCache,
            };
          },
          // Status changes and assignments write receipts only; a seed or a reset the records.
          concerns: (change) => change.kind === 'everything',
        },
        onNext,
        onError,
        { delay: firstDelay(), cacheKey: 'desk:team', cache },
      );
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

/**
 * The day's receipts, parsed, kept between reads: a write re-reads and re-parses only the
 * receipts it touched (as a Firestore snapshot's docChanges), and every other receipt keeps its
 * object, so the board re-renders only the cards that changed.
 */
function createBoardResults(db: DemoDb, since: number) {
  let byId: Map<string, Receipt> | null = null;

  async function readAll(): Promise<Map<string, Receipt>> {
    const stored = await db.getAll('receipts');
    return new Map(
      stored
        .filter((record) => onTheBoard(record, since))
        .map((record) => [record.id, parseReceipt(record.id, record.data)]),
    );
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
          if (onTheBoard(record, since)) current.set(id, parseReceipt(id, record.data));
          else current.delete(id);
        });
      }
      return sortNewestFirst([...byId.values()]);
    } catch (error) {
      byId = null; // Unsure what was applied: the next read starts over.
      throw error;
    }
  };
}

export function createDemoBoardFeed(options: DemoDeskFeedOptions): BoardFeed {
  const { db, bus, ensureFresh, firstDelay, cache } = options;
  const watchOnce = (
    since: number,
    onNext: Parameters<BoardFeed['watch']>[1],
    onError: Parameters<BoardFeed['watch']>[2],
  ) => {
    const results = createBoardResults(db, since);
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
