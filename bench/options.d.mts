// Types for options.mjs (plain JavaScript so node runs it without a TypeScript step).
export interface BenchOptions {
  skipBuild: boolean;
  only: number[] | undefined;
  runs(section: number): boolean;
  baselineRev: string | null;
  firstPort: number;
  scaleCounts: number[];
  warmReloads: number;
  scaleChanges: number;
  benchRounds: number;
  deskOrders: number;
  deskDrivers: number;
  deskRuns: number;
}

export function readOptions(
  args: readonly string[],
  env: Record<string, string | undefined>,
): BenchOptions;
