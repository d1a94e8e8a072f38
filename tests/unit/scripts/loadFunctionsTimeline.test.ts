// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BURST_RUNS,
  createFunctionsTimeline,
  timelineFigures,
  timelineLine,
} from '../../../scripts/load/functionsTimeline.mjs';

// What the Functions emulator ran during `npm run load`, five seconds at a time
// (scripts/load/functionsTimeline.mjs): the trigger's runs, and the api's p50 in the windows with
// a burst of them and in the others.

const begins = (name: string) => `i  functions: Beginning execution of "europe-west1-${name}"\n`;
const finished = (name: string, ms: number) =>
  `i  functions: Finished "europe-west1-${name}" in ${ms}.123456ms\n`;

describe('the Functions emulator timeline', () => {
  it('reads the emulator lines, a line split across two chunks and stdout beside stderr', () => {
    let now = 1_000;
    const timeline = createFunctionsTimeline(() => now);
    const line = finished('api', 120);
    timeline.take(line.slice(0, 30), 'stdout');
    timeline.take('⚠  something else on stderr\n', 'stderr');
    now = 1_200;
    timeline.take(line.slice(30) + begins('pushOnAssignment') + '>  {"a function\'s own log"}\n');
    expect(timeline.events).toEqual([
      { at: 1_200, name: 'api', kind: 'finished', ms: 120.123456 },
      { at: 1_200, name: 'pushOnAssignment', kind: 'begins' },
    ]);
  });

  it("sums the windows and gives the api's p50 in the bursts of trigger runs and out of them", () => {
    const started = 10_000;
    let now = started;
    const timeline = createFunctionsTimeline(() => now);
    // 0–5 s: three api runs alone. 5–10 s: a burst of trigger runs, two slow api runs.
    timeline.take(finished('api', 40) + finished('api', 50) + finished('api', 60));
    now = started + 6_000;
    timeline.take(begins('pushOnAssignment').repeat(BURST_RUNS) + begins('api'));
    timeline.take(finished('api', 900) + finished('api', 1_500));
    const figures = timelineFigures(timeline.events, started);
    expect(figures).toMatchObject({
      triggerRuns: BURST_RUNS,
      apiRuns: 5,
      burstWindows: 1,
      apiP50InBurstsMs: 900,
      apiP50OtherwiseMs: 50,
      windows: [
        { sinceRunStartS: 0, triggerRuns: 0, apiRuns: 3, apiP50Ms: 50 },
        { sinceRunStartS: 5, triggerRuns: BURST_RUNS, apiRuns: 2, apiP50Ms: 900 },
      ],
    });
    expect(timelineLine(figures)).toContain("the api's p50 900 ms in the 1 window of 5 s");
  });

  it('says so when no window had a burst', () => {
    const figures = timelineFigures([], 0);
    expect(figures).toMatchObject({ triggerRuns: 0, apiRuns: 0, apiP50InBurstsMs: null });
    expect(timelineLine(figures)).toContain(
      "the api's p50 – (no run) (no 5 s had 100 trigger runs",
    );
  });
});
