import { startOfLocalDay } from '../day';
import { isRecord } from '../read';

// The route order (docs/route.md#order-the-stops): the driver's order of today's open stops,
// kept on the phone per dispatcher and per day. The stored list is only ever a preference: what
// the feed says is open decides which stops exist.

/**
 * The stored order laid over today's open stops: the stored ids still open, in the stored order,
 * then the open ids it does not hold yet (new orders), in the order given. A stop delivered, not
 * delivered or reassigned away is not open, so it leaves the route, and nothing of it remains.
 */
export function mergeRouteOrder(stored: readonly string[], openIds: readonly string[]): string[] {
  const open = new Set(openIds);
  const merged: string[] = [];
  const placed = new Set<string>();
  for (const id of stored) {
    if (open.has(id) && !placed.has(id)) {
      merged.push(id);
      placed.add(id);
    }
  }
  for (const id of openIds) {
    if (!placed.has(id)) {
      merged.push(id);
      placed.add(id);
    }
  }
  return merged;
}

/** Items in the route's order (`route` lists their ids), each item once. */
export function orderByRoute<T extends { id: string }>(
  items: readonly T[],
  route: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered: T[] = [];
  for (const id of mergeRouteOrder(
    route,
    items.map((item) => item.id),
  )) {
    const item = byId.get(id);
    if (item !== undefined) ordered.push(item);
  }
  return ordered;
}

/** The route with one stop moved one place up (-1) or down (+1); unchanged at either end. */
export function moveStop(route: readonly string[], id: string, delta: -1 | 1): string[] {
  const index = route.indexOf(id);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= route.length) return [...route];
  const moved = [...route];
  moved[index] = route[target] as string;
  moved[target] = id;
  return moved;
}

/** The day a stored route belongs to: its local midnight, in epoch ms. */
export function routeDay(now: number): number {
  return startOfLocalDay(now);
}

/** What the phone keeps: whose route, which day, and the order of the stops. */
export interface StoredRoute {
  dispatchId: string;
  /** startOfLocalDay of the day it was made. */
  day: number;
  stops: string[];
}

const MAX_STORED_STOPS = 10_000;

/**
 * Reads what the phone kept: the stops of this dispatcher's route of this day, or [] for another
 * dispatcher, another day, or anything unreadable (a new day starts fresh).
 */
export function readStoredRoute(raw: unknown, dispatchId: string, now: number): string[] {
  if (!isRecord(raw)) return [];
  if (raw.dispatchId !== dispatchId || raw.day !== routeDay(now)) return [];
  if (!Array.isArray(raw.stops)) return [];
  const stops = raw.stops.filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set(stops)].slice(0, MAX_STORED_STOPS);
}

export function storedRoute(
  dispatchId: string,
  now: number,
  stops: readonly string[],
): StoredRoute {
  return { dispatchId, day: routeDay(now), stops: [...stops] };
}
