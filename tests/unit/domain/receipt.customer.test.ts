import { describe, expect, it } from 'vitest';
import { parseReceipt } from '@/domain/receipt';

// parseReceipt: who, where and what — the customer's name and phone, the delivery address and
// its location, and the items, from the field names and shapes the documents come in.

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
