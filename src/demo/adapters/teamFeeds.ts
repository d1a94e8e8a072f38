import { concernsRecords, type RecordStore } from '@/demo/server/changes';
import { RECEIPT_TYPE_SALE, sortNewestFirst } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { parseDriverShift } from '@/domain/shift/driverShift';
import { readSettlement, type Settlement } from '@/domain/shift/settlement';
import type { DayReceiptsFeed, SettlementsFeed, TeamPositions } from '@/services/deskPorts';
import type { DemoReceiptFeedOptions } from './receipts';
import { watchStore } from './watch';

// The desk's realtime reads of the team and the shift over the demo store (docs/demo-mode.md), the
// same rules as the Firestore listeners (services/firebase/teamFirestore.ts): every driver's
// shift record, a day's settlements, and any day's receipts. Realtime over the change bus: the
// driver app in another tab going on shift, or sharing a position, shows at once.

/**
 * A realtime read of one store of records (the team's): read whole at first and again on each
 * write to that store (a seed or a reset too), never on a write of receipts.
 */
export function watchRecords<T>(
  options: DemoReceiptFeedOptions,
  store: RecordStore,
  cacheKey: string,
  read: (fromCache: boolean) => Promise<T>,
  onNext: (snapshot: T) => void,
  onError: (error: Error) => void,
) {
  const { bus, firstDelay, cache } = options;
  return watchStore(
    bus,
    { read: (_change, fromCache) => read(fromCache), concerns: concernsRecords(store) },
    onNext,
    onError,
    { delay: firstDelay(), cacheKey, cache },
  );
}

export function createDemoTeamPositions(options: DemoReceiptFeedOptions): TeamPositions {
  const { db } = options;
  return {
    watch(onNext, onError) {
      const read = async (fromCache: boolean) => {
        const stored = await db.getAll('driverShifts');
        return { shifts: stored.map((record) => parseDriverShift(record.uid, record)), fromCache };
      };
      return watchRecords(options, 'driverShifts', 'desk:team-positions', read, onNext, onError);
    },
  };
}

export function createDemoSettlements(options: DemoReceiptFeedOptions): SettlementsFeed {
  const { db } = options;
  return {
    watch(day, onNext, onError) {
      const read = async (fromCache: boolean) => {
        const stored = await db.getAllFromIndex('settlements', 'byDay', day);
        const settlements = stored
          .map(readSettlement)
          .filter((settlement): settlement is Settlement => settlement !== null);
        return { settlements, fromCache };
      };
      const cacheKey = `desk:settlements:${day}`;
      return watchRecords(options, 'settlements', cacheKey, read, onNext, onError);
    },
  };
}

export function createDemoDayReceipts(options: DemoReceiptFeedOptions): DayReceiptsFeed {
  const { db, bus, ensureFresh, firstDelay, cache } = options;
  return {
    watch(window, onNext, onError) {
      return watchStore(
        bus,
        {
          // A past day's receipts rarely change: every write to receipts reads them all again.
          async read(_change, fromCache) {
            await ensureFresh();
            const stored = await db.getAll('receipts');
            const receipts = stored
              .filter(({ data }) => {
                const version = data.updateTimestamp;
                return (
                  data.receipt_type === RECEIPT_TYPE_SALE &&
                  typeof version === 'number' &&
                  version >= window.start &&
                  version < window.end
                );
              })
              .map((record) => parseReceipt(record.id, record.data));
            return { receipts: sortNewestFirst(receipts), fromCache };
          },
        },
        onNext,
        onError,
        { delay: firstDelay(), cacheKey: `desk:day:${window.start}`, cache },
      );
    },
  };
}
