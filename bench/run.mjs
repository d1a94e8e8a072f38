// `npm run bench` (issues 8 and 17, docs/performance.md): builds the app three ways and the
// floor (a bare React + Router sign-in page), serves each build from 127.0.0.1 with gzip, drives Chromium through five sections, prints a table and writes
// bench/results/latest.json (and latest.md). Every section fails soft: its error goes in its row and the run
// goes on.
//
//   npm run bench                       everything (2–3 minutes on 2 cores)
//   npm run bench -- --skip-build       reuse the dist-bench-* builds of the last run
//   npm run bench -- --only=1,2         some sections only (1–10; the backend alone: --only=8,
//                                       the outbox's drain alone: --only=9,
//                                       the customer's tracking page: --only=10)
//   npm run bench -- --baseline=fa55294 the same sections on that revision's builds too, each
//                                       section on both in turns, every figure with its ratio
//                                       to the baseline's (baseline.mjs)
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (first of 4 ports,
// default 4186), BENCH_SCALE (default 100,1000,5000), BENCH_RELOADS (the timed reloads of the
// warm starts, sections 3 and 6; default 5: more give a steadier median on a noisy machine),
// BENCH_CHANGES (the timed realtime changes of section 5; default 5). With --baseline, the
// baseline's servers take BENCH_PORT + 5 to + 9, and BENCH_ROUNDS (default 3) is how many
// times each section runs on each side, in turns.
import console from 'node:console';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import process from 'node:process';
import { loadBuild } from '../scripts/bundle/manifest.mjs';
import { DUMMY_FIREBASE_ENV, viteBuild } from '../scripts/bundle/viteBuild.mjs';
import { CHROMIUM_PATH, errorText, launchBrowser, round } from './lib.mjs';
import { startAuthEmulator } from './authEmulator.mjs';
import { medianRows, startBaseline, withBaselineRatios } from './baseline.mjs';
import { buildFirebasePrime } from './firebasePrime.mjs';
import { buildFloor } from './floor.mjs';
import { serveBuild } from './server.mjs';
import { measureBackendLatency } from './sections/backendLatency.mjs';
import { measureDrain } from './sections/drain.mjs';
import { measureFirebaseStart } from './sections/firebaseStart.mjs';
import { measureJsPerRoute } from './sections/jsPerRoute.mjs';
import { measureLighthouse } from './sections/lighthouse.mjs';
import { measureOfflineStart } from './sections/offlineStart.mjs';
import { measureRoute, measureRouteMap } from './sections/route.mjs';
import { measureScale } from './sections/scale.mjs';
import { measureTapToMove } from './sections/tapToMove.mjs';
import { measureTrackingPage } from './sections/trackingPage.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map(Number);
const runs = (section) => !only || only.includes(section);
const baselineAt = args.findIndex((a) => a === '--baseline' || a.startsWith('--baseline='));
const baselineRev =
  baselineAt < 0
    ? null
    : args[baselineAt].includes('=')
      ? args[baselineAt].slice('--baseline='.length)
      : args[baselineAt + 1];
if (baselineAt >= 0 && !baselineRev) throw new Error('--baseline needs a git revision');
const firstPort = Number(process.env.BENCH_PORT ?? 4186);
const scaleCounts = (process.env.BENCH_SCALE ?? '100,1000,5000').split(',').map(Number);
const warmReloads = Math.max(1, Number(process.env.BENCH_RELOADS ?? 5) || 5);
const scaleChanges = Math.max(1, Number(process.env.BENCH_CHANGES ?? 5) || 5);
const benchRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 3);

/** Targets that are ratios to the baseline (with --baseline): the figure ÷ the baseline's. */
const BASELINE_RATIO_TARGETS = [
  // The route must not make a realtime change dearer than before it (issue 35: fa55294).
  { section: /^5\. Scale: 5,000/, measure: /^one realtime change applied/, max: 1.0 },
];

/** The Firebase build of section 6: talks to the emulators (the bench routes them). */
const FIREBASE_SIGNED_IN_ENV = {
  ...DUMMY_FIREBASE_ENV,
  VITE_FIREBASE_PROJECT_ID: 'demo-dispatch-bench',
  VITE_USE_FIREBASE_EMULATORS: 'true',
};

/**
 * The production demo build, the Firebase build (dummy variables), the bench-seed build and the
 * Firebase build on the emulators; each is built only when a section that is run uses it.
 */
const ALL_BUILDS = {
  demo: { dir: 'dist-bench-demo', env: {}, port: firstPort, sections: [1, 2, 3, 10] },
  firebase: {
    dir: 'dist-bench-firebase',
    env: DUMMY_FIREBASE_ENV,
    port: firstPort + 1,
    sections: [1, 2],
  },
  seed: {
    dir: 'dist-bench-seed',
    env: { VITE_BENCH: 'true' },
    port: firstPort + 2,
    sections: [3, 4, 5, 7, 9],
  },
  firebaseSignedIn: {
    dir: 'dist-bench-firebase-emulators',
    env: FIREBASE_SIGNED_IN_ENV,
    port: firstPort + 4,
    sections: [6],
  },
};
const BUILDS = Object.fromEntries(
  Object.entries(ALL_BUILDS).filter(([, build]) => build.sections.some(runs)),
);

const started = Date.now();
const log = (message) =>
  console.log(`bench: ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const results = { sections: {} };
let rows = [];
/** 'head' (this checkout) or 'baseline': which builds `need` hands out and where rows go. */
let side = 'head';
const baselineResults = { sections: {} };
let baselineRows = [];

async function attempt(label, fn) {
  log(`${label}…`);
  try {
    return { value: await fn() };
  } catch (error) {
    log(`${label} failed: ${errorText(error)}`);
    return { error: errorText(error) };
  }
}

// ---------------------------------------------------------------- builds and servers
const servers = {};
for (const [name, build] of Object.entries(BUILDS)) {
  const outcome = await attempt(`build ${name} → ${build.dir}`, async () => {
    if (!skipBuild) viteBuild(build.dir, build.env);
    if (!skipBuild && name === 'firebaseSignedIn') await buildFirebasePrime(build.dir);
    build.manifest = loadBuild(build.dir);
    servers[name] = await serveBuild(build.dir, build.port);
    return servers[name].url;
  });
  build.error = outcome.error;
}

// ---------------------------------------------------------------- the baseline's builds
const baseline = baselineRev
  ? await startBaseline({ rev: baselineRev, builds: BUILDS, skipBuild, attempt, log })
  : { servers: {}, builds: {} };
if (baselineRev)
  results.baseline = { rev: baselineRev, commit: baseline.commit, dir: baseline.dir };

const need = (name) => {
  if (!BUILDS[name]) throw new Error(`the ${name} build was not made`);
  if (side === 'baseline') {
    const made = baseline.builds[name];
    if (!made || made.error)
      throw new Error(
        `the baseline's ${name} build is unavailable: ${made?.error ?? baseline.error}`,
      );
    return { url: baseline.servers[name].url, dist: made.dir, build: made.manifest };
  }
  if (BUILDS[name].error)
    throw new Error(`the ${name} build is unavailable: ${BUILDS[name].error}`);
  return { url: servers[name].url, dist: BUILDS[name].dir, build: BUILDS[name].manifest };
};

/**
 * Runs section `number` (when chosen). With a baseline, the section runs on both sides in turn
 * (baseline then head, then head then baseline…, BENCH_ROUNDS times) so that both meet the same
 * load; each figure of the table is the median round's (latest.json's details: the last round).
 */
async function section(number, measure) {
  if (!runs(number)) return;
  if (!baselineRev) return measure();
  const rounds = { head: [], baseline: [] };
  const head = { sections: results.sections, rows };
  for (let round = 0; round < benchRounds; round++) {
    for (const which of round % 2 === 0 ? ['baseline', 'head'] : ['head', 'baseline']) {
      side = which;
      results.sections = which === 'head' ? head.sections : baselineResults.sections;
      rows = [];
      try {
        await measure();
      } finally {
        rounds[which].push(rows);
      }
    }
  }
  side = 'head';
  results.sections = head.sections;
  rows = head.rows;
  rows.push(...medianRows(rounds.head));
  baselineRows.push(...medianRows(rounds.baseline));
}

// Without a browser every section still reports (its row says why), and Lighthouse, which
// launches its own, still runs.
let launchError = null;
const launched = await launchBrowser().catch((error) => {
  launchError = errorText(error);
  log(`Chromium did not start (${CHROMIUM_PATH}): ${launchError}`);
  return null;
});
const browserOrThrow = () => {
  if (!launched) throw new Error(`Chromium did not start: ${launchError}`);
  return launched;
};
results.machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGB: round(os.totalmem() / 2 ** 30, 1),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  chromium: launched?.version() ?? `not started (${CHROMIUM_PATH})`,
  // The machine may be shared: a high load average explains slow, noisy timings.
  loadAverageAtStart: os.loadavg().map((value) => round(value, 2)),
};

const kb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1024).toFixed(1)} KB` : '—');
const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '—');
/** One decimal: the drawing's figures are a few ms. */
const ms1 = (value) => (typeof value === 'number' ? `${value.toFixed(1)} ms` : '—');
const score = (value) => (typeof value === 'number' ? value.toFixed(2) : '—');
const verdict = (ok) => (ok === null ? '' : ok ? 'met' : 'MISSED');
function row(section, measure, value, target = '', ok = null) {
  rows.push({ section, measure, value, target, verdict: verdict(ok) });
}
function failedRow(section, outcome) {
  row(
    section,
    outcome.notMeasurable ? 'not measurable' : 'error',
    outcome.notMeasurable ?? outcome.error,
  );
}

// ---------------------------------------------------------------- 1. JS per route
await section(1, async () => {
  for (const mode of ['demo', 'firebase']) {
    const label = `1. JS per route (${mode})`;
    const outcome = await attempt(label, () =>
      measureJsPerRoute(browserOrThrow(), { ...need(mode), mode }),
    );
    results.sections[`jsPerRoute_${mode}`] = outcome.value ?? outcome;
    if (outcome.error) {
      failedRow(label, outcome);
      continue;
    }
    const r = outcome.value;
    row(
      label,
      '/login before first paint',
      `${kb(r.loginBeforePaintBytes)} (${r.loginBeforePaintFiles.join(', ')})`,
    );
    row(
      label,
      '/login until the form shows',
      `${kb(r.loginBytes)}${r.loginNote ? ` — ${r.loginNote}` : ''}`,
      mode === 'firebase' ? '≤ 150 KB (budget)' : '',
      mode === 'firebase' ? r.loginBytes <= 150 * 1024 : null,
    );
    row(
      label,
      '/login then prefetches when idle, for after sign-in',
      `${kb(r.loginPrefetchedBytes)} (${r.loginPrefetchedFiles.join(', ') || 'nothing'})`,
    );
    row(
      label,
      'signing in adds for /order',
      `${kb(r.orderAddsBytes)} (${r.orderAddsFiles.join(', ') || 'nothing'})`,
    );
    row(label, 'total (/login + /order)', kb(r.totalBytes));
  }
});

// ---------------------------------------------------------------- 2. Lighthouse
await section(2, async () => {
  // The floor first: a bare React 19 + Router 7 sign-in page, built and measured in this run,
  // so its LCP and Dispatch's share the machine's load of the moment.
  const floorLabel = '2. Lighthouse /login (floor: bare React + Router)';
  const floor = await attempt(floorLabel, async () => {
    // Built and served once: with a baseline, both sides measure the same floor page.
    servers.floor ??= await serveBuild(await buildFloor(), firstPort + 3);
    return measureLighthouse(servers.floor.url);
  });
  results.sections.lighthouse_floor = floor.value ?? floor;
  if (floor.error) failedRow(floorLabel, floor);
  else {
    row(floorLabel, 'performance', score(floor.value.performance));
    row(floorLabel, 'LCP (simulated)', ms(floor.value.lcpMs));
    row(floorLabel, 'CLS', floor.value.cls.toFixed(3));
  }
  for (const mode of ['demo', 'firebase']) {
    const label = `2. Lighthouse /login (${mode})`;
    const outcome = await attempt(label, () => measureLighthouse(need(mode).url));
    results.sections[`lighthouse_${mode}`] = outcome.value ?? outcome;
    if (outcome.error) {
      failedRow(label, outcome);
      continue;
    }
    const r = outcome.value;
    row(label, 'performance', score(r.performance), '1.00', r.performance === 1);
    row(label, 'accessibility', score(r.accessibility), '1.00', r.accessibility === 1);
    row(label, 'best practices', score(r.bestPractices), '1.00', r.bestPractices === 1);
    row(label, 'LCP (simulated)', ms(r.lcpMs), '≤ 2000 ms', r.lcpMs <= 2000);
    if (floor.value) {
      const ratio = r.lcpMs / floor.value.lcpMs;
      row(label, 'LCP ÷ the floor’s', `${ratio.toFixed(2)}×`, '≤ 0.90×', ratio <= 0.9);
    }
    row(label, 'TBT', ms(r.tbtMs));
    row(label, 'CLS', r.cls.toFixed(3), '0', r.cls === 0);
    row(label, 'LCP element', r.lcpElements.join(' | ').slice(0, 80));
    if (r.failedAudits.length > 0) row(label, 'failed audits', r.failedAudits.join(', '));
  }
});

// ---------------------------------------------------------------- 3. warm offline start
await section(3, async () => {
  const variants = [
    { key: 'demo', label: '3. Warm offline start (demo, 4× CPU)', build: 'demo', query: '' },
    {
      key: 'noDemoLatency',
      label: '3. Warm offline start (4× CPU, no demo latency)',
      build: 'seed',
      query: '?benchSeed=8&benchFast=1',
    },
  ];
  results.sections.offlineStart = {};
  for (const variant of variants) {
    const outcome = await attempt(variant.label, () =>
      measureOfflineStart(browserOrThrow(), {
        ...need(variant.build),
        query: variant.query,
        runs: warmReloads,
      }),
    );
    const r = outcome.value;
    results.sections.offlineStart[variant.key] = r ?? outcome;
    if (outcome.error || r.notMeasurable) {
      failedRow(variant.label, r ?? outcome);
      continue;
    }
    row(
      variant.label,
      `reload /order → first row (median of ${warmReloads})`,
      ms(r.medianMs),
      '≤ 300 ms',
      r.medianMs <= 300,
    );
    row(
      variant.label,
      'document / DOMContentLoaded / first paint',
      `${ms(r.documentMedianMs)} / ${ms(r.domContentLoadedMedianMs)} / ${ms(r.firstContentfulPaintMedianMs)}`,
    );
  }
});

// ---------------------------------------------------------------- 4. tap to move
await section(4, async () => {
  const variants = [
    { key: 'demoBackend', label: '4. Tap to move (20 taps)', fast: false },
    { key: 'noBackendDelay', label: '4. Tap to move (no backend delay)', fast: true },
  ];
  results.sections.tapToMove = {};
  for (const { key, label, fast } of variants) {
    const outcome = await attempt(label, () =>
      measureTapToMove(browserOrThrow(), { ...need('seed'), fast }),
    );
    results.sections.tapToMove[key] = outcome.value ?? outcome;
    if (outcome.error) {
      failedRow(label, outcome);
      continue;
    }
    const r = outcome.value;
    row(label, 'tap Confirm delivered → shown delivered, median', ms(r.medianMs));
    row(
      label,
      'tap Confirm delivered → shown delivered, p95',
      ms(r.p95Ms),
      '≤ 100 ms',
      r.p95Ms <= 100,
    );
    row(label, 'tap Delivered → its sheet on screen, median', ms(r.feedbackMedianMs));
    if (r.notInDeliveredList.length > 0) {
      row(label, 'not found in the Delivered list', r.notInDeliveredList.join(', '));
    }
  }
});

// ---------------------------------------------------------------- 5. scale
await section(5, async () => {
  results.sections.scale = {};
  for (const count of scaleCounts) {
    const label = `5. Scale: ${count.toLocaleString('en')} orders`;
    const outcome = await attempt(label, () =>
      measureScale(browserOrThrow(), { ...need('seed'), count, changes: scaleChanges }),
    );
    results.sections.scale[count] = outcome.value ?? outcome;
    if (outcome.error) {
      failedRow(label, outcome);
      continue;
    }
    const r = outcome.value;
    const big = count >= 5000;
    row(
      label,
      'reload /order → first row (median of 3)',
      ms(r.renderMedianMs),
      big ? '≤ 500 ms' : '',
      big ? r.renderMedianMs <= 500 : null,
    );
    row(
      label,
      'longest task of that load',
      r.longestTaskMedianMs > 0 ? ms(r.longestTaskMedianMs) : 'none ≥ 50 ms',
    );
    row(
      label,
      `one realtime change applied (median of ${scaleChanges})`,
      ms(r.changeMedianMs),
      big ? '≤ 50 ms' : '',
      big ? r.changeMedianMs <= 50 : null,
    );
    row(label, 'JS heap after GC', `${(r.heapBytes / 2 ** 20).toFixed(1)} MB`);
    row(label, 'rows in the DOM / in the list', `${r.rowsInDom} / ${r.listCount}`);
  }
});

// ---------------------------------------------------------------- 7. the route
await section(7, async () => {
  results.sections.route = {};
  for (const count of scaleCounts) {
    const label = `7. Route: ${count.toLocaleString('en')} orders`;
    const outcome = await attempt(label, () =>
      measureRoute(browserOrThrow(), { ...need('seed'), count }),
    );
    results.sections.route[count] = outcome.value ?? outcome;
    if (outcome.error) {
      failedRow(label, outcome);
      continue;
    }
    const r = outcome.value;
    row(label, 'search: keystroke → list narrowed to one, median', ms(r.searchNarrowMedianMs));
    row(label, 'search: field cleared → whole list back, median', ms(r.searchWidenMedianMs));
    row(label, 'tap Optimise route → new order shown, median', ms(r.optimiseMedianMs));
  }
  const mapLabel = '7. Route map: 50 stops, 4× CPU';
  const map = await attempt(mapLabel, () => measureRouteMap(browserOrThrow(), need('seed')));
  results.sections.route.map = map.value ?? map;
  if (map.error) {
    failedRow(mapLabel, map);
  } else {
    const m = map.value;
    const mapRow = (measure, value, budget) =>
      row(
        mapLabel,
        measure,
        ms1(value),
        budget ? `≤ ${budget} ms` : '',
        budget ? value <= budget : null,
      );
    mapRow(
      `draw ${m.markers} stops: the drawing's render, median (budget 16 ms)`,
      m.drawRenderMedianMs,
      16,
    );
    mapRow(
      "draw: the drawing's render start → commit (with the list taken down), median",
      m.drawCommitMedianMs,
    );
    mapRow("draw: the drawing's render start → frame painted, median", m.drawPaintedMedianMs);
    mapRow('draw, whole view: tap Map in List view → next frame, median', m.drawMedianMs);
    const moved = Math.max(...m.moveOneChanged);
    mapRow(
      `move one stop (${moved} markers renumbered): the drawing's redraw, median (budget 8 ms)`,
      m.moveOneRenderMedianMs,
      8,
    );
    mapRow('move one stop: the redraw start → commit, median', m.moveOneCommitMedianMs);
    mapRow('move one stop: the redraw start → frame painted, median', m.moveOnePaintedMedianMs);
    mapRow('move one stop, whole view: tap Undo → next frame, median', m.moveOneTapMedianMs);
    const all = Math.max(...m.reorderChanged);
    mapRow(
      `Undo after Optimise (${all} markers renumbered): the drawing's redraw, median`,
      m.reorderRenderMedianMs,
    );
    mapRow(
      'Undo after Optimise: the redraw start → frame painted, median',
      m.reorderPaintedMedianMs,
    );
    mapRow('Undo after Optimise, whole view: tap Undo → next frame, median', m.reorderMedianMs);
  }
});

// ---------------------------------------------------------------- 6. Firebase warm start
await section(6, async () => {
  const label = '6. Warm start (Firebase, signed in, 4× CPU)';
  const count = 1000;
  let emulator = null;
  const outcome = await attempt(label, async () => {
    emulator = await startAuthEmulator(FIREBASE_SIGNED_IN_ENV.VITE_FIREBASE_PROJECT_ID);
    return measureFirebaseStart(browserOrThrow(), {
      ...need('firebaseSignedIn'),
      authEmulator: emulator,
      firebaseEnv: FIREBASE_SIGNED_IN_ENV,
      count,
      runs: warmReloads,
    });
  });
  await emulator?.stop();
  results.sections.firebaseStart = outcome.value ?? outcome;
  if (outcome.error) failedRow(label, outcome);
  else {
    const r = outcome.value;
    row(
      label,
      `reload /order → first row, ${r.receiptsInCache} receipts cached (median of ${warmReloads})`,
      ms(r.medianMs),
      '≤ 600 ms',
      r.medianMs <= 600,
    );
    row(
      label,
      'document / DOMContentLoaded / first paint',
      `${ms(r.documentMedianMs)} / ${ms(r.domContentLoadedMedianMs)} / ${ms(r.firstContentfulPaintMedianMs)}`,
    );
    row(label, 'Auth: its IndexedDB open', ms(r.authDbOpenedMedianMs));
    row(
      label,
      'Firestore chunks: requested / loaded',
      `${ms(r.firestoreChunksStartMedianMs)} / ${ms(r.firestoreChunksMedianMs)}`,
    );
    row(label, 'Firestore: its cache (IndexedDB) open', ms(r.firestoreDbOpenedMedianMs));
    row(label, 'access checked (cached record): the shell shows', ms(r.shellMedianMs));
  }
});

// ---------------------------------------------------------------- 8. backend (Functions emulator)
await section(8, async () => {
  const label = '8. Backend: delivery update on the Functions emulator';
  const outcome = await attempt(label, () => measureBackendLatency());
  results.sections.backendLatency = outcome.value ?? outcome;
  if (outcome.error) failedRow(label, outcome);
  else {
    const r = outcome.value;
    row(label, `p50 of ${r.count} (HTTP, real ID token, ${r.store})`, ms(r.p50Ms));
    row(label, 'p95', ms(r.p95Ms));
  }
});

// ---------------------------------------------------------------- 9. the outbox's drain
await section(9, async () => {
  const label = '9. Outbox drain (80 changes, 8 orders, demo backend)';
  const outcome = await attempt(label, () => measureDrain(browserOrThrow(), need('seed')));
  results.sections.drain = outcome.value ?? outcome;
  if (outcome.error) failedRow(label, outcome);
  else {
    const r = outcome.value;
    row(
      label,
      'online → last change applied',
      `${r.drainSeconds} s`,
      '≤ 10 s',
      r.drainSeconds <= 10,
    );
  }
});

// ---------------------------------------------------------------- 10. the customer's tracking page
await section(10, async () => {
  const label = '10. Tracking page /track/<token> (demo build)';
  const outcome = await attempt(label, () => measureTrackingPage(need('demo').dist));
  results.sections.trackingPage = outcome.value ?? outcome;
  if (outcome.error) failedRow(label, outcome);
  else {
    const r = outcome.value;
    const budget = 30 * 1024;
    row(label, 'JS gzipped (all it may load)', kb(r.gzipBytes), '≤ 30 KB', r.gzipBytes <= budget);
    row(
      label,
      `LCP, Lighthouse mobile (median of ${r.runs})`,
      ms(r.lcpMs),
      '≤ 1500 ms',
      r.lcpMs <= 1500,
    );
  }
});

await launched?.close();
await Promise.all(
  [...Object.values(servers), ...Object.values(baseline.servers)].map((server) => server.close()),
);

// ---------------------------------------------------------------- report
results.date = new Date().toISOString();
results.durationSeconds = Math.round((Date.now() - started) / 1000);
results.machine.loadAverageAtEnd = os.loadavg().map((value) => round(value, 2));
if (baselineRev) {
  rows = withBaselineRatios(rows, baselineRows, BASELINE_RATIO_TARGETS, verdict);
  results.baseline.sections = baselineResults.sections;
}
results.rows = rows;
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);

const columns = baselineRev
  ? ['section', 'measure', 'value', 'baseline', 'ratio', 'target', 'verdict']
  : ['section', 'measure', 'value', 'target', 'verdict'];
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log('');
console.log(
  `Dispatch benchmark, ${results.date} — ${results.machine.cpus} cores (${results.machine.cpuModel}), Node ${results.machine.node}, Chromium ${results.machine.chromium}`,
);
console.log(line(columns));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of rows) console.log(line(columns.map((c) => r[c])));

// The same table as markdown, for docs/performance.md and the README.
const md = (cell) => String(cell).replaceAll('|', '\\|');
const markdown = [
  `Measured ${results.date.slice(0, 10)} on ${results.machine.cpus} cores (${results.machine.cpuModel}), ` +
    `${results.machine.memoryGB} GB, ${results.machine.os}, Node ${results.machine.node}, ` +
    `Chromium ${results.machine.chromium}; the run took ${results.durationSeconds} s ` +
    `(1-minute load average ${results.machine.loadAverageAtStart[0]} at the start, ` +
    `${results.machine.loadAverageAtEnd[0]} at the end).`,
  '',
  `| ${columns.join(' | ')} |`,
  `| ${columns.map(() => '---').join(' | ')} |`,
  ...rows.map((r) => `| ${columns.map((c) => md(r[c])).join(' | ')} |`),
  '',
].join('\n');
writeFileSync('bench/results/latest.md', markdown);
console.log(
  `\nbench: done in ${results.durationSeconds} s; wrote bench/results/latest.json and latest.md`,
);
