import type { Unsubscribe } from '@/platform';

// Firestore listens to one query once however many listeners it has (one "target"): a listener
// that joins gets the latest answer at once, and every change is read once. The demo's feed does
// the same, or the orders query the app starts early (app/warmUpTodaysOrders.ts) and
// the screens' own one would each read and parse the day's orders from IndexedDB.

export type Watch<Query, Snapshot> = (
  query: Query,
  onNext: (snapshot: Snapshot) => void,
  onError: (error: Error) => void,
) => Unsubscribe;

interface Listener<Snapshot> {
  onNext(snapshot: Snapshot): void;
  onError(error: Error): void;
}

interface Shared<Snapshot> {
  listeners: Set<Listener<Snapshot>>;
  latest: { snapshot: Snapshot } | null;
  stop: Unsubscribe;
}

/**
 * `watch`, with the subscriptions to the same query (by `keyOf`) sharing one: the first starts
 * it, the last to leave stops it, a later one gets the latest snapshot at once (in a microtask,
 * never during its own subscribe call). An error ends the shared subscription for everyone on
 * it, as a Firestore listener ends on one; the next subscriber starts afresh (a retry).
 */
export function shareWatches<Query, Snapshot>(
  watch: Watch<Query, Snapshot>,
  keyOf: (query: Query) => string,
): Watch<Query, Snapshot> {
  const byKey = new Map<string, Shared<Snapshot>>();

  function start(key: string, query: Query, first: Listener<Snapshot>): Shared<Snapshot> {
    const shared: Shared<Snapshot> = { listeners: new Set([first]), latest: null, stop: () => {} };
    byKey.set(key, shared);
    shared.stop = watch(
      query,
      (snapshot) => {
        shared.latest = { snapshot };
        for (const listener of [...shared.listeners]) listener.onNext(snapshot);
      },
      (error) => {
        if (byKey.get(key) === shared) byKey.delete(key);
        const listeners = [...shared.listeners];
        shared.listeners.clear();
        for (const listener of listeners) listener.onError(error);
      },
    );
    return shared;
  }

  return (query, onNext, onError) => {
    const key = keyOf(query);
    const listener: Listener<Snapshot> = { onNext, onError };
    const joined = byKey.get(key);
    const shared = joined ?? start(key, query, listener);
    shared.listeners.add(listener);
    if (joined?.latest) {
      queueMicrotask(() => {
        if (shared.listeners.has(listener) && shared.latest) onNext(shared.latest.snapshot);
      });
    }
    return () => {
      if (!shared.listeners.delete(listener) || shared.listeners.size > 0) return;
      if (byKey.get(key) === shared) byKey.delete(key);
      shared.stop();
    };
  };
}
