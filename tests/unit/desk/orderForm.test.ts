import { describe, expect, it } from 'vitest';
import {
  dueAtToday,
  emptyForm,
  fieldErrorText,
  liveTotalMinor,
  readOrderForm,
} from '@/desk/orders/orderForm';
import { fieldErrorMessage } from '@/domain/intake/fieldErrors';
import type { FieldProblem } from '@/domain/intake/orderDraft';

// The "New order" form's pure part (src/desk/orders/orderForm.ts).

const FIELDS = [
  'customerName',
  'phone',
  'address',
  'notes',
  'items',
  'items.0.name',
  'items.3.quantity',
  'items.1.unitPrice',
  'payment',
  'total',
  'dueAt',
  'location',
  'reference',
];
const PROBLEMS: FieldProblem[] = [
  'required',
  'too-long',
  'not-a-number',
  'not-whole',
  'out-of-range',
  'unknown-choice',
  'not-a-time',
  'too-many',
];

describe('the New order form', () => {
  it('words every field error in English exactly as the domain and the server do', () => {
    for (const field of FIELDS) {
      for (const problem of PROBLEMS) {
        expect(fieldErrorText({ field, problem })).toBe(fieldErrorMessage({ field, problem }));
      }
    }
  });

  it('reads a time as today at that time, locally, and refuses what is not one', () => {
    const now = new Date(2026, 10, 26, 9, 15).getTime();
    expect(dueAtToday('14:30', now)).toBe(new Date(2026, 10, 26, 14, 30).getTime());
    expect(dueAtToday('0:05', now)).toBe(new Date(2026, 10, 26, 0, 5).getTime());
    expect(dueAtToday('', now)).toBeNull();
    expect(dueAtToday('24:00', now)).toBeNull();
    expect(dueAtToday('12:60', now)).toBeNull();
    expect(dueAtToday('noon', now)).toBeNull();
  });

  it('refuses a due time it cannot read, rather than dropping it', () => {
    const form = { ...emptyForm('a'), due: 'noon' };
    const read = readOrderForm(form, Date.now(), 'EUR');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors).toContainEqual({ field: 'dueAt', problem: 'not-a-time' });
  });

  it('adds up the lines typed so far, and has no total while one is incomplete', () => {
    const line = (quantity: string, unitPrice: string) => ({
      id: quantity,
      name: 'x',
      quantity,
      unitPrice,
    });
    expect(liveTotalMinor([line('2', '3,50'), line('1', '0.25')], 'EUR')).toBe(725);
    expect(liveTotalMinor([line('2', '3,50'), line('', '1')], 'EUR')).toBeNull();
    expect(liveTotalMinor([line('1.5', '3')], 'EUR')).toBeNull();
    expect(liveTotalMinor([line('1', 'abc')], 'EUR')).toBeNull();
    expect(liveTotalMinor([], 'EUR')).toBeNull();
  });
});
