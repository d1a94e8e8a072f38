import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createQueryResults } from '@/demo/adapters/queryResults';
import { mergeChanges, type CarriedReceipt, type StoreChange } from '@/demo/server/changes';
import type { StoredReceipt } from '@/demo/server/seed';
import type { DemoDb } from '@/demo/server/store';
import { compareNewestFirst, RECEIPT_TYPE_SALE } from '@/domain/orders';

// One realtime query over the demo's receipts (queryResults.ts): a write re-reads the receipts
// it touched and puts them in their place; the answer is what a whole read answers.

type Stored = Map<string, StoredReceipt>;

/** The little of the demo's database a query reads: one receipt by id (each read counted). */
function dbOver(stored: Stored, reads: string[] = []): DemoDb {
  const get = async (_store: string, id: string) => {
    reads.push(id);
    return stored.get(id);
  };
  return { get } as unknown as DemoDb;
}

/** Ana's receipts; `readAll` reads every receipt (the desk's) or only hers (an index's range). */
function queryOver(stored: Stored, readsOnlyHers = false) {
  return {
    readAll: async () =>
      [...stored.values()].filter((r) => !readsOnlyHers || r.data.dispatchId === 'ana'),
    matches: (record: StoredReceipt | undefined): record is StoredReceipt =>
      record !== undefined && record.data.dispatchId === 'ana',
    admits: (receipt: { receiptType: string | null }) => receipt.receiptType === RECEIPT_TYPE_SALE,
    compare: compareNewestFirst,
  };
}

const ids = (receipts: readonly { id: string }[]) => receipts.map((r) => r.id);

/** A stored receipt with only the fields these tests read (the parser is tolerant of the rest). */
function storedReceipt(id: string, data: Record<string, unknown>): StoredReceipt {
  return { id, data: data as unknown as StoredReceipt['data'] };
}

function record(id: string, fields: Record<string, unknown>): StoredReceipt {
  return storedReceipt(id, { receipt_type: RECEIPT_TYPE_SALE, dispatchId: 'ana', ...fields });
}

describe('createQueryResults', () => {
  it('puts a changed receipt in its place and keeps every other object', async () => {
    const stored: Stored = new Map(
      [1, 2, 3].map((n) => [`r${n}`, record(`r${n}`, { updateTimestamp: n * 1000 })]),
    );
    const read = createQueryResults(dbOver(stored), queryOver(stored));
    const first = await read({ kind: 'everything' });
    expect(ids(first)).toEqual(['r3', 'r2', 'r1']);
    stored.set('r1', record('r1', { updateTimestamp: 5000, status: 'On the Way' }));
    const next = await read({ kind: 'receipts', ids: ['r1'] });
    expect(ids(next)).toEqual(['r1', 'r3', 'r2']);
    expect(next[1]).toBe(first[0]);
    expect(next[2]).toBe(first[1]);
    expect(next[0]?.status).toBe('On the Way');
  });

  it('answers what a whole read answers, whatever is written, taken away or named twice', async () => {
    const write = fc.record({
      id: fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6'),
      gone: fc.boolean(),
      dispatchId: fc.constantFrom('ana', 'ana', 'tiago'),
      type: fc.constantFrom(RECEIPT_TYPE_SALE, RECEIPT_TYPE_SALE, 'RETURN'),
      at: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(write, { maxLength: 4 }), { maxLength: 6 }),
        async (batches) => {
          const stored: Stored = new Map();
          const read = createQueryResults(dbOver(stored), queryOver(stored));
          await read({ kind: 'everything' });
          for (const batch of batches) {
            for (const { id, gone, dispatchId, type, at } of batch) {
              if (gone) stored.delete(id);
              else
                stored.set(
                  id,
                  storedReceipt(id, { receipt_type: type, dispatchId, updateTimestamp: at }),
                );
            }
            const answer = await read({ kind: 'receipts', ids: batch.map((w) => w.id) });
            const whole = createQueryResults(dbOver(stored), queryOver(stored));
            expect(ids(answer)).toEqual(ids(await whole({ kind: 'everything' })));
          }
        },
      ),
    );
  });
});

/** A backend core's write of `id`: stored with the next revision, and announced carrying it. */
function writeCarried(stored: Stored, id: string, fields: Record<string, unknown>): StoreChange {
  const written = { ...record(id, fields), rev: (stored.get(id)?.rev ?? 0) + 1 };
  stored.set(id, written);
  return { kind: 'receipts', ids: [id], records: [written] };
}

/** A query over one receipt, read whole once; its reads of single receipts counted. */
async function oneReceiptRead() {
  const stored: Stored = new Map([['r1', record('r1', { updateTimestamp: 1000 })]]);
  const reads: string[] = [];
  const read = createQueryResults(dbOver(stored, reads), queryOver(stored));
  await read({ kind: 'everything' });
  return { stored, reads, read };
}

describe('createQueryResults with the records a change carries', () => {
  it('takes a carried record newer than the one it read, without reading it back', async () => {
    const { stored, reads, read } = await oneReceiptRead();
    const change = writeCarried(stored, 'r1', { updateTimestamp: 2000, status: 'On the Way' });
    const answer = await read(change);
    expect(answer.map((r) => [r.id, r.status])).toEqual([['r1', 'On the Way']]);
    expect(reads).toEqual([]);
  });

  it('reads a receipt whose carried record is older than the one it holds, or never seen', async () => {
    const { stored, reads, read } = await oneReceiptRead();
    const older = writeCarried(stored, 'r1', { updateTimestamp: 2000, status: 'Picked Up' });
    const newer = writeCarried(stored, 'r1', { updateTimestamp: 3000, status: 'On the Way' });
    // Another tab's announcements, arriving the other way round.
    await read(newer);
    const answer = await read(older);
    expect(answer.map((r) => [r.id, r.status])).toEqual([['r1', 'On the Way']]);
    expect(reads).toEqual(['r1']);
    // A receipt this query never saw (written after its whole read) is read, carried or not.
    const created = writeCarried(stored, 'r2', { updateTimestamp: 4000, status: 'Pending' });
    expect(ids(await read(created))).toEqual(['r2', 'r1']);
    expect(reads).toEqual(['r1', 'r2']);
  });

  it('answers what a whole read answers once every announcement has arrived, in any order', async () => {
    // Writes by the backend core (a revision, carried) and by others (none: an older tab's),
    // announcements arriving in any order, some while a read runs (merged): at the end, the
    // answer is the store's.
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('write' as const),
        id: fc.constantFrom('r1', 'r2', 'r3'),
        carried: fc.boolean(),
        gone: fc.boolean(),
        dispatchId: fc.constantFrom('ana', 'ana', 'tiago'),
        at: fc.integer({ min: 0, max: 4 }),
      }),
      fc.record({ kind: fc.constant('arrive' as const), pick: fc.nat(), merged: fc.boolean() }),
      // A whole read (a seed's "everything"), while announcements are still on their way.
      fc.record({ kind: fc.constant('whole' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 16 }), fc.boolean(), async (steps, only) => {
        const stored: Stored = new Map([['r1', record('r1', { updateTimestamp: 0 })]]);
        const read = createQueryResults(dbOver(stored), queryOver(stored, only));
        await read({ kind: 'everything' });
        const inFlight: StoreChange[] = [];
        /** The highest revision each receipt has had: the core's never go back. */
        const highest = new Map<string, number>();
        let label = 0;
        for (const s of steps) {
          if (s.kind === 'whole') {
            await read({ kind: 'everything' });
            continue;
          }
          if (s.kind === 'arrive') {
            if (inFlight.length === 0) continue;
            const [first] = inFlight.splice(s.pick % inFlight.length, 1);
            const change =
              s.merged && inFlight.length > 0
                ? mergeChanges(first!, inFlight.splice(0, 1)[0]!)
                : first!;
            await read(change);
            continue;
          }
          label += 1;
          const fields = { dispatchId: s.dispatchId, updateTimestamp: s.at, status: `w${label}` };
          if (s.gone && !s.carried) {
            stored.delete(s.id);
            inFlight.push({ kind: 'receipts', ids: [s.id] });
          } else if (s.carried) {
            const rev = Math.max(highest.get(s.id) ?? 0, stored.get(s.id)?.rev ?? 0) + 1;
            highest.set(s.id, rev);
            const written: CarriedReceipt = { ...record(s.id, fields), rev };
            stored.set(s.id, written);
            inFlight.push({ kind: 'receipts', ids: [s.id], records: [written] });
          } else {
            const kept = stored.get(s.id)?.rev;
            stored.set(s.id, {
              ...record(s.id, fields),
              ...(kept === undefined ? {} : { rev: kept }),
            });
            inFlight.push({ kind: 'receipts', ids: [s.id] });
          }
        }
        let answer = await read({ kind: 'receipts', ids: [] });
        while (inFlight.length > 0) answer = await read(inFlight.shift()!);
        const whole = await createQueryResults(
          dbOver(stored),
          queryOver(stored),
        )({
          kind: 'everything',
        });
        const shown = (list: typeof answer) => list.map((r) => [r.id, r.status]);
        expect(shown(answer)).toEqual(shown(whole));
      }),
      { numRuns: 1000 },
    );
  });
});
