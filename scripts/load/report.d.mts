// Types of report.mjs's endpoint figures, for the unit tests (tests/unit/scripts/loadReport.test.ts).
export interface LoadCall {
  endpoint: string;
  path?: string;
  phase: 'alone' | 'evening';
  status: number;
  code: string | null;
  ms: number;
  at?: number;
  racing?: boolean;
}
export interface EndpointFigures {
  count: number;
  racing: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  errors: Record<string, number>;
  aloneCount: number;
  aloneP50Ms: number | null;
  p50Ratio: number | null;
  p95Ratio: number | null;
  maxRatio: number | null;
  p95NotRacingMs: number | null;
  p95NotRacingRatio: number | null;
}
export declare const P95_RATIO_GOAL: number;
export declare function endpointFigures(
  calls: readonly LoadCall[],
): Record<string, EndpointFigures>;
export interface ScopeUsage {
  transactions: number;
  creates: number;
  retries: number;
  reads: number;
  writes: number;
  maxMs: number;
  stalled: number;
  requests: number;
  readsPerRequest: number | null;
  writesPerRequest: number | null;
}
export declare function storeUsage(
  file: string,
  calls: readonly LoadCall[],
): Record<string, ScopeUsage>;
