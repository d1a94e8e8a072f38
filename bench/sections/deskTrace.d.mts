// Types of deskTrace.mjs's pure helper, for the unit tests (tests/unit/scripts/benchDeskTrace.test.ts).
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  args?: Record<string, unknown>;
}
export function mainThreadTasks(
  traceEvents: TraceEvent[],
  pids?: Set<number>,
): { totalMs: number; longestMs: number };
