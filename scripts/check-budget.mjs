// The size budget (issue 8), part of `npm test`: builds the Firebase variant (dummy variables)
// into dist-budget-firebase/ and checks that /login loads at most 150 KB of JS gzipped and that
// Firestore, Messaging, the maps library and Capacitor (the native wrapper's runtime) are absent
// from what it loads. The demo build in
// dist/ (from `npm run build`), when present, must keep the same SDKs out of /login too.
//
//   node scripts/check-budget.mjs            build the Firebase variant, check it and dist/
//   node scripts/check-budget.mjs --no-build check an existing dist-budget-firebase/
import console from 'node:console';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import process from 'node:process';
import { checkBudget, kb, markerProblems, readInstalledSdk } from './bundle/budget.mjs';
import { loadBuild } from './bundle/manifest.mjs';
import { DUMMY_FIREBASE_ENV, viteBuild } from './bundle/viteBuild.mjs';

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

const problems = markerProblems(readInstalledSdk);

try {
  if (!process.argv.includes('--no-build')) viteBuild(FIREBASE_DIST, DUMMY_FIREBASE_ENV);
  const firebase = checkBudget(loadBuild(FIREBASE_DIST), { mode: 'firebase' });
  report('Firebase build', firebase);
  problems.push(...firebase.problems.map((p) => `Firebase build: ${p}`));
} catch (error) {
  problems.push(`Firebase build: ${error instanceof Error ? error.message : String(error)}`);
}

if (existsSync(join(DEMO_DIST, '.vite', 'manifest.json'))) {
  const demo = checkBudget(loadBuild(DEMO_DIST), { mode: 'demo' });
  report('demo build (dist/)', demo);
  problems.push(...demo.problems.map((p) => `demo build: ${p}`));
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`check-budget: FAIL: ${problem}`);
  process.exit(1);
}
console.log('check-budget: OK');
