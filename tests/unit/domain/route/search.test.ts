import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  normaliseText,
  phoneDigits,
  prepareQuery,
  searchOrders,
  type Searchable,
} from '@/domain/route/search';

function order(overrides: Partial<Searchable> & { id?: string } = {}): Searchable & { id: string } {
  return {
    id: 'r1',
    orderNumber: '1042',
    customerName: 'João Silva',
    customerPhone: '+351 912 345 678',
    address: { text: 'Rua de São Bento 120, Lisboa' },
    ...overrides,
  };
}

const find = (orders: Array<Searchable & { id: string }>, query: string) =>
  searchOrders(orders, query, createSearchIndex()).map((o) => o.id);

describe('normaliseText', () => {
  it('drops accents and case, and collapses spaces', () => {
    expect(normaliseText('  Rua de  SÃO   Bento ')).toBe('rua de sao bento');
    expect(normaliseText('JOÃO Conceição')).toBe('joao conceicao');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => normaliseText(normaliseText(s)) === normaliseText(s)),
    );
  });
});

describe('phoneDigits', () => {
  it.each([
    ['+351 912 345 678', '912345678'],
    ['00351 912345678', '912345678'],
    ['912 345 678', '912345678'],
    ['(+351) 21-123 4567', '211234567'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%s → %s', (phone, digits) => {
    expect(phoneDigits(phone)).toBe(digits);
  });
});

describe('searchOrders', () => {
  const orders = [
    order({ id: 'a' }),
    order({
      id: 'b',
      orderNumber: '2001',
      customerName: 'Ana Sousa',
      customerPhone: '21 123 45 67',
      address: { text: 'Avenida da Liberdade 10' },
    }),
    order({
      id: 'c',
      orderNumber: '3001',
      customerName: null,
      customerPhone: null,
      address: { text: null },
    }),
  ];

  it('finds the street without its accents and the name without its tilde', () => {
    expect(find(orders, 'sao bento')).toEqual(['a']);
    expect(find(orders, 'joao')).toEqual(['a']);
    expect(find(orders, 'SÃO BENTO')).toEqual(['a']);
    expect(find(orders, 'bento sao')).toEqual(['a']);
  });

  it('finds the order number, with or without its #', () => {
    expect(find(orders, '2001')).toEqual(['b']);
    expect(find(orders, '#2001')).toEqual(['b']);
    expect(find(orders, '#30')).toEqual(['c']);
  });

  it('finds the phone however it is written, +351 and spaces ignored', () => {
    expect(find(orders, '912345678')).toEqual(['a']);
    expect(find(orders, '+351 912 345')).toEqual(['a']);
    expect(find(orders, '912 345 678')).toEqual(['a']);
    expect(find(orders, '00351912')).toEqual(['a']);
    expect(find(orders, '211 234')).toEqual(['b']);
  });

  it('matches nothing for a word no order holds, everything for an empty query', () => {
    expect(find(orders, 'zzz')).toEqual([]);
    expect(find(orders, '   ')).toEqual(['a', 'b', 'c']);
  });

  it('does not match across fields', () => {
    // "1042" followed by the name: the separator between fields is never in a query.
    expect(find(orders, '1042joao')).toEqual([]);
  });

  it('finds any order by a piece of its own name, in any case (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => normaliseText(s) !== ''),
        fc.nat(),
        fc.nat(),
        (name, from, length) => {
          const normalised = normaliseText(name);
          const start = from % normalised.length;
          const piece = normalised.slice(start, start + 1 + (length % normalised.length)).trim();
          fc.pre(piece !== '');
          const target = order({ id: 'x', customerName: name });
          return (
            find([target], piece.toUpperCase()).length === 1 || find([target], piece).length === 1
          );
        },
      ),
    );
  });

  it('prepares a phone-like query as digits only when it has 3 or more', () => {
    expect(prepareQuery('91').digits).toBeNull();
    expect(prepareQuery('+351 91').digits).toBeNull();
    expect(prepareQuery('912').digits).toBe('912');
    expect(prepareQuery('rua 912').digits).toBeNull();
  });
});

describe('searchOrders: phone formats (property)', () => {
  it('finds a phone written with spaces and +351 by any run of its digits, prefixed or not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^9\d{8}$/),
        fc.nat({ max: 6 }),
        fc.integer({ min: 3, max: 9 }),
        fc.constantFrom('+351 ', '00351', ''),
        (national, from, length, prefix) => {
          const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
          const target = order({ id: 'p', customerPhone: `+351 ${spaced}` });
          const piece = national.slice(from, from + length);
          // A run starting "00" reads as an international prefix: ambiguous, left out.
          fc.pre(piece.length >= 3 && !piece.startsWith('00'));
          return find([target], `${prefix}${piece}`).length === 1;
        },
      ),
    );
  });
});
