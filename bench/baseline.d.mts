// Types for baseline.mjs's pure part (plain JavaScript so node runs it without a TypeScript step).
export interface BenchRow {
  section: string;
  measure: string;
  value: string;
  target: string;
  verdict: string;
  /** A sampled row's figures (runner.mjs's sampledRow): pooled over the rounds by medianRows. */
  samples?: number[];
  /** How a sampled row writes its figure (format.mjs). */
  format?: (value: number | null) => string;
  /** A sampled row's highest figure allowed, when it has a target. */
  max?: number;
}

export interface ComparedRow extends BenchRow {
  baseline: string;
  ratio: string;
  figures: { value: number | null; baseline: number | null; ratio: number | null };
}

/** Targets that are ratios to the baseline (with --baseline): the figure ÷ the baseline's. */
export const BASELINE_RATIO_TARGETS: { section: RegExp; measure: RegExp; max: number }[];
export function figureNumber(value: unknown): number | null;
export function compareRows(headRows: BenchRow[], baselineRows: BenchRow[]): ComparedRow[];
export function withBaselineRatios(
  headRows: BenchRow[],
  baselineRows: BenchRow[],
  targets: { section: RegExp; measure: RegExp; max: number }[],
  verdict: (ok: boolean | null) => string,
): ComparedRow[];
export function resolveRevision(rev: string): string;
export function sampledRowOf(
  row: Omit<BenchRow, 'value' | 'verdict'>,
  samples: number[],
  verdict: (ok: boolean | null) => string,
): BenchRow;
export function medianRows(
  rounds: BenchRow[][],
  verdict: (ok: boolean | null) => string,
): BenchRow[];
