// What the Functions emulator ran over the load run, five seconds at a time (issue 48's tail): its
// own lines, `Beginning execution of "<region>-<function>"` and `Finished "<region>-<function>"
// in <ms>ms`, timed as they reach run.mjs. On this machine the api and the `pushOnAssignment`
// trigger share one emulator and two cores (Cloud Functions gives a trigger instances of its
// own), and the desk's import sets off a burst of trigger runs, one per receipt it writes. The
// report says how many runs of each there were and the api's p50 in the windows with a burst
// and in the others, so a run shows whether the bursts cost the api anything. They were not the
// evening's tail: a run with no trigger run at all stalled as long (docs/performance.md, "The
// phones' listeners counted from a desk's").

import { quantile } from '../quantile.mjs';
import { round } from '../round.mjs';

/** The function's name after its region ("europe-west1-api": api). */
const BEGINS = /Beginning execution of "(?:[\w-]+-)?(\w+)"/;
const FINISHED = /Finished "(?:[\w-]+-)?(\w+)" in ([\d.]+)ms/;

/** The api's function, and the trigger that runs on every receipt written. */
const API = 'api';
const TRIGGER = 'pushOnAssignment';

export const WINDOW_MS = 5_000;
/** Trigger runs in one window that make it a burst: 20 a second. */
export const BURST_RUNS = 100;

/** Collects the emulator's lines from output chunks (a line may be split across two). */
export function createFunctionsTimeline(now = Date.now) {
  const events = [];
  /** Each stream's line begun in its last chunk. */
  const partial = new Map();
  return {
    events,
    /** One chunk of the emulators' output (`stream`: stdout or stderr), as it arrives. */
    take(chunk, stream = 'stdout') {
      const at = now();
      const lines = ((partial.get(stream) ?? '') + chunk.toString()).split('\n');
      partial.set(stream, lines.pop() ?? '');
      for (const line of lines) {
        const finished = FINISHED.exec(line);
        if (finished) {
          events.push({ at, name: finished[1], kind: 'finished', ms: Number(finished[2]) });
          continue;
        }
        const begins = BEGINS.exec(line);
        if (begins) events.push({ at, name: begins[1], kind: 'begins' });
      }
    },
  };
}

/** The p50 of the bench and the load run (quantile.mjs), in whole ms; null for none. */
function median(values) {
  return round(
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  );
}

/**
 * The events summed per window from `startedAt`: trigger runs begun, api runs finished and their
 * p50; then the api's p50 over the burst windows and over the others.
 */
export function timelineFigures(events, startedAt) {
  const windows = new Map();
  const windowOf = (at) => {
    const index = Math.max(0, Math.floor((at - startedAt) / WINDOW_MS));
    let window = windows.get(index);
    if (window === undefined) {
      window = { sinceRunStartS: (index * WINDOW_MS) / 1000, triggerRuns: 0, apiMs: [] };
      windows.set(index, window);
    }
    return window;
  };
  for (const event of events) {
    if (event.kind === 'begins' && event.name === TRIGGER) windowOf(event.at).triggerRuns += 1;
    if (event.kind === 'finished' && event.name === API) windowOf(event.at).apiMs.push(event.ms);
  }
  const ordered = [...windows.entries()].sort(([a], [b]) => a - b).map(([, window]) => window);
  const burst = ordered.filter((window) => window.triggerRuns >= BURST_RUNS);
  const others = ordered.filter((window) => window.triggerRuns < BURST_RUNS);
  return {
    triggerRuns: ordered.reduce((sum, window) => sum + window.triggerRuns, 0),
    apiRuns: ordered.reduce((sum, window) => sum + window.apiMs.length, 0),
    burstWindows: burst.length,
    apiP50InBurstsMs: median(burst.flatMap((window) => window.apiMs)),
    apiP50OtherwiseMs: median(others.flatMap((window) => window.apiMs)),
    windows: ordered.map(({ sinceRunStartS, triggerRuns, apiMs }) => ({
      sinceRunStartS,
      triggerRuns,
      apiRuns: apiMs.length,
      apiP50Ms: median(apiMs),
    })),
  };
}

/** The report's line for these figures. */
export function timelineLine(figures) {
  const { burstWindows: bursts, apiP50InBurstsMs, apiP50OtherwiseMs } = figures;
  const seconds = WINDOW_MS / 1000;
  const ms = (value) => (value === null ? '– (no run)' : `${value} ms`);
  const p50 =
    bursts === 0
      ? `${ms(apiP50OtherwiseMs)} (no ${seconds} s had ${BURST_RUNS} trigger runs or more)`
      : `${ms(apiP50InBurstsMs)} in the ${bursts} window${bursts === 1 ? '' : 's'} of ${seconds} s ` +
        `with ${BURST_RUNS} trigger runs or more, ${ms(apiP50OtherwiseMs)} in the others`;
  return (
    `functions emulator: ${figures.apiRuns} api runs, ${figures.triggerRuns} trigger runs; ` +
    `the api's p50 ${p50}`
  );
}
