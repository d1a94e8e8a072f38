import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnitDigits } from '@/domain/money';
import {
  methodKind,
  moneyAmount,
  paymentDue,
  readPaidFlag,
  readReceiptPayment,
  toMoney,
} from '@/domain/payment';
import { parseReceipt } from '@/domain/receipt';

const due = (data: Record<string, unknown>) => parseReceipt('r', data).paymentDue;
const eur = (minor: number) => ({ minor, currency: 'EUR' });

describe('paymentDue over receipt shapes', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof due>]>([
    [
      'paymentMethod "Cash"',
      { paymentMethod: 'Cash', total: 35.3, currency: 'EUR' },
      { kind: 'cash', amount: eur(3530) },
    ],
    [
      'payment_method "cash on delivery"',
      { payment_method: 'cash on delivery', total: '12.5', currency: 'EUR' },
      { kind: 'cash', amount: eur(1250) },
    ],
    [
      'paymentType "COD"',
      { paymentType: 'COD', total: 10, currency: 'EUR' },
      { kind: 'cash', amount: eur(1000) },
    ],
    [
      'Portuguese "Dinheiro"',
      { paymentMethod: 'Dinheiro', total: 9.9, currency: 'EUR' },
      { kind: 'cash', amount: eur(990) },
    ],
    [
      'payment.method "card", pending',
      { payment: { method: 'card', status: 'pending' }, total: 12, currency: 'EUR' },
      { kind: 'card', amount: eur(1200) },
    ],
    [
      'paymentMethod "Card"',
      { paymentMethod: 'Card', totals: { total: 12 }, currency: 'EUR' },
      { kind: 'card', amount: eur(1200) },
    ],
    [
      '"Cartão de crédito"',
      { paymentMethod: 'Cartão de crédito', total: 5, currency: 'EUR' },
      { kind: 'card', amount: eur(500) },
    ],
    [
      'payment "Cash" (a string)',
      { payment: 'Cash', total: 1, currency: 'EUR' },
      { kind: 'cash', amount: eur(100) },
    ],
    ['"Paid online"', { paymentMethod: 'Paid online', total: 20 }, { kind: 'paid' }],
    ['"Online"', { paymentMethod: 'Online', total: 20 }, { kind: 'paid' }],
    ['"Prepaid"', { paymentType: 'Prepaid' }, { kind: 'paid' }],
    ['"MB Way" is not known', { paymentMethod: 'MB Way', total: 20 }, { kind: 'unknown' }],
    ['"MBWay" (one word)', { paymentMethod: 'MBWay', total: 20 }, { kind: 'paid' }],
    ['paid: true beats "Cash"', { paymentMethod: 'Cash', paid: true, total: 20 }, { kind: 'paid' }],
    ['isPaid: "true"', { paymentMethod: 'Card', isPaid: 'true' }, { kind: 'paid' }],
    ['paymentStatus "PAID"', { paymentMethod: 'Cash', paymentStatus: 'PAID' }, { kind: 'paid' }],
    [
      'payment.status "completed"',
      { payment: { method: 'card', status: 'completed' } },
      { kind: 'paid' },
    ],
    [
      'paymentStatus "pending" keeps cash',
      { paymentMethod: 'Cash', paymentStatus: 'pending', total: 3, currency: 'EUR' },
      { kind: 'cash', amount: eur(300) },
    ],
    [
      'paid: false keeps card',
      { paymentMethod: 'Card', paid: false, total: 3, currency: 'EUR' },
      { kind: 'card', amount: eur(300) },
    ],
    [
      'online but not paid: unknown',
      { paymentMethod: 'Online', paymentStatus: 'failed' },
      { kind: 'unknown' },
    ],
    ['"Cash or card": unknown', { paymentMethod: 'Cash or card', total: 3 }, { kind: 'unknown' }],
    ['no method', { total: 3 }, { kind: 'unknown' }],
    ['a method it does not know', { paymentMethod: 'Barter', total: 3 }, { kind: 'unknown' }],
    ['a paid flag only, not paid', { paid: false, total: 3 }, { kind: 'unknown' }],
    ['cash without a total', { paymentMethod: 'Cash' }, { kind: 'cash', amount: null }],
    [
      'cash with a negative total',
      { paymentMethod: 'Cash', total: -4 },
      { kind: 'cash', amount: null },
    ],
    [
      'cash with NaN total',
      { paymentMethod: 'Cash', total: Number.NaN },
      { kind: 'cash', amount: null },
    ],
    [
      'amountDue wins over the total',
      { paymentMethod: 'Cash', total: 30, amountDue: 10, currency: 'EUR' },
      { kind: 'cash', amount: eur(1000) },
    ],
    [
      'payment.amountDue',
      { payment: { method: 'cash', amountDue: '7.25' }, total: 30, currency: 'EUR' },
      { kind: 'cash', amount: eur(725) },
    ],
    [
      'lower-case currency',
      { paymentMethod: 'Cash', total: 1.1, currency: 'eur' },
      { kind: 'cash', amount: eur(110) },
    ],
    [
      'no currency',
      { paymentMethod: 'Cash', total: 1.1 },
      { kind: 'cash', amount: { minor: 110, currency: null } },
    ],
    [
      'JPY has no minor unit',
      { paymentMethod: 'Cash', total: 1200, currency: 'JPY' },
      { kind: 'cash', amount: { minor: 1200, currency: 'JPY' } },
    ],
    [
      'KWD has three decimals',
      { paymentMethod: 'Cash', total: 1.234, currency: 'KWD' },
      { kind: 'cash', amount: { minor: 1234, currency: 'KWD' } },
    ],
  ])('%s', (_label, data, expected) => {
    expect(due(data)).toEqual(expected);
  });

  it('keeps the method text as written, from any alias', () => {
    expect(parseReceipt('r', { payment: { method: 'Visa' } }).paymentMethod).toBe('Visa');
    expect(parseReceipt('r', { paymentMethod: ' ', payment_method: 'Cash' }).paymentMethod).toBe(
      'Cash',
    );
  });
});

describe('readPaidFlag', () => {
  it.each<[unknown, boolean | null]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['yes', true],
    ['No', false],
    ['paid', true],
    ['PAID', true],
    ['unpaid', false],
    ['not paid', false],
    ['payment_pending', false],
    ['Succeeded', true],
    ['', null],
    ['maybe', null],
    [2, null],
    [null, null],
    [{ paid: true }, null],
  ])('%j → %j', (value, expected) => {
    expect(readPaidFlag(value)).toBe(expected);
  });
});

describe('methodKind', () => {
  it('reads words, not substrings ("cashless" is not cash, "unpaid" is not paid)', () => {
    expect(methodKind('cashless')).toBeNull();
    expect(methodKind('unpaid')).toBeNull();
    expect(methodKind('Online card payment')).toBe('paid');
    expect(methodKind('Card on delivery')).toBe('card');
  });
});

describe('money in minor units', () => {
  it('has no float drift: €0.10 + €0.20 is 30 cents', () => {
    const a = toMoney(0.1, 'EUR');
    const b = toMoney(0.2, 'EUR');
    expect((a?.minor ?? 0) + (b?.minor ?? 0)).toBe(30);
  });

  it('rounds the float error of decimal amounts (35.3 → 3530)', () => {
    expect(toMoney(35.3, 'EUR')).toEqual(eur(3530));
    expect(toMoney(1.005, 'EUR')?.minor).toBe(Math.round(1.005 * 100));
  });

  it('refuses amounts that cannot be exact', () => {
    expect(toMoney(1e300, 'EUR')).toBeNull();
    expect(toMoney(Infinity, 'EUR')).toBeNull();
  });

  it('knows the minor unit of a currency, 2 when it does not', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('XYZ')).toBe(2);
    expect(minorUnitDigits('euro')).toBe(2);
    expect(minorUnitDigits(null)).toBe(2);
    expect(moneyAmount(eur(3530))).toBe(35.3);
  });
});

/** Any JSON value, with hostile numbers mixed in. */
const anyValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -0, 'PAID', 'Cash', 'card'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const PAYMENT_FIELDS = [
  'paymentMethod',
  'payment_method',
  'paymentType',
  'payment',
  'paid',
  'isPaid',
  'paymentStatus',
  'amountDue',
  'total',
  'currency',
] as const;

describe('payment derivation: properties', () => {
  it('arbitrary JSON never throws and gives exactly one of the outcomes', () => {
    const document = fc.oneof(
      anyValue,
      fc.record(Object.fromEntries(PAYMENT_FIELDS.map((name) => [name, anyValue])), {
        requiredKeys: [],
      }),
    );
    fc.assert(
      fc.property(document, (data) => {
        const result = parseReceipt('r', data).paymentDue;
        expect(['cash', 'card', 'paid', 'unknown']).toContain(result.kind);
        if (result.kind === 'cash' || result.kind === 'card') {
          if (result.amount !== null) {
            expect(Number.isSafeInteger(result.amount.minor)).toBe(true);
            expect(result.amount.minor).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('an explicit paid flag always means "paid", whatever the method', () => {
    fc.assert(
      fc.property(anyValue, (method) => {
        expect(
          paymentDue(readReceiptPayment({ paymentMethod: method, paid: true }), 5, 'EUR'),
        ).toEqual({ kind: 'paid' });
      }),
    );
  });

  it('a cash amount in cents round-trips through the decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(toMoney(cents / 100, 'EUR')).toEqual(eur(cents));
      }),
    );
  });
});
