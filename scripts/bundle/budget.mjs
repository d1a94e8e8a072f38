// The size budget of issue 8, as a pure function of a build (tests feed it fabricated ones).
//
// "Login JS" is what a signed-out visit to /login downloads before the form is usable: the HTML
// entry, the adapters chunk of the build's mode (src/services/<mode>/index.ts, loaded at start
// by src/app/loadServices.ts) and everything those import statically. It must stay under the budget
// and hold none of the heavy SDKs, which belong after sign-in (Firestore), behind a tap
// (Messaging) or on the detail page (the maps library), nor the native wrapper's Capacitor
// runtime, which belongs to the wrapper's own build only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { containsAny, entryKeys, gzipBytes, staticClosure } from './manifest.mjs';

export const LOGIN_BUDGET_GZIP_BYTES = 150 * 1024;

/** Strings found in one SDK's code only (not in @firebase/app, auth or each other's). */
export const SDK_MARKERS = {
  Firestore: ['google.firestore.v1.Firestore', 'firestore.googleapis.com'],
  Messaging: ['firebase-messaging-database', 'fcmregistrations.googleapis.com'],
  'the maps library': ['There has been an Error with loading Google Maps API script'],
  // The native wrapper's runtime (docs/native.md): only the wrapper's build (vite --mode native)
  // may hold it, and never in what the browser's /login loads.
  Capacitor: ['CapacitorCookies', '[capacitor code]'],
};

/** Where each SDK's browser build lives, to prove its markers are real (see markerProblems). */
export const SDK_SOURCES = {
  Firestore: ['@firebase/firestore/dist/index.esm.js', '@firebase/firestore/dist/common-'],
  Messaging: ['@firebase/messaging/dist/esm/index.esm.js'],
  'the maps library': ['@react-google-maps/api/dist/esm.js'],
  Capacitor: ['@capacitor/core/dist/index.js'],
};

export const SERVICE_ENTRIES = {
  demo: 'src/demo/adapters/index.ts',
  firebase: 'src/services/firebase/index.ts',
};

const isScript = (file) => file.endsWith('.js') || file.endsWith('.mjs');

/**
 * Checks one build. Returns what it measured and a list of problems (empty = within budget).
 * @param build { manifest, readCode(file) }
 * @param options { mode: 'demo' | 'firebase', maxLoginGzipBytes?, markers? }
 */
export function checkBudget(build, options) {
  const { manifest } = build;
  const markers = options.markers ?? SDK_MARKERS;
  const maxLoginGzipBytes = options.maxLoginGzipBytes ?? LOGIN_BUDGET_GZIP_BYTES;
  const problems = [];

  const entries = entryKeys(manifest);
  if (entries.length === 0) problems.push('the manifest has no entry chunk.');
  const serviceEntry = SERVICE_ENTRIES[options.mode];
  const startKeys = manifest[serviceEntry] ? [...entries, serviceEntry] : entries;
  const loginKeys = [...staticClosure(manifest, startKeys)];

  const loginFiles = loginKeys
    .map((key) => manifest[key].file)
    .filter(isScript)
    .map((file) => ({ file, gzipBytes: gzipBytes(build.readCode(file)) }));
  const loginGzipBytes = loginFiles.reduce((sum, { gzipBytes: bytes }) => sum + bytes, 0);
  if (loginGzipBytes > maxLoginGzipBytes) {
    problems.push(
      `/login loads ${kb(loginGzipBytes)} of JS gzipped, over the budget of ${kb(maxLoginGzipBytes)} (${loginFiles
        .map(({ file, gzipBytes: bytes }) => `${file} ${kb(bytes)}`)
        .join(', ')}).`,
    );
  }

  // Where each SDK is: in a login chunk (a problem) or in a lazy one (as it should be).
  const lazyHolders = {};
  const loginHolders = {};
  for (const [sdk, sdkMarkers] of Object.entries(markers)) {
    const holders = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file, index, all) => isScript(file) && all.indexOf(file) === index)
      .filter((file) => containsAny(build.readCode(file), sdkMarkers));
    const inLogin = holders.filter((file) => loginFiles.some((login) => login.file === file));
    if (inLogin.length > 0) {
      problems.push(`${sdk} is in the chunks /login loads: ${inLogin.join(', ')}.`);
    }
    lazyHolders[sdk] = holders.filter((file) => !inLogin.includes(file));
    loginHolders[sdk] = inLogin;
  }

  return {
    mode: options.mode,
    loginFiles,
    loginGzipBytes,
    maxLoginGzipBytes,
    lazyHolders,
    loginHolders,
    problems,
  };
}

/**
 * Proves each marker is a string of its SDK as installed: an upgrade that renames them would
 * otherwise turn the check into one that always passes. `readSdk(prefix)` returns the code of the
 * SDK file(s) whose node_modules path starts with that prefix, or null when none exists.
 */
export function markerProblems(readSdk, markers = SDK_MARKERS, sources = SDK_SOURCES) {
  const problems = [];
  for (const [sdk, sdkMarkers] of Object.entries(markers)) {
    const code = (sources[sdk] ?? [])
      .map((source) => readSdk(source))
      .filter((text) => text !== null)
      .join('\n');
    if (code === '') {
      problems.push(`cannot find the ${sdk} code in node_modules to verify its markers.`);
      continue;
    }
    for (const marker of sdkMarkers) {
      if (!code.includes(marker)) {
        problems.push(`"${marker}" is no longer in ${sdk}'s code: update SDK_MARKERS.`);
      }
    }
  }
  return problems;
}

/** The code of the installed .js files whose path under `root` starts with `prefix` (or null). */
export function readInstalledSdk(prefix, root = 'node_modules') {
  const path = join(root, prefix);
  const dir = dirname(path);
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter(
    (name) => join(dir, name).startsWith(path) && name.endsWith('.js'),
  );
  if (files.length === 0) return null;
  return files.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n');
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
