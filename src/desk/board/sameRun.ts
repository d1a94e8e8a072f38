// One comparison of a run (a driver's stop order, as receipt ids), for both places that ask:
// the board's builder builds a column again only when its run changed (board.ts), and the runs
// read or estimated are kept while they say the same (useSharedRuns.ts's `sameRuns`).

/** The same items in the same order (by identity); the same list at once (grouping.ts keeps it). */
export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || (a.length === b.length && a.every((item, index) => item === b[index]));
}

/** The same receipt ids in the same order; no run and no run are the same too. */
export function sameRun(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): boolean {
  return a === b || (a !== undefined && b !== undefined && sameList(a, b));
}
