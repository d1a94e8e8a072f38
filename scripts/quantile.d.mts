// Types of quantile.mjs, for the unit tests (tests/unit/scripts/quantile.test.ts).
export function quantile(sorted: readonly number[], q: number): number | null;
