// The back office's desk (docs/desk.md): its weight, and that it and the driver app stay apart,
// checked by scripts/check-budget.mjs (`npm test`). The desk is its own build
// (vite.desk.config.ts) with its own manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containsAny, entryKeys, fullClosure, gzipBytes, staticClosure } from './manifest.mjs';

export const DESK_MANIFEST = join('.vite', 'desk-manifest.json');

/**
 * What /desk loads before its sign-in form shows (its entry, its mode's adapters chunk, and what
 * they import statically), at most this much JS gzipped: React, i18next, the shared words, the
 * desk itself and (Firebase) Auth. The Firestore and axios chunks come after sign-in.
 */
export const DESK_START_BUDGET_GZIP_BYTES = 150 * 1024;

/**
 * The desk's adapters of each mode, loaded at start by src/desk/loadDeskServices.ts, as its
 * manifest names them (relative to the desk build's root, src/desk).
 */
export const DESK_SERVICE_ENTRIES = ['../demo/adapters/desk.ts', '../services/firebase/desk.ts'];

/** Strings only the desk's code holds (its CSS class names, written in its components). */
export const DESK_MARKERS = ['desk-card__assign', 'desk-column__move-all'];

/** Strings only the SDKs the desk must not load at start hold (as in budget.mjs). */
const AFTER_SIGN_IN_MARKERS = {
  Firestore: ['google.firestore.v1.Firestore', 'firestore.googleapis.com'],
  axios: ['Request failed with status code'],
  Messaging: ['firebase-messaging-database', 'fcmregistrations.googleapis.com'],
  // The Maps library (as check-bundle.mjs finds it): the desk's Map and New order load it lazily.
  'the maps library': ['There has been an Error with loading Google Maps API script'],
};

function jsFiles(dist, manifest, keys) {
  return [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      return { file, code, gzipBytes: gzipBytes(code) };
    });
}

const sum = (files) => files.reduce((total, file) => total + file.gzipBytes, 0);

/**
 * The desk of one build: what its start loads, what it may load in all, and the problems: no
 * desk, a start over the budget or holding Firestore/axios/Messaging/the maps library, the demo store in a
 * Firebase build's desk, or the desk's code in the driver app's chunks.
 */
export function checkDeskPage(dist, { demoAllowed, appBuild }) {
  const manifestPath = join(dist, DESK_MANIFEST);
  if (!existsSync(manifestPath) || !existsSync(join(dist, 'desk.html'))) {
    return { startGzipBytes: 0, allGzipBytes: 0, problems: [`${dist} has no desk (desk.html).`] };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entries = entryKeys(manifest);
  const adapters = DESK_SERVICE_ENTRIES.filter((key) => manifest[key] !== undefined);
  const start = jsFiles(dist, manifest, staticClosure(manifest, [...entries, ...adapters]));
  const all = jsFiles(dist, manifest, fullClosure(manifest, entries));
  const problems = [];
  if (sum(start) > DESK_START_BUDGET_GZIP_BYTES) {
    problems.push(
      `/desk loads ${sum(start)} bytes of JS gzipped before its sign-in (budget ${DESK_START_BUDGET_GZIP_BYTES}).`,
    );
  }
  for (const [sdk, markers] of Object.entries(AFTER_SIGN_IN_MARKERS)) {
    const holders = start.filter((file) => containsAny(file.code, markers)).map((f) => f.file);
    if (holders.length > 0)
      problems.push(`/desk loads ${sdk} before sign-in (${holders.join(', ')}).`);
  }
  if (!all.some((file) => containsAny(file.code, DESK_MARKERS))) {
    problems.push('the desk does not contain its own markers: update DESK_MARKERS.');
  }
  if (!demoAllowed && all.some((file) => file.code.includes('dispatch-demo'))) {
    problems.push('the desk of a Firebase build holds the demo store.');
  }
  // The driver app does not grow: none of its chunks carries the desk's code.
  const { manifest: appManifest, readCode } = appBuild;
  const appHolders = Object.values(appManifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && containsAny(readCode(file), DESK_MARKERS));
  if (appHolders.length > 0) {
    problems.push(
      `the driver app's chunks hold the desk (${[...new Set(appHolders)].join(', ')}).`,
    );
  }
  return { startGzipBytes: sum(start), allGzipBytes: sum(all), start, problems };
}
