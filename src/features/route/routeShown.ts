import { mergeRouteOrder } from '@/domain/route/routeOrder';
import { sharedRoutePreferences } from './preferences';
import { loadRouteAsShown } from './routeWriteBehind';

// The route order as the driver's Route shows it, for what the phone shares with the back office
// while on shift (docs/on-shift.md, docs/auto-dispatch.md#inputs): read when a position is sent,
// not on every change, from the order kept on the phone (the one waiting to be written first).

/**
 * The ids of `openIds` (the open stops, in the list's order) in the driver's route order: those
 * the kept route orders first, in its order, then the others as the list has them, as the Route
 * itself adds a new stop at the end (useRouteOrder.ts).
 */
export function routeShown(dispatchId: string, now: number, openIds: readonly string[]): string[] {
  const kept = loadRouteAsShown(sharedRoutePreferences().storage, dispatchId, now);
  return mergeRouteOrder(kept, openIds);
}
