// Types for drain.mjs (plain JavaScript so node runs it without a TypeScript step).

/** Enough of a Playwright page for the watcher: it reads the outbox through evaluate. */
export interface EvaluatingPage {
  evaluate(fn: unknown, arg?: unknown): Promise<unknown>;
}

export interface DrainReturn {
  label: string;
  queued: number;
  startedAt: number;
  worstMs: number;
  /** Null: never drained (given up on), or cut short by the next drop (interrupted). */
  seconds: number | null;
  interrupted?: boolean;
  stuck?: number[];
  /** Each change as it left: [seq, receipt id, ms after the return less its undo window]. */
  departures: [number, string | undefined, number][];
  /** Each change's states as seen while watched: [state, ms after the return, attempts]. */
  states: Record<number, [string, number, number][]>;
}

export interface DrainWatch {
  returns: DrainReturn[];
  networkBack(label: string): Promise<void>;
  networkGone(): void;
  settle(): Promise<void>;
}

export function createDrainWatch(page: EvaluatingPage, ignored?: () => string | null): DrainWatch;

export function drainSummary(returns: DrainReturn[]): {
  returns: number;
  interrupted: number;
  p50: number | null;
  max: number | null;
};
