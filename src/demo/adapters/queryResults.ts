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
  /** Whether a matching receipt, parsed, belongs to it too (default: every one). */
  admits?(receipt: Receipt): boolean;
  /** The answer's order: total (ties broken by id), as a Firestore query's is. */
  compare(a: Receipt, b: Receipt): number;
}

/** Where `receipt` goes in `ordered` (sorted by `compare`): the first place not before it. */
function placeOf(
  ordered: readonly Receipt[],
  receipt: Receipt,
  compare: (a: Receipt, b: Receipt) => number,
): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(ordered[middle]!, receipt) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The documents one query matches, parsed, kept between reads: a write re-reads and re-parses
 * only the receipts it touched (as a Firestore snapshot's docChanges), so one change among
 * 5,000 orders costs a few reads, not 5,000, and every other receipt keeps its object. The
 * answer is kept in its order too: a touched receipt leaves its place and the new one is put
 * in its own (a binary search each), not the whole day sorted again; the others keep their
 * order. The answer given is the next read's starting point: its readers never change it in
 * place.
 */
export function createQueryResults(db: DemoDb, query: ReceiptQuery) {
  const { compare } = query;
  const admits = query.admits ?? (() => true);
  let byId: Map<string, Receipt> | null = null;
  let ordered: Receipt[] = [];

  async function readAll(): Promise<Map<string, Receipt>> {
    const stored = (await query.readAll()).filter((record) => query.matches(record));
    const parsed = stored.map((record) => parseReceipt(record.id, record.data));
    return new Map(parsed.filter(admits).map((receipt) => [receipt.id, receipt]));
  }

  /** `ordered` with the receipts of `ids` read again (`records`, in the same order). */
  function reorder(
    current: Map<string, Receipt>,
    ids: readonly string[],
    records: readonly (StoredReceipt | undefined)[],
  ): Receipt[] {
    const next = [...ordered];
    ids.forEach((id, i) => {
      const before = current.get(id);
      if (before !== undefined) {
        const at = placeOf(next, before, compare);
        next.splice(next[at] === before ? at : next.indexOf(before), 1);
        current.delete(id);
      }
      const record = records[i];
      if (!query.matches(record)) return;
      const receipt = parseReceipt(id, record.data);
      if (!admits(receipt)) return;
      current.set(id, receipt);
      next.splice(placeOf(next, receipt, compare), 0, receipt);
    });
    return next;
  }

  return async function read(change: StoreChange): Promise<Receipt[]> {
    try {
      if (byId === null || change.kind === 'everything') {
        byId = await readAll();
        ordered = [...byId.values()].sort(compare);
      } else {
        const ids = [...new Set(change.ids)];
        const records = await Promise.all(ids.map((id) => db.get('receipts', id)));
        ordered = reorder(byId, ids, records);
      }
      return ordered;
    } catch (error) {
      byId = null; // Unsure what was applied: the next read starts over.
      throw error;
    }
  };
}
