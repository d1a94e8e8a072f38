import { mergeRouteOrder } from './routeOrder';

// The route laid over the open stops on every feed change (docs/performance.md, issue 35): with
// 5,000 open orders, rebuilding the merge (two Sets and a Map over every stop) on each change
// cost more than the rest of the change. Most changes leave the open stops as they were (a
// status change of an open order) or take one away (a delivery); those are answered from the
// last merge by walking the lists (identity compares, no hashing). Anything else is merged anew.

/** The stops in route order, and their ids. */
export interface MergedRoute<T> {
  ids: string[];
  items: T[];
}

interface LastMerge<T> {
  stored: readonly string[];
  items: readonly T[];
  merged: MergedRoute<T>;
  /** For each item of `items`, its index in `merged` (-1: an earlier item of a repeated id). */
  placeOf: number[];
  /** Some id came twice: such lists are always merged anew (the feed's ids are unique). */
  repeated: boolean;
}

/** The index of the one item `next` lacks from `previous` (same order otherwise), or -1. */
function oneTakenAway<T extends { id: string }>(
  previous: readonly T[],
  next: readonly T[],
): number {
  if (next.length !== previous.length - 1) return -1;
  let index = 0;
  while (index < next.length && (next[index] as T).id === (previous[index] as T).id) index += 1;
  for (let after = index; after < next.length; after += 1) {
    if ((next[after] as T).id !== (previous[after + 1] as T).id) return -1;
  }
  return index;
}

function sameIds<T extends { id: string }>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item.id === (b[index] as T).id);
}

/** The items in the order of `ids`, each item at `placeOf` its index. */
function place<T>(length: number, items: readonly T[], placeOf: readonly number[]): T[] {
  const placed = new Array<T>(length);
  items.forEach((item, index) => {
    const at = placeOf[index] as number;
    if (at >= 0) placed[at] = item;
  });
  return placed;
}

/** The full merge: mergeRouteOrder, and the items placed in its order (as orderByRoute does). */
function mergeAnew<T extends { id: string }>(
  stored: readonly string[],
  items: readonly T[],
): LastMerge<T> {
  const ids = mergeRouteOrder(
    stored,
    items.map((item) => item.id),
  );
  const placeById = new Map(ids.map((id, at) => [id, at]));
  // A repeated id is placed once, with its last item (orderByRoute's Map keeps the last).
  const seen = new Set<string>();
  const placeOf = new Array<number>(items.length);
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const id = (items[index] as T).id;
    placeOf[index] = seen.has(id) ? -1 : (placeById.get(id) as number);
    seen.add(id);
  }
  const repeated = seen.size !== items.length;
  return {
    stored,
    items,
    merged: { ids, items: place(ids.length, items, placeOf) },
    placeOf,
    repeated,
  };
}

/** The last merge with the item at `index` (of the last items) taken away. */
function withoutItem<T>(last: LastMerge<T>, items: readonly T[], index: number): LastMerge<T> {
  const gone = last.placeOf[index] as number;
  const placeOf = last.placeOf
    .filter((_, at) => at !== index)
    .map((at) => (at > gone ? at - 1 : at));
  const ids = last.merged.ids.filter((_, at) => at !== gone);
  return { ...last, items, merged: { ids, items: place(ids.length, items, placeOf) }, placeOf };
}

/** The last merge, with this change's item objects (the same ids in the same order). */
function withSameIds<T>(last: LastMerge<T>, items: readonly T[]): LastMerge<T> {
  const placed = place(last.merged.ids.length, items, last.placeOf);
  const unchanged = placed.every((item, at) => item === last.merged.items[at]);
  return {
    ...last,
    items,
    merged: unchanged ? last.merged : { ids: last.merged.ids, items: placed },
  };
}

/**
 * A merge of the stored route over the open stops (mergeRouteOrder, and the stops in that order)
 * that remembers its last answer: the same stops, or the same but one, against the same stored
 * route (or against the last answer's ids, once the caller has stored them) cost a walk of the
 * lists. The answer is always what a full merge would give; an unchanged one keeps its arrays.
 */
export function createRouteMerge<T extends { id: string }>(): (
  stored: readonly string[],
  items: readonly T[],
) => MergedRoute<T> {
  let last: LastMerge<T> | null = null;
  const merge = (stored: readonly string[], items: readonly T[]): LastMerge<T> => {
    // Merging the last answer's ids over the same stops gives them back: they already hold
    // every open stop once, in order.
    if (last === null || last.repeated) return mergeAnew(stored, items);
    if (stored !== last.stored && stored !== last.merged.ids) return mergeAnew(stored, items);
    if (items === last.items) return { ...last, stored };
    if (sameIds(items, last.items)) return { ...withSameIds(last, items), stored };
    const taken = oneTakenAway(last.items, items);
    if (taken < 0) return mergeAnew(stored, items);
    return { ...withoutItem(last, items, taken), stored };
  };
  return (stored, items) => {
    last = merge(stored, items);
    return last.merged;
  };
}
