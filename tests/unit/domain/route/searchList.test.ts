import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  normaliseText,
  searchOrders,
  type Searchable,
} from '@/domain/route/search';
import { createListSearch } from '@/domain/route/searchList';

// createListSearch (issue 35): the search of one list, laid out once, must answer exactly as
// searchOrders, which tests every order, whatever the orders and the query.

type Order = Searchable & { id: string };

function order(id: string, overrides: Partial<Searchable> = {}): Order {
  return {
    id,
    orderNumber: '1042',
    customerName: 'João Silva',
    customerPhone: '+351 912 345 678',
    address: { text: 'Rua de São Bento 120, Lisboa' },
    ...overrides,
  };
}

const ids = (orders: readonly Order[]) => orders.map((o) => o.id);

describe('createListSearch', () => {
  const orders = [
    order('a'),
    order('b', {
      orderNumber: '2001',
      customerName: 'Ana Sousa',
      customerPhone: '21 123 45 67',
      address: { text: 'Avenida da Liberdade 10' },
    }),
    order('c', {
      orderNumber: '3001',
      customerName: null,
      customerPhone: null,
      address: { text: null },
    }),
    order('d', { orderNumber: '2002', customerName: 'Ana Bento' }),
  ];
  const search = createListSearch(orders, createSearchIndex<Order>());

  it('finds by name, street, number and phone, in the list’s order', () => {
    expect(ids(search('ana'))).toEqual(['b', 'd']);
    expect(ids(search('bento'))).toEqual(['a', 'd']);
    expect(ids(search('bento ana'))).toEqual(['d']);
    expect(ids(search('#200'))).toEqual(['b', 'd']);
    expect(ids(search('211 234'))).toEqual(['b']);
    expect(ids(search('912 345'))).toEqual(['a', 'd']);
  });

  it('gives the whole list for an empty query, a new array each time', () => {
    expect(ids(search('  '))).toEqual(['a', 'b', 'c', 'd']);
    expect(search('')).not.toBe(search(''));
  });

  it('finds an order once however often it holds the word, and never across two orders', () => {
    expect(ids(search('a'))).toEqual(['a', 'b', 'd']);
    // The end of b's text and the start of c's: not one word of either.
    expect(ids(search('10#3001'))).toEqual([]);
  });

  it('answers as searchOrders (property)', () => {
    // Few letters, so that queries hit; accents, case, spaces, digits, "#", "+" and the
    // separators that might join fields or orders.
    const char = fc.constantFrom(
      ...['a', 'b', 'á', 'B', 'ß', ' ', '1', '2', '9', '#', '+', '-', '\u0000', '\u0001', ',', 'É'],
    );
    const text = fc.option(fc.string({ unit: char, maxLength: 12 }), { nil: null });
    const anOrder = fc.record({
      orderNumber: text,
      customerName: text,
      customerPhone: text,
      address: fc.record({ text }),
    });
    fc.assert(
      fc.property(
        fc.array(anOrder, { maxLength: 12 }),
        fc.array(fc.oneof(fc.string({ unit: char, maxLength: 8 }), fc.nat()), {
          minLength: 1,
          maxLength: 4,
        }),
        (fields, queries) => {
          const list = fields.map((f, i) => ({ ...f, id: `o${i}` }));
          const index = createSearchIndex<Order>();
          const search = createListSearch(list, index);
          for (const q of queries) {
            // A number picks a piece of one order's own text: a query that hits.
            const query = typeof q === 'string' ? q : piece(list[q % Math.max(1, list.length)], q);
            expect(ids(search(query))).toEqual(ids(searchOrders(list, query, index)));
          }
        },
      ),
    );
  });
});

function piece(target: Order | undefined, n: number): string {
  if (target === undefined) return '';
  const all = normaliseText(
    [target.orderNumber, target.customerName, target.address.text, target.customerPhone].join(' '),
  );
  if (all === '') return '';
  const start = n % all.length;
  return all.slice(start, start + 1 + ((n >> 3) % 6));
}
