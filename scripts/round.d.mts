// Types of round.mjs, for the unit tests (tests/unit/scripts/round.test.ts).
export function round(value: number | null | undefined, digits?: number): number | null;
