import { describe, expect, it } from 'vitest';
import { readNumber, readText, readEpochMillis, readGeoPoint } from '@/domain/read';
import { parseReceipt, type Receipt } from '@/domain/receipt';

const EMPTY: Omit<Receipt, 'id'> = {
  receiptType: null,
  dispatchId: null,
  status: null,
  updateTimestamp: null,
  orderNumber: null,
  customerName: null,
  customerPhone: null,
  address: { text: null, location: null },
  items: [],
  totals: { subtotal: null, deliveryFee: null, discount: null, tax: null, total: null },
  currency: null,
  paymentMethod: null,
  payment: { method: null, paid: null, amountDue: null },
  paymentDue: { kind: 'unknown' },
  notes: null,
  createdAt: null,
  dueAt: null,
  outcome: { reason: null, note: null, cashCollected: null },
  proof: null,
};

describe('parseReceipt: documents that are not objects', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an array', [{ status: 'Pending' }]],
    ['a string', 'SALE'],
    ['a number', 42],
    ['a boolean', true],
    ['a function', () => ({ status: 'Pending' })],
  ])('turns %s into a receipt of nulls without throwing', (_label, data) => {
    expect(parseReceipt('r1', data)).toEqual({ id: 'r1', ...EMPTY });
  });

  it('turns an empty object into a receipt of nulls', () => {
    expect(parseReceipt('r2', {})).toEqual({ id: 'r2', ...EMPTY });
  });
});

describe('parseReceipt: the spec fields', () => {
  it('reads receipt_type, dispatchId, status and updateTimestamp', () => {
    const receipt = parseReceipt('r1', {
      receipt_type: 'SALE',
      dispatchId: 'uid-1',
      status: ' On the Way ',
      updateTimestamp: 1_700_000_000_000,
    });
    expect(receipt).toMatchObject({
      receiptType: 'SALE',
      dispatchId: 'uid-1',
      status: 'On the Way',
      updateTimestamp: 1_700_000_000_000,
    });
  });

  it('treats wrong types as absent', () => {
    const receipt = parseReceipt('r1', {
      receipt_type: { type: 'SALE' },
      dispatchId: ['uid-1'],
      status: false,
      updateTimestamp: 'yesterday',
    });
    expect(receipt).toMatchObject({
      receiptType: null,
      dispatchId: null,
      status: null,
      updateTimestamp: null,
    });
  });

  it('treats blank strings as absent', () => {
    expect(parseReceipt('r1', { status: '   ', dispatchId: '' })).toMatchObject({
      status: null,
      dispatchId: null,
    });
  });
});

describe('readText', () => {
  it('trims strings and turns finite numbers into text', () => {
    expect(readText('  A-17 ')).toBe('A-17');
    expect(readText(1042)).toBe('1042');
    expect(readText(0)).toBe('0');
  });

  it.each([[''], ['  '], [NaN], [Infinity], [null], [undefined], [{}], [[]], [true]])(
    'is null for %j',
    (value) => {
      expect(readText(value)).toBeNull();
    },
  );
});

describe('readNumber', () => {
  it('accepts finite numbers and numeric strings', () => {
    expect(readNumber(12.5)).toBe(12.5);
    expect(readNumber(0)).toBe(0);
    expect(readNumber('12.50')).toBe(12.5);
    expect(readNumber(' -3 ')).toBe(-3);
    expect(readNumber('1e3')).toBe(1000);
  });

  it.each([
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['"Infinity"', 'Infinity'],
    ['"NaN"', 'NaN'],
    ['"abc"', 'abc'],
    ['"12,50"', '12,50'],
    ['""', ''],
    ['"  "', '  '],
    ['null', null],
    ['a boolean', true],
    ['an object', { value: 1 }],
  ])('rejects %s', (_label, value) => {
    expect(readNumber(value)).toBeNull();
  });
});

describe('readEpochMillis', () => {
  it('reads numbers, numeric strings and Dates', () => {
    expect(readEpochMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(readEpochMillis('1700000000123')).toBe(1_700_000_000_123);
    expect(readEpochMillis(new Date(1_700_000_000_123))).toBe(1_700_000_000_123);
  });

  it('reads Firestore Timestamp-like values', () => {
    expect(readEpochMillis({ seconds: 1_700_000_000, nanoseconds: 123_456_789 })).toBe(
      1_700_000_000_123,
    );
    expect(readEpochMillis({ _seconds: 1_700_000_000, _nanoseconds: 5_000_000 })).toBe(
      1_700_000_000_005,
    );
    expect(readEpochMillis({ seconds: '1700000000' })).toBe(1_700_000_000_000);
    expect(readEpochMillis({ toMillis: () => 1_700_000_000_999, seconds: 1 })).toBe(
      1_700_000_000_999,
    );
  });

  it('reads a Timestamp class instance through toMillis', () => {
    class Timestamp {
      constructor(
        readonly seconds: number,
        readonly nanoseconds: number,
      ) {}
      toMillis() {
        return this.seconds * 1000 + this.nanoseconds / 1e6;
      }
    }
    expect(readEpochMillis(new Timestamp(1_700_000_000, 0))).toBe(1_700_000_000_000);
  });

  it.each([
    ['an invalid Date', new Date('not a date')],
    [
      'a throwing toMillis',
      {
        toMillis: () => {
          throw new Error('boom');
        },
      },
    ],
    ['a toMillis returning NaN', { toMillis: () => NaN }],
    ['an object without seconds', { nanoseconds: 5 }],
    ['seconds that are not numbers', { seconds: 'soon' }],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a date string', '2026-01-01T00:00:00Z'],
    ['null', null],
    ['an array', [1_700_000_000_000]],
  ])('is null for %s', (_label, value) => {
    expect(readEpochMillis(value)).toBeNull();
  });
});

describe('readGeoPoint', () => {
  it('reads lat/lng, latitude/longitude, lon, and Firestore GeoPoint internals', () => {
    expect(readGeoPoint({ lat: 52.5, lng: 13.4 })).toEqual({ lat: 52.5, lng: 13.4 });
    expect(readGeoPoint({ latitude: '52.5', longitude: '13.4' })).toEqual({ lat: 52.5, lng: 13.4 });
    expect(readGeoPoint({ lat: 1, lon: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(readGeoPoint({ _lat: 1, _long: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(readGeoPoint({ lat: 0, lng: 0 })).toEqual({ lat: 0, lng: 0 });
  });

  it('reads a GeoPoint class instance with getters', () => {
    class GeoPoint {
      constructor(
        private readonly _latitude: number,
        private readonly _longitude: number,
      ) {}
      get latitude() {
        return this._latitude;
      }
      get longitude() {
        return this._longitude;
      }
    }
    expect(readGeoPoint(new GeoPoint(-33.9, 151.2))).toEqual({ lat: -33.9, lng: 151.2 });
  });

  it.each([
    ['a missing lng', { lat: 1 }],
    ['a latitude out of range', { lat: 91, lng: 0 }],
    ['a longitude out of range', { lat: 0, lng: -180.5 }],
    ['NaN', { lat: NaN, lng: 1 }],
    ['text', { lat: 'north', lng: 1 }],
    ['an array', [52.5, 13.4]],
    ['a string', '52.5,13.4'],
    ['null', null],
  ])('is null for %s', (_label, value) => {
    expect(readGeoPoint(value)).toBeNull();
  });
});

describe('parseReceipt: customer', () => {
  it('reads a nested customer', () => {
    expect(
      parseReceipt('r', {
        customer: { fullName: 'Ada Lovelace', phoneNumber: '+44 20 7946 0000' },
      }),
    ).toMatchObject({ customerName: 'Ada Lovelace', customerPhone: '+44 20 7946 0000' });
  });

  it('reads flat customer fields', () => {
    expect(parseReceipt('r', { customerName: 'Ada', customerPhone: 491701234567 })).toMatchObject({
      customerName: 'Ada',
      customerPhone: '491701234567',
    });
    expect(parseReceipt('r', { customerName: 'Ada', phone: '0171' })).toMatchObject({
      customerPhone: '0171',
    });
  });

  it('reads a customer given as a plain name', () => {
    expect(parseReceipt('r', { customer: 'Grace Hopper', phone: '555' })).toMatchObject({
      customerName: 'Grace Hopper',
      customerPhone: '555',
    });
  });

  it('falls back to flat fields a nested customer lacks', () => {
    expect(
      parseReceipt('r', { customer: { name: 'Ada' }, customerPhone: '0171 555' }),
    ).toMatchObject({ customerName: 'Ada', customerPhone: '0171 555' });
    expect(parseReceipt('r', { customer: { phone: '555' }, customerName: 'Ada' })).toMatchObject({
      customerName: 'Ada',
      customerPhone: '555',
    });
  });

  it('skips null aliases and takes the next one', () => {
    expect(parseReceipt('r', { customer: { name: null, displayName: 'Ada' } })).toMatchObject({
      customerName: 'Ada',
    });
  });
});

describe('parseReceipt: address', () => {
  it('reads a nested address with its coordinates', () => {
    expect(
      parseReceipt('r', { deliveryAddress: { address: 'Main St 1', lat: '52.5', lng: 13.4 } })
        .address,
    ).toEqual({ text: 'Main St 1', location: { lat: 52.5, lng: 13.4 } });
  });

  it('reads coordinates nested one level deeper', () => {
    expect(
      parseReceipt('r', {
        address: { formatted: 'Main St 1', location: { latitude: 1, longitude: 2 } },
      }).address,
    ).toEqual({ text: 'Main St 1', location: { lat: 1, lng: 2 } });
  });

  it('reads a flat address with separate coordinates', () => {
    expect(
      parseReceipt('r', { address: 'Main St 1', deliveryLocation: { lat: 1, lng: 2 } }).address,
    ).toEqual({ text: 'Main St 1', location: { lat: 1, lng: 2 } });
  });

  it('keeps the text when the coordinates are malformed', () => {
    expect(
      parseReceipt('r', { address: 'Main St 1', location: { lat: 'x', lng: 2 } }).address,
    ).toEqual({ text: 'Main St 1', location: null });
    expect(
      parseReceipt('r', { deliveryAddress: { line1: 'Main St 1', lat: 200, lng: 2 } }).address,
    ).toEqual({ text: 'Main St 1', location: null });
  });

  it('is empty for an address of the wrong type', () => {
    expect(parseReceipt('r', { address: ['Main St 1'] }).address).toEqual({
      text: null,
      location: null,
    });
  });
});

describe('parseReceipt: items', () => {
  it('reads items of mixed shapes and drops the unusable ones', () => {
    const { items } = parseReceipt('r', {
      items: [
        { name: 'Pizza Margherita', quantity: 2, price: 8.5 },
        { title: 'Cola', qty: '3', unitPrice: '2.00', total: 5.5, note: 'cold' },
        'Garlic bread',
        { productName: 'Tiramisu', count: 1 },
        { quantity: 1, price: 3 },
        null,
        42,
        '   ',
        ['nested'],
        { name: 'Water', quantity: 'two', price: NaN },
      ],
    });
    expect(items).toEqual([
      { name: 'Pizza Margherita', quantity: 2, unitPrice: 8.5, lineTotal: 17, note: null },
      { name: 'Cola', quantity: 3, unitPrice: 2, lineTotal: 5.5, note: 'cold' },
      { name: 'Garlic bread', quantity: null, unitPrice: null, lineTotal: null, note: null },
      { name: 'Tiramisu', quantity: 1, unitPrice: null, lineTotal: null, note: null },
      { name: 'Water', quantity: null, unitPrice: null, lineTotal: null, note: null },
    ]);
  });

  it('reads the lineItems alias', () => {
    expect(parseReceipt('r', { lineItems: ['Soup'] }).items.map((i) => i.name)).toEqual(['Soup']);
  });

  it('is empty when items is not an array', () => {
    expect(parseReceipt('r', { items: { 0: 'Soup' } }).items).toEqual([]);
    expect(parseReceipt('r', { items: 'Soup' }).items).toEqual([]);
  });
});

describe('parseReceipt: totals and the rest', () => {
  it('reads nested totals, numeric strings included', () => {
    expect(
      parseReceipt('r', {
        totals: { subTotal: '20.00', delivery_fee: 2.5, discount: '1', vat: 3.8, grandTotal: 25.3 },
      }).totals,
    ).toEqual({ subtotal: 20, deliveryFee: 2.5, discount: 1, tax: 3.8, total: 25.3 });
  });

  it('reads flat totals and rejects malformed ones', () => {
    expect(
      parseReceipt('r', { subtotal: 'ten', deliveryFee: Infinity, total: '12.5', tax: null })
        .totals,
    ).toEqual({ subtotal: null, deliveryFee: null, discount: null, tax: null, total: 12.5 });
  });

  it('reads the order number, payment, notes, currency and creation time', () => {
    expect(
      parseReceipt('r', {
        orderNumber: null,
        receiptNumber: 1042,
        payment_method: 'Cash',
        deliveryNotes: 'Ring twice',
        currency: 'EUR',
        createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
      }),
    ).toMatchObject({
      orderNumber: '1042',
      paymentMethod: 'Cash',
      notes: 'Ring twice',
      currency: 'EUR',
      createdAt: 1_700_000_000_000,
    });
  });

  it('keeps the id it was given', () => {
    expect(parseReceipt('abc/123', { id: 'other' }).id).toBe('abc/123');
  });
});

describe('parseReceipt alias fallbacks', () => {
  it('tries the next alias when the first one holds an unusable value', () => {
    const receipt = parseReceipt('r', {
      orderNumber: '',
      receiptNumber: 'A-17',
      customer: { name: '   ', displayName: 'Ada Lovelace' },
      total: 'n/a',
      grandTotal: '12.50',
    });
    expect(receipt.orderNumber).toBe('A-17');
    expect(receipt.customerName).toBe('Ada Lovelace');
    expect(receipt.totals.total).toBe(12.5);
  });

  it('takes the address text from a flat field when the nested address has only coordinates', () => {
    const receipt = parseReceipt('r', {
      deliveryAddress: { lat: 38.7, lng: -9.1 },
      address: 'Rua Augusta 10, Lisboa',
    });
    expect(receipt.address).toEqual({
      text: 'Rua Augusta 10, Lisboa',
      location: { lat: 38.7, lng: -9.1 },
    });
  });
});

describe('parseReceipt: proof of delivery', () => {
  it('reads the proof the backend wrote back, tolerantly (src/domain/proof.ts)', () => {
    const receipt = parseReceipt('r1', {
      status: 'Delivered',
      proof: {
        proofId: 'pr_1',
        photoUrl: 'https://files.example.com/p/pr_1.jpg',
        receivedBy: '  Maria\n(neighbour) ',
        takenAt: 1_763_720_570_000,
      },
    });
    expect(receipt.proof).toEqual({
      proofId: 'pr_1',
      photoUrl: 'https://files.example.com/p/pr_1.jpg',
      receivedBy: 'Maria (neighbour)',
      takenAt: 1_763_720_570_000,
    });
  });

  it.each([
    ['absent', undefined],
    ['not an object', 'yes'],
    ['empty', {}],
  ])('is null when the proof is %s', (_label, proof) => {
    expect(parseReceipt('r1', { proof }).proof).toBeNull();
  });

  it('drops a photo URL an <img> must not load, keeping the rest', () => {
    const receipt = parseReceipt('r1', {
      proof: { photoUrl: 'javascript:alert(1)', receivedBy: 'Maria' },
    });
    expect(receipt.proof).toEqual({
      proofId: null,
      photoUrl: null,
      receivedBy: 'Maria',
      takenAt: null,
    });
  });
});
