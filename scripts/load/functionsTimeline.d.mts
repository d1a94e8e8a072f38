// Types of functionsTimeline.mjs, for the unit tests (tests/unit/scripts/loadFunctionsTimeline.test.ts).
export interface FunctionsEvent {
  at: number;
  name: string;
  kind: 'begins' | 'finished';
  ms?: number;
}
export interface TimelineFigures {
  triggerRuns: number;
  apiRuns: number;
  burstWindows: number;
  apiP50InBurstsMs: number | null;
  apiP50OtherwiseMs: number | null;
  windows: {
    sinceRunStartS: number;
    triggerRuns: number;
    apiRuns: number;
    apiP50Ms: number | null;
  }[];
}
export declare const WINDOW_MS: number;
export declare const BURST_RUNS: number;
export declare function createFunctionsTimeline(now?: () => number): {
  events: FunctionsEvent[];
  take(chunk: { toString(): string }, stream?: string): void;
};
export declare function timelineFigures(
  events: readonly FunctionsEvent[],
  startedAt: number,
): TimelineFigures;
export declare function timelineLine(figures: TimelineFigures): string;
