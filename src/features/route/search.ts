import { createStore } from '@/platform';

// The text in "Search orders" per list, kept for as long as the page lives: opening an order
// and coming Back finds the same search (the list pages are unmounted in between).

export type ListKind = 'open' | 'delivered';

const queries = {
  open: createStore<string>('', Object.is, { lifetime: 'page' }),
  delivered: createStore<string>('', Object.is, { lifetime: 'page' }),
};

export function searchStore(kind: ListKind) {
  return queries[kind];
}

/** Empties both searches (tests; a sign-out leaves the page, which forgets them too). */
export function clearSearches(): void {
  queries.open.set('');
  queries.delivered.set('');
}
