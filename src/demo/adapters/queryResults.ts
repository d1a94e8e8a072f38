import type { CarriedReceipt, StoreChange } from '@/demo/server/changes';
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
 *
 * A receipt the change carries (changes.ts) is not read back when it is newer than the one this
 * query last read or was given (its `rev`, of every record seen, matching or not); one never
 * seen, or not newer (another tab's older write, arriving late), is read.
 */
export function createQueryResults(db: DemoDb, query: ReceiptQuery) {
  const { compare } = query;
  const admits = query.admits ?? (() => true);
  let byId: Map<string, Receipt> | null = null;
  let ordered: Receipt[] = [];
  /** The revision of each record seen since the last whole read (0: stored without one). */
  let revs = new Map<string, number>();

  const seen = (id: string, record: StoredReceipt | undefined) => {
    if (record === undefined) revs.delete(id);
    else revs.set(id, record.rev ?? 0);
  };

  async function readAll(): Promise<Map<string, Receipt>> {
    const all = await query.readAll();
    revs = new Map();
    for (const record of all) seen(record.id, record);
    const stored = all.filter((record) => query.matches(record));
    const parsed = stored.map((record) => parseReceipt(record.id, record.data));
    return new Map(parsed.filter(admits).map((receipt) => [receipt.id, receipt]));
  }

  /** The records of `ids` now: carried where newer than the one seen, else read. */
  function recordsOf(
    ids: readonly string[],
    carried: readonly CarriedReceipt[] = [],
  ): Promise<(StoredReceipt | undefined)[]> {
    const byCarried = new Map(carried.map((record) => [record.id, record]));
    return Promise.all(
      ids.map((id) => {
        const record = byCarried.get(id);
        const held = revs.get(id);
        return record !== undefined && held !== undefined && record.rev > held
          ? record
          : db.get('receipts', id);
      }),
    );
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
        const records = await recordsOf(ids, change.records);
        ids.forEach((id, i) => seen(id, records[i]));
        ordered = reorder(byId, ids, records);
      }
      return ordered;
    } catch (error) {
      byId = null; // Unsure what was applied: the next read starts over.
      throw error;
    }
  };
}
