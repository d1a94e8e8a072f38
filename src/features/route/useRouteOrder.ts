import { useCallback, useEffect, useMemo, useState } from 'react';
import { createRouteMerge } from '@/domain/route/routeMerge';
import { moveStop } from '@/domain/route/routeOrder';
import { useOrdersFeed, type ReceiptWithSync } from '@/features/orders';
import { useCurrentUser } from '@/features/session';
import { useServices } from '@/features/shared/services';
import { sharedRoutePreferences } from './preferences';
import { loadRouteAsShown, saveRouteWhenQuiet } from './routeWriteBehind';

// The route order of today's open stops (docs/route.md#order-the-stops): what the phone kept,
// laid over what the feed says is open. It is written back (pruned of the stops that left)
// only when the feed has answered from the server: a cached or remembered list may be stale.

export interface RouteOrder {
  /** The open stops in route order. */
  stops: ReceiptWithSync[];
  /** Replaces the order (Optimise, Undo). */
  setOrder(ids: readonly string[]): void;
  move(id: string, delta: -1 | 1): void;
}

export function useRouteOrder(open: readonly ReceiptWithSync[]): RouteOrder {
  const { user } = useCurrentUser();
  const { clock } = useServices();
  const { feed } = useOrdersFeed();
  const storage = sharedRoutePreferences().storage;
  const dispatchId = user.uid;
  const [loaded] = useState(() => loadRouteAsShown(storage, dispatchId, clock.now()));
  const [stored, setStored] = useState(loaded);
  // One merge per hook, remembering its last answer: a feed change costs a walk of the lists,
  // not a rebuild (routeMerge.ts). Impure only as a cache: the same inputs give the same answer.
  const [merge] = useState(() => createRouteMerge<ReceiptWithSync>());
  const { ids: merged, items: stops } = useMemo(() => merge(stored, open), [merge, stored, open]);

  // The route takes in every new stop (at the end) as soon as the feed shows it, so that a
  // later one joins after it. Stops that left are dropped only on the server's word: a cached or
  // remembered list may lack an order that is still open.
  const confirmed = feed.status === 'ready' && feed.remembered !== true && !feed.fromCache;
  const next =
    feed.status !== 'ready' ? stored : confirmed ? merged : withNewAtTheEnd(stored, merged);
  // Adjusting state while rendering (React's pattern for state derived from props).
  if (!sameOrder(next, stored)) setStored(next);
  // Known on the page at once, written to the phone when quiet (routeWriteBehind.ts); the
  // route just read is not written back (each Back to the list would write every id again).
  useEffect(() => {
    if (stored !== loaded) saveRouteWhenQuiet(storage, dispatchId, clock.now(), stored);
  }, [stored, loaded, storage, dispatchId, clock]);

  const setOrder = useCallback((ids: readonly string[]) => {
    setStored([...ids]);
  }, []);
  const move = useCallback(
    (id: string, delta: -1 | 1) => setOrder(moveStop(merged, id, delta)),
    [merged, setOrder],
  );
  return { stops, setOrder, move };
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, index) => id === b[index]));
}

function withNewAtTheEnd(stored: readonly string[], merged: readonly string[]): string[] {
  const known = new Set(stored);
  return [...stored, ...merged.filter((id) => !known.has(id))];
}
