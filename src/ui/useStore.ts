import { useSyncExternalStore } from 'react';
import type { ReadableStore } from '@/platform';

// The one way React reads a store (src/platform/store.ts): the install offer, the update
// status, the push opt-in, the display choices, the outbox's snapshot, the catalogues'
// revision. Here in ui so that ui's own hooks (useTranslation) and every feature share it.

const noStore: ReadableStore<null> = { get: () => null, subscribe: () => () => {} };

/** The store's current value, re-rendering on every change; null without a store. */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T>(store: ReadableStore<T> | null): T | null;
export function useStore<T>(store: ReadableStore<T> | null): T | null {
  const readable: ReadableStore<T | null> = store ?? noStore;
  // get and subscribe are stable functions of each store (createStore), so they are passed as
  // they are; the server snapshot is the same value (nothing is rendered on a server but the
  // prerendered first screens, which read no store).
  return useSyncExternalStore(readable.subscribe, readable.get, readable.get);
}
