// The one nearest-rank quantile of the bench and the load run (bench/lib.mjs's `percentile`,
// scripts/load/report.mjs): the smallest value with at least the share `q` of the values at or
// below it, always one of the values measured, never an interpolation between two.

/** The `q` quantile (0..1) of ascending `sorted`, nearest rank; null when empty. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}
