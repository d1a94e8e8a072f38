import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderDraft } from '@/domain/intake/orderDraft';
import { readOrderDraft } from '@/domain/intake/readOrderDraft';
import {
  orderFieldsFromDraft,
  readApiKeyList,
  readCreatedApiKey,
  readDeskOrdersAnswer,
  readRevokedApiKey,
} from '@/domain/intake/wire';

// The wire of Orders in (src/domain/intake/wire.ts): a draft sent as fields reads back as the
// same draft on the server, and the desk reads only answers that say what became of each order.

const text = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max })
    .filter((value) => value.trim() === value && value !== '');

const draft: fc.Arbitrary<OrderDraft> = fc
  .record({
    customerName: text(120),
    phone: fc.option(fc.stringMatching(/^\+?[0-9]{6,15}$/), { nil: null }),
    address: text(300),
    notes: fc.option(text(200), { nil: null }),
    items: fc.array(
      fc.record({
        name: text(40),
        quantity: fc.integer({ min: 1, max: 50 }),
        unitPriceMinor: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 10 },
    ),
    payment: fc.constantFrom('cash' as const, 'card' as const, 'paid' as const),
    totalMinor: fc.integer({ min: 0, max: 1_000_000 }),
    dueAt: fc.option(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), { nil: null }),
    location: fc.option(
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
      }),
      { nil: null },
    ),
    reference: fc.option(text(100), { nil: null }),
  })
  .map((fields) => ({ ...fields, currency: 'EUR' }));

describe('the wire of Orders in', () => {
  it('sends a draft as fields that read back as the same draft (an import’s, total given)', () => {
    fc.assert(
      fc.property(draft, (sent) => {
        const read = readOrderDraft(orderFieldsFromDraft(sent), {
          currency: 'EUR',
          totalMayBeGiven: true,
        });
        expect(read).toEqual({ ok: true, draft: sent });
      }),
    );
  });

  it('reads the desk’s answer only with one result per order, in the order sent', () => {
    const created = { key: 'a', result: 'created', receiptId: 'desk-1', orderNumber: 5001 };
    const failed = {
      key: 'b',
      result: 'error',
      code: 'invalid-order',
      message: 'This order has errors.',
      receiptId: null,
      errors: [{ field: 'address', code: 'required', message: 'Enter the address' }, 'junk'],
    };
    expect(readDeskOrdersAnswer({ results: [created, failed] }, ['a', 'b'])).toEqual([
      { key: 'a', result: 'created', receiptId: 'desk-1', orderNumber: '5001' },
      { ...failed, errors: [failed.errors[0]] },
    ]);
    for (const [body, keys] of [
      [{ results: [created, failed] }, ['b', 'a']],
      [{ results: [created] }, ['a', 'b']],
      [{ results: [{ ...created, result: 'made' }] }, ['a']],
      [{ results: [{ ...created, receiptId: '' }] }, ['a']],
      [[created], ['a']],
      [null, []],
    ] as const) {
      expect(readDeskOrdersAnswer(body, keys), JSON.stringify(body)).toBeNull();
    }
  });

  it('reads API keys, never taking an answer without what it needs', () => {
    const summary = {
      id: 'k1',
      name: 'Till',
      createdAt: 1,
      createdBy: 'marta',
      revokedAt: null,
      revokedBy: null,
    };
    expect(readCreatedApiKey({ ...summary, key: 'dsp_k1_x' })).toEqual({
      ...summary,
      key: 'dsp_k1_x',
    });
    expect(readCreatedApiKey(summary)).toBeNull();
    expect(readApiKeyList({ apiKeys: [summary, { ...summary, id: 'k2', revokedAt: 5 }] })).toEqual([
      summary,
      { ...summary, id: 'k2', revokedAt: 5 },
    ]);
    expect(readApiKeyList({ apiKeys: [summary, { id: 'k3' }] })).toBeNull();
    expect(readApiKeyList([summary])).toBeNull();
    expect(readRevokedApiKey({ apiKey: { ...summary, revokedAt: 9, revokedBy: 'marta' } })).toEqual(
      { ...summary, revokedAt: 9, revokedBy: 'marta' },
    );
    expect(readRevokedApiKey(summary)).toBeNull();
  });
});
