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
  // they are. The "server snapshot" is what a first render draws: the prerendered screens, the
  // first frame and the render that hydrates them (ReadableStore.firstRender).
  return useSyncExternalStore(
    readable.subscribe,
    readable.get,
    readable.firstRender ?? readable.get,
  );
}
