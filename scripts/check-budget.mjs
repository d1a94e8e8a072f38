// The size budget (issue 8), part of `npm test`: builds the Firebase variant (dummy variables)
// into dist-budget-firebase/ and checks that /login loads at most 150 KB of JS gzipped and that
// Firestore, Messaging, the maps library, axios and Capacitor (the native wrapper's runtime) are
// absent from what it loads. The demo build in
// dist/ (from `npm run build`), when present, must keep the same SDKs out of /login too.
//
// After sign-in (issue 35, scripts/bundle/budget.mjs: checkAfterSignIn): what signing in on an
// English phone adds until the orders show, at most 160 KB of JS gzipped in the Firebase build,
// with no other language's catalogue, Messaging, maps library, axios or re2js in a signed-in start.
//
//   node scripts/check-budget.mjs            build the Firebase variant, check it and dist/
//   node scripts/check-budget.mjs --no-build check an existing dist-budget-firebase/
//   node scripts/check-budget.mjs --no-lcp   without the Lighthouse run of the tracking page
//
// The back office's desk (docs/desk.md, scripts/bundle/deskPage.mjs) of both builds: what /desk
// loads before its sign-in (at most 150 KB of JS gzipped, no Firestore, axios or Messaging), no
// demo store in the Firebase build's desk, and none of the desk's code in the driver app.
//
// The customer's tracking page (docs/tracking.md) of both builds: at most 30 KB of JS gzipped,
// no React, no Firebase SDK (and no demo store in the Firebase build's), and an LCP of at most
// 1.5 s in Lighthouse mobile (one run, on the demo build's page).
import console from 'node:console';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import process from 'node:process';
import {
  checkAfterSignIn,
  checkBudget,
  kb,
  markerProblems,
  readInstalledSdk,
} from './bundle/budget.mjs';
import { checkDeskPage, DESK_START_BUDGET_GZIP_BYTES } from './bundle/deskPage.mjs';
import { loadBuild } from './bundle/manifest.mjs';
import {
  checkTrackPage,
  measureTrackLcp,
  TRACK_BUDGET_GZIP_BYTES,
  TRACK_LCP_BUDGET_MS,
} from './bundle/trackPage.mjs';
import { DUMMY_FIREBASE_ENV, viteBuild } from './bundle/viteBuild.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { freePort } from './freePort.mjs';

const FIREBASE_DIST = 'dist-budget-firebase';
const DEMO_DIST = 'dist';

function where(result, sdk) {
  const login = result.loginHolders[sdk];
  const lazy = result.lazyHolders[sdk];
  if (login.length > 0) return `IN /login (${login.join(', ')})`;
  return lazy.length > 0 ? `lazy (${lazy.join(', ')})` : 'not in this build';
}

function report(label, result) {
  const sdks = Object.keys(result.lazyHolders)
    .map((sdk) => `${sdk}: ${where(result, sdk)}`)
    .join('; ');
  console.log(
    `check-budget: ${label}: /login loads ${kb(result.loginGzipBytes)} of JS gzipped ` +
      `(budget ${kb(result.maxLoginGzipBytes)}; ${result.loginFiles.map((f) => basename(f.file)).join(', ')}). ${sdks}.`,
  );
}

function reportAfterSignIn(label, result) {
  const files = result.files.map((f) => `${basename(f.file)} ${kb(f.gzipBytes)}`).join(', ');
  console.log(
    `check-budget: ${label}: signing in adds ${kb(result.gzipBytes)} of JS gzipped until the ` +
      `orders show (budget ${kb(result.maxGzipBytes)}; ${files || 'nothing'}); a signed-in ` +
      `start loads ${kb(result.startGzipBytes)} in all.`,
  );
}

/** Both budgets of one build: /login's and after sign-in's. */
function checkBuild(label, dist, mode) {
  const build = loadBuild(dist);
  const login = checkBudget(build, { mode });
  report(label, login);
  const afterSignIn = checkAfterSignIn(build, { mode });
  reportAfterSignIn(label, afterSignIn);
  return [...login.problems, ...afterSignIn.problems].map((p) => `${label}: ${p}`);
}

const problems = markerProblems(readInstalledSdk);

try {
  if (!process.argv.includes('--no-build')) viteBuild(FIREBASE_DIST, DUMMY_FIREBASE_ENV);
  problems.push(...checkBuild('Firebase build', FIREBASE_DIST, 'firebase'));
} catch (error) {
  problems.push(`Firebase build: ${error instanceof Error ? error.message : String(error)}`);
}

if (existsSync(join(DEMO_DIST, '.vite', 'manifest.json'))) {
  problems.push(...checkBuild('demo build (dist/)', DEMO_DIST, 'demo'));
}

/** The desk of one build: its weight, and that it and the driver app stay apart. */
function checkDesk(label, dist, demoAllowed) {
  const result = checkDeskPage(dist, { demoAllowed, appBuild: loadBuild(dist) });
  console.log(
    `check-budget: ${label}: /desk loads ${kb(result.startGzipBytes)} of JS gzipped before its ` +
      `sign-in (budget ${kb(DESK_START_BUDGET_GZIP_BYTES)}), ${kb(result.allGzipBytes)} with ` +
      `everything it may load; the driver app carries none of it.`,
  );
  problems.push(...result.problems.map((p) => `${label}: ${p}`));
}

if (existsSync(join(FIREBASE_DIST, 'desk.html'))) checkDesk('Firebase build', FIREBASE_DIST, false);
if (existsSync(join(DEMO_DIST, 'desk.html'))) checkDesk('demo build (dist/)', DEMO_DIST, true);

/** The tracking page of one build: its weight, its forbidden code. */
function checkTrack(label, dist, demoAllowed) {
  const result = checkTrackPage(dist, { demoAllowed });
  console.log(
    `check-budget: ${label}: /track/<token> loads at most ${kb(result.gzipBytes)} of JS gzipped ` +
      `(budget ${kb(TRACK_BUDGET_GZIP_BYTES)}; ${result.files.map((f) => basename(f.file)).join(', ')}).`,
  );
  problems.push(...result.problems.map((p) => `${label}: ${p}`));
}

if (existsSync(join(FIREBASE_DIST, 'track.html')) || !process.argv.includes('--no-build')) {
  checkTrack('Firebase build', FIREBASE_DIST, false);
}
if (existsSync(join(DEMO_DIST, 'track.html'))) {
  checkTrack('demo build (dist/)', DEMO_DIST, true);
  if (!process.argv.includes('--no-lcp')) {
    try {
      const { lcpMs } = await measureTrackLcp(DEMO_DIST, {
        port: await freePort(),
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_FLAGS,
      });
      console.log(
        `check-budget: demo build (dist/): /track/<token> LCP ${Math.round(lcpMs)} ms in Lighthouse mobile (budget ${TRACK_LCP_BUDGET_MS} ms).`,
      );
      if (lcpMs > TRACK_LCP_BUDGET_MS) {
        problems.push(
          `the tracking page's LCP is ${Math.round(lcpMs)} ms (budget ${TRACK_LCP_BUDGET_MS} ms).`,
        );
      }
    } catch (error) {
      problems.push(`tracking page LCP: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`check-budget: FAIL: ${problem}`);
  process.exit(1);
}
console.log('check-budget: OK');
