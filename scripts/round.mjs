// The one rounding of the bench's and the load run's figures (bench/lib.mjs, bench/baseline.mjs,
// scripts/load/report.mjs): `digits` decimals, the nearest (half away from zero as
// Number.prototype.toFixed), and null for a figure that is missing, so a report never prints NaN.

/** `value` to `digits` decimals; null when it is null or undefined. */
export function round(value, digits = 0) {
  return value === null || value === undefined ? null : Number(value.toFixed(digits));
}
