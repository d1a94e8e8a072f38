import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReadableStore } from '@/platform';
import type { CardSuggestion } from './deskDispatch';

// The unassigned cards' suggestions as a store (docs/auto-dispatch.md): a card reads its own
// line, so a new set of suggestions re-renders only the cards whose line changed. Without a
// provider (the Map, a test of a card alone) there is none.

export type Suggestions = ReadableStore<ReadonlyMap<string, CardSuggestion>>;

export const SuggestionsContext = createContext<Suggestions | null>(null);

const NONE: Suggestions = {
  get: () => new Map(),
  subscribe: () => () => undefined,
};

export function useSuggestion(receiptId: string): CardSuggestion | null {
  const store = useContext(SuggestionsContext) ?? NONE;
  return useSyncExternalStore(store.subscribe, () => store.get().get(receiptId) ?? null);
}
