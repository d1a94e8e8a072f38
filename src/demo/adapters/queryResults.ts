import type { StoreChange } from '@/demo/server/changes';
import type { StoredReceipt } from '@/demo/server/seed';
import type { DemoDb } from '@/demo/server/store';
import { parseReceipt, type Receipt } from '@/domain/receipt';

/** What one realtime query over the demo's receipts reads. */
export interface ReceiptQuery {
  /** Every stored receipt the query may hold (an index's range, or the whole store). */
  readAll(): Promise<StoredReceipt[]>;
  /** Whether a stored receipt belongs to the query's answer. */
  matches(record: StoredReceipt | undefined): record is StoredReceipt;
  /** The answer in its order, from the receipts that match. */
  select(receipts: Receipt[]): Receipt[];
}

/**
 * The documents one query matches, parsed, kept between reads: a write re-reads and re-parses
 * only the receipts it touched (as a Firestore snapshot's docChanges), so one change among
 * 5,000 orders costs a few reads, not 5,000, and every other receipt keeps its object.
 */
export function createQueryResults(db: DemoDb, query: ReceiptQuery) {
  let byId: Map<string, Receipt> | null = null;

  async function readAll(): Promise<Map<string, Receipt>> {
    const stored = (await query.readAll()).filter((record) => query.matches(record));
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
          if (query.matches(record)) current.set(id, parseReceipt(id, record.data));
          else current.delete(id);
        });
      }
      return query.select([...byId.values()]);
    } catch (error) {
      byId = null; // Unsure what was applied: the next read starts over.
      throw error;
    }
  };
}
