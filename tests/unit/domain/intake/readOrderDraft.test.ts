import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from '@/domain/intake/fieldErrors';
import { readOrderDraft, readPaymentChoice } from '@/domain/intake/readOrderDraft';

const valid = {
  customerName: 'Inês Carvalho',
  phone: '+351 912 000 111',
  address: 'Rua da Prata 42, 1100-414 Lisboa',
  notes: '',
  payment: 'Cash',
  items: [
    { name: 'Margherita pizza', quantity: '2', unitPrice: '9,50' },
    { name: 'Lemonade', quantity: 1, unitPrice: 2.5 },
  ],
};

const messages = (input: unknown, totalMayBeGiven = false) => {
  const result = readOrderDraft(input, { currency: 'EUR', totalMayBeGiven });
  return result.ok
    ? []
    : result.errors.map((error) => `${error.field}: ${fieldErrorMessage(error)}`);
};

describe('readOrderDraft', () => {
  it('reads a typed order, its total from the items', () => {
    const result = readOrderDraft(valid, { currency: 'EUR' });
    expect(result.ok && result.draft).toMatchObject({
      customerName: 'Inês Carvalho',
      notes: null,
      payment: 'cash',
      totalMinor: 2150,
      items: [
        { name: 'Margherita pizza', quantity: 2, unitPriceMinor: 950 },
        { name: 'Lemonade', quantity: 1, unitPriceMinor: 250 },
      ],
    });
  });

  it('names each wrong field with what to do', () => {
    expect(
      messages({
        ...valid,
        address: '  ',
        items: [{ name: 'Fries', quantity: '1.5', unitPrice: 'abc' }],
        payment: 'bitcoin',
      }),
    ).toEqual([
      'address: Enter the address',
      'items.0.quantity: Quantity must be a whole number',
      'items.0.unitPrice: Unit price is not a number',
      'payment: Payment must be Cash, Card or Paid',
    ]);
  });

  it('asks for a customer, an item and a payment', () => {
    expect(messages({})).toEqual([
      'customerName: Enter the customer’s name',
      'address: Enter the address',
      'items: Add at least one item',
      'payment: Choose how the customer pays: Cash, Card or Paid',
    ]);
  });

  it('refuses quantities out of range and texts too long', () => {
    expect(
      messages({
        ...valid,
        customerName: 'x'.repeat(121),
        items: [{ name: 'A', quantity: 0, unitPrice: 1 }],
      }),
    ).toEqual([
      'customerName: Customer name is too long',
      'items.0.quantity: Quantity must be between 1 and 999',
    ]);
  });

  it('asks for a unit price on a typed order, and for the total on a file row without prices', () => {
    const noPrices = { ...valid, items: [{ name: 'Fries', quantity: 1 }] };
    expect(messages(noPrices)).toEqual(['items.0.unitPrice: Enter the unit price']);
    expect(messages(noPrices, true)).toEqual(['total: Enter the total']);
    const given = readOrderDraft(
      { ...noPrices, total: '35,30' },
      { currency: 'EUR', totalMayBeGiven: true },
    );
    expect(given.ok && given.draft.totalMinor).toBe(3530);
    expect(messages({ ...noPrices, total: 'lots' }, true)).toEqual([
      'total: Total is not a number',
    ]);
  });

  it('reads the due time as epoch ms or ISO text, and refuses anything else', () => {
    const iso = readOrderDraft({ ...valid, dueAt: '2026-11-26T12:30:00Z' }, { currency: 'EUR' });
    expect(iso.ok && iso.draft.dueAt).toBe(Date.parse('2026-11-26T12:30:00Z'));
    expect(messages({ ...valid, dueAt: 'lunchtime' })).toEqual(['dueAt: Due is not a time']);
  });

  it('reads a map position only in range', () => {
    const at = readOrderDraft(
      { ...valid, location: { lat: 38.71, lng: -9.13 } },
      { currency: 'EUR' },
    );
    expect(at.ok && at.draft.location).toEqual({ lat: 38.71, lng: -9.13 });
    expect(messages({ ...valid, location: { lat: 91, lng: 0 } })).toEqual([
      'location: Map position is out of range',
    ]);
  });

  it('knows payment words in English and Portuguese', () => {
    expect(['Cash', 'dinheiro', 'Cartão', 'MB', 'pago', 'PAID'].map(readPaymentChoice)).toEqual([
      'cash',
      'cash',
      'card',
      'card',
      'paid',
      'paid',
    ]);
    expect(readPaymentChoice('cheque')).toBeNull();
  });
});
