// `npm run bench` (issues 8 and 17, docs/performance.md): builds the app four ways and the
// floor (a bare React + Router sign-in page), serves each build from 127.0.0.1 with gzip, drives
// Chromium through eleven sections, prints a table and writes bench/results/latest.json (and
// latest.md). Every section fails soft: its error goes in its row and the run goes on.
//
//   npm run bench                       everything (2–3 minutes on 2 cores)
//   npm run bench -- --skip-build       reuse the dist-bench-* builds of the last run
//   npm run bench -- --only=1,2         some sections only (1–11; the backend alone: --only=8,
//                                       the outbox's drain alone: --only=9, the warm starts
//                                       in Firebase mode ÷ demo mode's: --only=6,
//                                       the customer's tracking page: --only=10,
//                                       the back office's desk: --only=11, its import: --only=12,
//                                       its map: --only=13, auto-dispatch: --only=16)
//   npm run bench -- --baseline=fa55294 the same sections on that revision's builds too, each
//                                       section on both in turns, every figure with its ratio
//                                       to the baseline's (baseline.mjs)
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (first of 4 ports,
// default 4186), BENCH_SCALE (default 100,1000,5000), BENCH_RELOADS (the timed reloads of the
// warm starts, sections 3 and 6; default 5: more give a steadier median on a noisy machine),
// BENCH_CHANGES (the timed realtime changes of section 5; default 5). With --baseline, the
// baseline's servers take BENCH_PORT + 5 to + 9, and BENCH_ROUNDS (default 3) is how many
// times each section runs on each side, in turns. Section 11 (the desk): BENCH_DESK_ORDERS
// (default 1000), BENCH_DESK_DRIVERS (default 40), BENCH_DESK_RUNS (the timed assignments and
// realtime changes; default 9).
//
// The parts: options.mjs (the switches), builds.mjs (the builds and their servers),
// baseline.mjs (the baseline's), runner.mjs (a run's rows and its sections, once or in turns),
// steps/ (each section's rows, from its measures in sections/), report.mjs (the files written).
import process from 'node:process';
import { startBaseline } from './baseline.mjs';
import { buildAndServe, chooseBuilds } from './builds.mjs';
import { CHROMIUM_PATH, errorText, launchBrowser } from './lib.mjs';
import { readOptions } from './options.mjs';
import { describeMachine, writeReport } from './report.mjs';
import { createRunner } from './runner.mjs';
import { firebaseStart } from './steps/firebaseStarts.mjs';
import { jsPerRoute, lighthouse, offlineStart } from './steps/loading.mjs';
import { route, scale, tapToMove } from './steps/screens.mjs';
import { autoDispatch } from './steps/autoDispatch.mjs';
import { desk } from './steps/desk.mjs';
import { deskImport } from './steps/deskImport.mjs';
import { deskMap } from './steps/deskMap.mjs';
import { load } from './steps/load.mjs';
import { backendLatency, drain, trackingPage } from './steps/services.mjs';

const options = readOptions(process.argv.slice(2), process.env);
const bench = createRunner(options);
const { attempt, log, results } = bench;

bench.builds = chooseBuilds(options.firstPort, options.runs);
await buildAndServe(bench.builds, bench.servers, { skipBuild: options.skipBuild, attempt });

if (options.baselineRev) {
  bench.baseline = await startBaseline({
    rev: options.baselineRev,
    builds: bench.builds,
    skipBuild: options.skipBuild,
    attempt,
    log,
  });
  const { commit, dir } = bench.baseline;
  results.baseline = { rev: options.baselineRev, commit, dir };
}

// Without a browser every section still reports (its row says why), and Lighthouse, which
// launches its own, still runs.
bench.launched = await launchBrowser().catch((error) => {
  bench.launchError = errorText(error);
  log(`Chromium did not start (${CHROMIUM_PATH}): ${bench.launchError}`);
  return null;
});
results.machine = describeMachine(bench.launched, CHROMIUM_PATH);

// In this order (7 before 6), as the sections have always run.
await bench.section(1, jsPerRoute);
await bench.section(2, lighthouse);
await bench.section(3, offlineStart);
await bench.section(4, tapToMove);
await bench.section(5, scale);
await bench.section(7, route);
await bench.section(6, firebaseStart);
await bench.section(8, backendLatency);
await bench.section(9, drain);
await bench.section(10, trackingPage);
await bench.section(11, desk);
await bench.section(12, deskImport);
await bench.section(13, deskMap);
await bench.section(15, load); // a busy evening on the backend (npm run load): --only=15
await bench.section(16, autoDispatch); // auto-dispatch's rule against the nearest free driver

await bench.launched?.close();
await Promise.all(
  [...Object.values(bench.servers), ...Object.values(bench.baseline.servers)].map((server) =>
    server.close(),
  ),
);
writeReport(bench);
