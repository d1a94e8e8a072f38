// The state of one bench run, handed to every section (bench/steps/): where rows go, which
// builds `need` hands out, and how a section is run once, or on both sides of a baseline in turns.
import console from 'node:console';
import { medianRows, sampledRowOf } from './baseline.mjs';
import { verdict } from './format.mjs';
import { errorText } from './lib.mjs';

export function createRunner(options) {
  const started = Date.now();
  const log = (message) =>
    console.log(`bench: ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const results = { sections: {} };
  const baselineResults = { sections: {} };
  let rows = [];
  const baselineRows = [];
  /** 'head' (this checkout) or 'baseline': which builds `need` hands out and where rows go. */
  let side = 'head';

  const bench = {
    options,
    started,
    log,
    /** What latest.json gets; `results.sections` is the side's whose section is running. */
    results,
    baselineResults,
    /** The head's servers by build name (and the floor's, section 2). */
    servers: {},
    /** The head's builds (builds.mjs's chooseBuilds), and the baseline (baseline.mjs's). */
    builds: {},
    baseline: { servers: {}, builds: {} },
    /** The browser, or why it did not start (set by run.mjs). */
    launched: null,
    launchError: null,
    get rows() {
      return rows;
    },
    baselineRows,

    async attempt(label, fn) {
      log(`${label}…`);
      try {
        return { value: await fn() };
      } catch (error) {
        log(`${label} failed: ${errorText(error)}`);
        return { error: errorText(error) };
      }
    },

    /**
     * Runs `measure` as `label` (attempt), keeps what it gave in the section's results under
     * `key`, and writes the failed row when it failed: its value, or null.
     */
    async measured(label, key, measure) {
      const outcome = await bench.attempt(label, measure);
      results.sections[key] = outcome.value ?? outcome;
      if (!outcome.error) return outcome.value;
      bench.failedRow(label, outcome);
      return null;
    },

    browserOrThrow() {
      if (!bench.launched) throw new Error(`Chromium did not start: ${bench.launchError}`);
      return bench.launched;
    },

    /** The build `name` of the side being measured: its URL, directory and manifest. */
    need(name) {
      const build = bench.builds[name];
      if (!build) throw new Error(`the ${name} build was not made`);
      if (side === 'baseline') {
        const made = bench.baseline.builds[name];
        if (!made || made.error)
          throw new Error(
            `the baseline's ${name} build is unavailable: ${made?.error ?? bench.baseline.error}`,
          );
        return { url: bench.baseline.servers[name].url, dist: made.dir, build: made.manifest };
      }
      if (build.error) throw new Error(`the ${name} build is unavailable: ${build.error}`);
      return { url: bench.servers[name].url, dist: build.dir, build: build.manifest };
    },

    row(section, measure, value, target = '', ok = null) {
      rows.push({ section, measure, value, target, verdict: verdict(ok) });
    },

    /**
     * A row whose figure is the median of `samples`, written by `format` and, with `max`, judged
     * against it (`target` says so). With a baseline, every round's samples are pooled into one
     * median (baseline.mjs's medianRows), not the middle round's taken.
     */
    sampledRow(section, measure, samples, { format, target = '', max }) {
      rows.push(sampledRowOf({ section, measure, target, format, max }, samples, verdict));
    },

    failedRow(section, outcome) {
      bench.row(
        section,
        outcome.notMeasurable ? 'not measurable' : 'error',
        outcome.notMeasurable ?? outcome.error,
      );
    },

    /**
     * Runs section `number` (when chosen): `measure(bench)`. With a baseline, the section runs on
     * both sides in turn (baseline then head, then head then baseline…, BENCH_ROUNDS times) so
     * that both meet the same load; each figure of the table is the median round's, or a sampled
     * row's samples of every round together (latest.json's details: the last round).
     */
    async section(number, measure) {
      if (!options.runs(number)) return;
      if (!options.baselineRev) return measure(bench);
      const rounds = { head: [], baseline: [] };
      const head = { sections: results.sections, rows };
      for (let round = 0; round < options.benchRounds; round++) {
        for (const which of round % 2 === 0 ? ['baseline', 'head'] : ['head', 'baseline']) {
          side = which;
          results.sections = which === 'head' ? head.sections : baselineResults.sections;
          rows = [];
          try {
            await measure(bench);
          } finally {
            rounds[which].push(rows);
          }
        }
      }
      side = 'head';
      results.sections = head.sections;
      rows = head.rows;
      rows.push(...medianRows(rounds.head, verdict));
      baselineRows.push(...medianRows(rounds.baseline, verdict));
    },
  };
  return bench;
}
