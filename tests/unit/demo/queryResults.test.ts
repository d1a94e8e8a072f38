import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createQueryResults } from '@/demo/adapters/queryResults';
import type { StoredReceipt } from '@/demo/server/seed';
import type { DemoDb } from '@/demo/server/store';
import { compareNewestFirst, RECEIPT_TYPE_SALE } from '@/domain/orders';

// One realtime query over the demo's receipts (queryResults.ts): a write re-reads the receipts
// it touched and puts them in their place; the answer is what a whole read answers.

type Stored = Map<string, StoredReceipt>;

/** The little of the demo's database a query reads: one receipt by id. */
function dbOver(stored: Stored): DemoDb {
  return { get: async (_store: string, id: string) => stored.get(id) } as unknown as DemoDb;
}

function queryOver(stored: Stored) {
  return {
    readAll: async () => [...stored.values()],
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
