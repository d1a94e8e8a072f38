// Structural sharing for values derived again on every change (the orders overlay, the
// unsent changes): where the new value says the same as the one already shown, the one already
// shown is kept, so context consumers, memoised children and effect dependencies see no change
// (`useKeptWhileUnchanged`, src/ui, keeps it across renders).

/**
 * True when `a` and `b` say the same: identical (Object.is), or objects (arrays included) with
 * the same own keys whose members say the same. Members that are objects are compared by their
 * own members down to `depth` levels below the top (0: the top's members by identity alone).
 * Meant for plain data, not class instances.
 */
export function sameContent(a: unknown, b: unknown, depth = 1): boolean {
  if (Object.is(a, b)) return true;
  if (depth < 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const membersOfA = a as Record<string, unknown>;
  const membersOfB = b as Record<string, unknown>;
  const keys = Object.keys(membersOfA);
  if (keys.length !== Object.keys(membersOfB).length) return false;
  return keys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(membersOfB, key) &&
      sameContent(membersOfA[key], membersOfB[key], depth - 1),
  );
}

/**
 * `next`, with every item that says the same as the `kept` item of the same key replaced by that
 * kept item; `kept` itself when that makes every item, in order, the kept one.
 */
export function keepUnchangedItems<T>(
  kept: readonly T[],
  next: readonly T[],
  keyOf: (item: T) => string,
  same: (keptItem: T, nextItem: T) => boolean,
): readonly T[] {
  const keptByKey = new Map(kept.map((item) => [keyOf(item), item]));
  const shared = next.map((item) => {
    const before = keptByKey.get(keyOf(item));
    return before !== undefined && same(before, item) ? before : item;
  });
  const unchanged =
    shared.length === kept.length && shared.every((item, index) => item === kept[index]);
  return unchanged ? kept : shared;
}
