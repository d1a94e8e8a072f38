import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOriginAddress } from '@/domain/origin';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import { formatMoney, formatQuantity, formatTime, isoDateTime } from '@/ui/format';

// Arbitrary JSON in, no throw out: whatever a backend (or a fuzzer) writes into a receipt or the
// utilities record, the parsers return a value and every formatter the screen uses can show it.

/** Numbers JSON cannot carry but Firestore or a buggy writer can: NaN, ±Infinity, extremes. */
const hostileNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -1e308, 1.7e18, 8.64e15 + 1, -0),
);

/** Any JSON value, with hostile numbers and bidi/invisible characters mixed in. */
const anyValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    hostileNumber,
    fc.string({ unit: 'binary' }),
    fc.record({ seconds: hostileNumber, nanoseconds: hostileNumber }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const FIELD_NAMES = [
  'receipt_type',
  'dispatchId',
  'status',
  'updateTimestamp',
  'orderNumber',
  'customer',
  'customerName',
  'customerPhone',
  'phone',
  'deliveryAddress',
  'address',
  'location',
  'items',
  'totals',
  'subtotal',
  'deliveryFee',
  'discount',
  'tax',
  'total',
  'currency',
  'paymentMethod',
  'notes',
  'createdAt',
] as const;

/** Receipt-shaped documents: the known field names, each holding anything. */
const receiptDocument = fc.oneof(
  anyValue,
  fc.record(Object.fromEntries(FIELD_NAMES.map((name) => [name, anyValue])), {
    requiredKeys: [],
  }),
  fc.record({
    items: fc.array(
      fc.record(
        { name: anyValue, quantity: anyValue, price: anyValue, total: anyValue, note: anyValue },
        { requiredKeys: [] },
      ),
    ),
    customer: fc.record({ name: anyValue, phone: anyValue }, { requiredKeys: [] }),
  }),
);

/** Everything the list and the detail format from a receipt. */
function formatForScreen(receipt: Receipt): unknown[] {
  const amounts = [
    ...Object.values(receipt.totals),
    ...receipt.items.flatMap((item) => [item.lineTotal, item.unitPrice]),
  ];
  return [
    formatTime(receipt.updateTimestamp),
    isoDateTime(receipt.updateTimestamp),
    formatTime(receipt.createdAt),
    ...amounts.map((amount) => formatMoney(amount, receipt.currency)),
    ...receipt.items.map((item) => formatQuantity(item.quantity)),
  ];
}

const RUNS = { numRuns: 500 };

describe('parseReceipt on arbitrary input', () => {
  it('never throws, and everything it returns can be formatted', () => {
    fc.assert(
      fc.property(fc.string(), receiptDocument, (id, data) => {
        const receipt = parseReceipt(id, data);
        for (const text of formatForScreen(receipt)) {
          expect(text === null || typeof text === 'string').toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('returns times a Date can hold, finite numbers, and phone numbers without invisible characters', () => {
    fc.assert(
      fc.property(receiptDocument, (data) => {
        const receipt = parseReceipt('r', data);
        for (const time of [receipt.updateTimestamp, receipt.createdAt]) {
          if (time !== null) expect(new Date(time).toISOString()).toEqual(expect.any(String));
        }
        const numbers = [
          ...Object.values(receipt.totals),
          ...receipt.items.flatMap((item) => [item.quantity, item.unitPrice, item.lineTotal]),
        ];
        for (const value of numbers) {
          if (value !== null) expect(Number.isFinite(value)).toBe(true);
        }
        if (receipt.customerPhone !== null) {
          expect(receipt.customerPhone).not.toMatch(/[\p{Cf}\p{Cc}]/u);
        }
      }),
      RUNS,
    );
  });
});

describe('parseOriginAddress on arbitrary input', () => {
  it('never throws, and returns null or an address with coordinates on the globe', () => {
    const utilitiesDocument = fc.oneof(
      anyValue,
      fc.record({ originAddress_formated: anyValue }),
      fc.record({
        originAddress_formated: fc.record(
          { address: anyValue, lat: anyValue, lng: anyValue },
          { requiredKeys: [] },
        ),
      }),
    );
    fc.assert(
      fc.property(utilitiesDocument, (data) => {
        const origin = parseOriginAddress(data);
        if (origin === null) return;
        expect(origin.address === null || typeof origin.address === 'string').toBe(true);
        if (origin.lat !== null) expect(Math.abs(origin.lat)).toBeLessThanOrEqual(90);
        if (origin.lng !== null) expect(Math.abs(origin.lng)).toBeLessThanOrEqual(180);
      }),
      RUNS,
    );
  });
});

describe('the formatters on arbitrary numbers', () => {
  it('never throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileNumber, fc.constant(null)),
        fc.oneof(fc.string(), fc.constantFrom('EUR', 'USD', 'XXX', 'ABC'), fc.constant(null)),
        (value, currency) => {
          formatTime(value);
          isoDateTime(value);
          formatMoney(value, currency);
          formatQuantity(value);
        },
      ),
      RUNS,
    );
  });
});
