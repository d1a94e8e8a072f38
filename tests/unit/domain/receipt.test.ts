import { describe, expect, it } from 'vitest';
import { parseReceipt, type Receipt } from '@/domain/receipt';

// parseReceipt: any document becomes a receipt without throwing — documents that are not
// objects, the spec fields, totals and the rest, the alias fallbacks and proof of delivery. The
// customer, address and items are in receipt.customer.test.ts; the read helpers it is built on
// in readValues.test.ts; values the screen cannot show in receipt.screenSafe.test.ts.

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
