import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readOrderDraft } from '@/domain/intake/readOrderDraft';
import { receiptFromDraft } from '@/domain/intake/toReceipt';
import { itemsTotalMinor } from '@/domain/intake/totals';
import { parseReceipt } from '@/domain/receipt';

// The order totals and the way in (readOrderDraft → receiptFromDraft → the driver's parser):
// properties over any items, any texts and any input at all.

const itemName = fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim() !== '');

const item = fc.record({
  name: itemName,
  quantity: fc.integer({ min: 1, max: 999 }),
  cents: fc.integer({ min: 0, max: 100_000 }),
});

// Within the limits of DRAFT_LIMITS: at most 20 lines × 50 × €50.00 = €50,000.
const formItem = fc.record({
  name: itemName,
  quantity: fc.integer({ min: 1, max: 50 }),
  cents: fc.integer({ min: 0, max: 5_000 }),
});

const formInput = fc.record({
  customerName: fc.string({ minLength: 1, maxLength: 120 }).filter((text) => text.trim() !== ''),
  phone: fc.option(fc.stringMatching(/^\+?[0-9 ]{6,20}$/), { nil: null }),
  address: fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim() !== ''),
  items: fc.array(formItem, { minLength: 1, maxLength: 20 }),
  payment: fc.constantFrom('cash', 'card', 'paid'),
  dueAt: fc.option(fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), { nil: null }),
});

describe('order totals', () => {
  it('are the exact sum of quantity × unit price, in any order of the lines', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (lines) => {
        const drafts = lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          unitPriceMinor: line.cents,
        }));
        const expected = lines.reduce((sum, line) => sum + line.quantity * line.cents, 0);
        expect(itemsTotalMinor(drafts)).toBe(expected);
        expect(itemsTotalMinor([...drafts].reverse())).toBe(expected);
      }),
    );
  });

  it('are unknown when a line has no price', () => {
    expect(itemsTotalMinor([{ name: 'Fries', quantity: 1, unitPriceMinor: null }])).toBeNull();
  });

  it('read typed amounts with either decimal mark to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (cents) => {
        const dot = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const read = (unitPrice: string) =>
          readOrderDraft(
            {
              customerName: 'A',
              address: 'B',
              payment: 'cash',
              items: [{ name: 'X', quantity: 1, unitPrice }],
            },
            { currency: 'EUR' },
          );
        const withDot = read(dot);
        const withComma = read(dot.replace('.', ','));
        expect(withDot.ok && withDot.draft.totalMinor).toBe(cents);
        expect(withComma.ok && withComma.draft.totalMinor).toBe(cents);
      }),
    );
  });
});

describe('an incoming order', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (input, totalMayBeGiven) => {
        const result = readOrderDraft(input, { currency: 'EUR', totalMayBeGiven });
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });

  it('becomes a receipt the driver app reads back as it was entered', () => {
    fc.assert(
      fc.property(formInput, (input) => {
        const result = readOrderDraft(
          {
            ...input,
            items: input.items.map((line) => ({
              name: line.name,
              quantity: line.quantity,
              unitPrice: line.cents / 100,
            })),
          },
          { currency: 'EUR' },
        );
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const data = receiptFromDraft(result.draft, {
          orderNumber: '1042',
          now: 1_800_000_000_000,
          source: 'desk',
          createdBy: 'manager',
          dispatchId: null,
        });
        const receipt = parseReceipt('r1', data);
        const cents = input.items.reduce((sum, line) => sum + line.quantity * line.cents, 0);
        expect(receipt.orderNumber).toBe('1042');
        expect(receipt.receiptType).toBe('SALE');
        expect(receipt.dispatchId).toBeNull();
        expect(receipt.customerName).toBe(input.customerName.trim());
        expect(receipt.address.text).toBe(input.address.trim());
        expect(receipt.items.map((line) => [line.name, line.quantity])).toEqual(
          input.items.map((line) => [line.name.trim(), line.quantity]),
        );
        expect(Math.round((receipt.totals.total ?? -1) * 100)).toBe(cents);
        expect(receipt.dueAt).toBe(input.dueAt);
        expect(receipt.paymentDue.kind).toBe(input.payment);
      }),
    );
  });
});
