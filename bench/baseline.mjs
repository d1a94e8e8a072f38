// `npm run bench -- --baseline <git rev>` (docs/performance.md#against-a-baseline): the same
// sections on another revision's builds, in the same run, so that each figure comes with its
// ratio to a reference measured on the same machine under the same load. Only the baseline's
// app is built from its own sources (and its own dependencies); the pages, the measuring and
// the serving are this checkout's bench code, which the baseline may not have.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import process from 'node:process';
import { loadBuild } from '../scripts/bundle/manifest.mjs';
import { viteBuild } from '../scripts/bundle/viteBuild.mjs';
import { round } from '../scripts/round.mjs';
import { prepareBaselineWorktree } from './baselineWorktree.mjs';
import { buildFirebasePrime } from './firebasePrime.mjs';
import { median } from './lib.mjs';
import { serveBuild } from './server.mjs';

/** Targets that are ratios to the baseline (with --baseline): the figure ÷ the baseline's. */
export const BASELINE_RATIO_TARGETS = [
  // The route must not make a realtime change dearer than before it (issue 35: fa55294): the
  // app's part, from the backend's answer to the row. The whole change also holds the demo
  // backend's write, the server's work in production (docs/performance.md), reported beside it.
  {
    section: /^5\. Scale: 5,000/,
    measure: /^one realtime change: the app's part/,
    max: 1.0,
  },
  // Auto-dispatch must keep the board's realtime change within the budget the board had (issue
  // 49): against the board of issue 40, which met its 16 ms on a quiet machine (`--baseline
  // 38bcfc5`), the page's own tasks over a change, traced alike on both sides.
  {
    section: /^11\. Desk: /,
    measure: /^one realtime change, .*: the page's own tasks, from a trace/,
    max: 1.0,
  },
];

/** The baseline's servers listen this far above the head's ports (BENCH_PORT + 5…). */
const PORT_OFFSET = 5;

const git = (args, cwd = process.cwd()) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The full commit id of `rev`; throws with git's words when it names none. */
export function resolveRevision(rev) {
  return git(['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
}

/** The leading number of a figure as the table shows it ("449 ms", "17.4 MB", "0.95×"), or null. */
export function figureNumber(value) {
  const match = /^(-?\d[\d,]*(?:\.\d+)?)(?: ?(?:ms|KB|MB|s|×))?$/u.exec(String(value).trim());
  return match ? Number(match[1].replaceAll(',', '')) : null;
}

/**
 * The head's rows with the baseline's figure and the ratio head ÷ baseline, matched by section
 * and measure (a figure the baseline lacks, or that is not one number, gets none).
 */
export function compareRows(headRows, baselineRows) {
  const byKey = new Map(baselineRows.map((row) => [`${row.section}\n${row.measure}`, row]));
  return headRows.map((row) => {
    const base = byKey.get(`${row.section}\n${row.measure}`);
    const head = figureNumber(row.value);
    const then = base === undefined ? null : figureNumber(base.value);
    const ratio = head !== null && then !== null && then !== 0 ? head / then : null;
    return {
      ...row,
      baseline: base?.value ?? '',
      ratio: ratio === null ? '' : `${ratio.toFixed(2)}×`,
      figures: { value: head, baseline: then, ratio: ratio === null ? null : round(ratio, 2) },
    };
  });
}

/**
 * A sampled row: its figure the median of `samples`, written by `row.format` and, with
 * `row.max`, judged against it (`verdict`: format.mjs's words). runner.mjs's `sampledRow` makes
 * one from a round; medianRows pools the rounds' into one.
 */
export function sampledRowOf(row, samples, verdict) {
  const figure = median(samples);
  return {
    ...row,
    value: row.format(figure),
    samples,
    verdict: verdict(row.max === undefined || figure === null ? null : figure <= row.max),
  };
}

/**
 * A sampled row from several rounds: the median of every round's samples together. Three
 * rounds of nine make one median of 27: steadier than the middle of three medians of nine,
 * whose spread under a slowed CPU is wider than the differences the rows are there to show.
 */
function pooledRow(candidates, verdict) {
  return sampledRowOf(
    candidates[0],
    candidates.flatMap((row) => row.samples),
    verdict,
  );
}

/**
 * One row per figure from several rounds of the same section: a sampled row pools its rounds'
 * samples (pooledRow); any other is the row of the median round (by its figure; the first
 * round's for a value that is not one figure), so that its words and units stay as the section
 * wrote them. A row missing from some rounds comes from those it is in.
 */
export function medianRows(rounds, verdict) {
  const keyOf = (row) => `${row.section}\n${row.measure}`;
  const keys = [...new Set(rounds.flat().map(keyOf))];
  return keys.map((key) => {
    const candidates = rounds.flatMap((rows) => rows.filter((row) => keyOf(row) === key));
    if (candidates.every((row) => Array.isArray(row.samples) && row.format)) {
      return pooledRow(candidates, verdict);
    }
    const figures = candidates.filter((row) => figureNumber(row.value) !== null);
    if (figures.length === 0) return candidates[0];
    figures.sort((a, b) => figureNumber(a.value) - figureNumber(b.value));
    return figures[Math.floor((figures.length - 1) / 2)];
  });
}

/**
 * The baseline's worktree, and each of `builds` (run.mjs's: name → { dir, env, port }) built
 * there with the baseline's own sources and served. A step that fails is kept as its error:
 * the sections on the baseline then say why in their rows, and the head's still run.
 */
export async function startBaseline({ rev, builds, skipBuild, attempt, log }) {
  const baseline = { servers: {}, builds: {} };
  const outcome = await attempt(`baseline ${rev}`, () => {
    baseline.commit = resolveRevision(rev);
    baseline.dir = prepareBaselineWorktree(baseline.commit, log);
  });
  baseline.error = outcome.error;
  for (const [name, build] of Object.entries(builds)) {
    if (baseline.error) break;
    const dir = join(baseline.dir, build.dir);
    const made = await attempt(`baseline build ${name} → ${dir}`, async () => {
      if (!skipBuild) viteBuild(dir, build.env, baseline.dir);
      // The page that primes Firestore's cache is the head's (the baseline may have none).
      if (!skipBuild && name === 'firebaseSignedIn') await buildFirebasePrime(dir);
      baseline.servers[name] = await serveBuild(dir, build.port + PORT_OFFSET);
      return { dir, manifest: loadBuild(dir) };
    });
    baseline.builds[name] = made.value ?? { error: made.error };
  }
  return baseline;
}

/**
 * compareRows, and the verdict of each target that is a ratio to the baseline
 * (`targets`: { section, measure } patterns and the highest ratio allowed).
 */
export function withBaselineRatios(headRows, baselineRows, targets, verdict) {
  return compareRows(headRows, baselineRows).map((row) => {
    const target = targets.find((t) => t.section.test(row.section) && t.measure.test(row.measure));
    if (!target || row.figures.ratio === null) return row;
    return {
      ...row,
      target: `≤ ${target.max.toFixed(2)}× baseline`,
      verdict: verdict(row.figures.ratio <= target.max),
    };
  });
}
