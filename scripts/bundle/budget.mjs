// The size budget of issue 8, as a pure function of a build (tests feed it fabricated ones).
//
// "Login JS" is what a signed-out visit to /login downloads before the form is usable: the
// page's classic script (public/boot.js, which starts the rest), the HTML entry, the adapters
// chunk of the build's mode (src/services/<mode>/index.ts, loaded at start by
// src/app/loadServices.ts) and everything those import statically. The one definition: the
// bench's section 1 reports this same figure against the budget. It must stay under the budget
// and hold none of the heavy SDKs, which belong after sign-in (Firestore), behind a tap
// (Messaging) or on the detail page (the maps library), nor the native wrapper's Capacitor
// runtime, which belongs to the wrapper's own build only.
//
// "After sign-in JS" (issue 35) is what signing in adds to that: see checkAfterSignIn below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { classicScripts, containsAny, entryKeys, gzipBytes, staticClosure } from './manifest.mjs';
import { signedInWordsProblems } from './startWords.mjs';

export const LOGIN_BUDGET_GZIP_BYTES = 150 * 1024;
export const AFTER_SIGN_IN_BUDGET_GZIP_BYTES = 160 * 1024;

/** Strings found in one SDK's code only (not in @firebase/app, auth or each other's). */
export const SDK_MARKERS = {
  Firestore: ['google.firestore.v1.Firestore', 'firestore.googleapis.com'],
  Messaging: ['firebase-messaging-database', 'fcmregistrations.googleapis.com'],
  'the maps library': ['There has been an Error with loading Google Maps API script'],
  // The native wrapper's runtime (docs/native.md): only the wrapper's build (vite --mode native)
  // may hold it, and never in what the browser's /login loads.
  Capacitor: ['CapacitorCookies', '[capacitor code]'],
  // The backend client's library: loaded on the first backend call (services/firebase/lazyHttp.ts).
  axios: ['Request failed with status code'],
  // Firestore's regular-expression engine, for its pipelines only: the app's build replaces it
  // with a stand-in (src/services/firebase/noRegexEngine.ts), so it is in no chunk at all.
  're2js (Firestore pipelines)': ['invalid nested repetition operator'],
};

/** Where each SDK's browser build lives, to prove its markers are real (see markerProblems). */
export const SDK_SOURCES = {
  Firestore: ['@firebase/firestore/dist/index.esm.js', '@firebase/firestore/dist/common-'],
  Messaging: ['@firebase/messaging/dist/esm/index.esm.js'],
  'the maps library': ['@react-google-maps/api/dist/esm.js'],
  Capacitor: ['@capacitor/core/dist/index.js'],
  axios: ['axios/lib/core/settle.js'],
  're2js (Firestore pipelines)': ['re2js/build/index.js'],
};

export const SERVICE_ENTRIES = {
  demo: 'src/demo/adapters/index.ts',
  firebase: 'src/services/firebase/index.ts',
};

/** The signed-in screens' chunk (src/app/signedInChunk.tsx loads it). */
export const SIGNED_IN_CHUNK = 'src/app/signedIn.ts';

/**
 * The data adapters a signed-in start loads before it can show the orders: Firestore's, which
 * src/services/firebase/index.ts imports after the first paint of a start on a guarded route
 * (and on the first subscription otherwise). The demo's adapters hold their data themselves.
 */
export const SIGNED_IN_DATA = {
  demo: [],
  firebase: ['src/services/firebase/firestoreAdapters.ts'],
};

/** Every catalogue but English's: an English phone never loads one (src/ui/i18n/i18n.ts). */
export const OTHER_CATALOGUES = /^src\/ui\/i18n\/catalogues\/(?!en\.ts$|catalogue\.ts$)/u;

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

  const pageScripts = build.loginHtml ? classicScripts(build.loginHtml) : [];
  const loginFiles = [...pageScripts, ...loginKeys.map((key) => manifest[key].file)]
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

  problems.push(
    ...signedInWordsProblems(loginFiles.map(({ file }) => [file, build.readCode(file)])),
  );

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

/** The JS files of `keys` (each file once), gzipped. */
function scriptFiles(build, keys) {
  const files = [...new Set([...keys].map((key) => build.manifest[key].file))].filter(isScript);
  return files.map((file) => ({ file, gzipBytes: gzipBytes(build.readCode(file)) }));
}

const total = (files) => files.reduce((sum, { gzipBytes: bytes }) => sum + bytes, 0);

/**
 * "After sign-in JS" (issue 35): what signing in on an English phone adds, gzipped, to what the
 * sign-in form has loaded, until the dispatcher sees today's orders. A signed-in start (the
 * form's sign-in, or a start on /order with the session kept) loads the static closure of:
 *   - the entry and the mode's adapters (Auth in Firebase mode): /login's JS, checked above;
 *   - the signed-in screens' chunk, which /login prefetches when idle (src/app/signedInChunk.tsx);
 *   - the data adapters (SIGNED_IN_DATA: Firestore in Firebase mode).
 * After sign-in JS is that closure minus /login's JS and the prefetched screens: in Firebase
 * mode, Firestore and what only it imports. Every other lazy chunk waits for a need that the
 * list does not have: another language's catalogue (a phone or a choice in that language),
 * Messaging (push's support check, once the orders are on screen:
 * features/notifications/useNotificationsState.ts), the backend client (the first backend
 * call), the map (the detail page, the map view). None of those may be in the closure, and
 * the whole closure (the signed-in start's JS) is reported too.
 * @param build { manifest, readCode(file) }
 * @param options { mode: 'demo' | 'firebase', maxGzipBytes?, markers? }
 */
export function checkAfterSignIn(build, options) {
  const { manifest } = build;
  const markers = options.markers ?? SDK_MARKERS;
  const maxGzipBytes = options.maxGzipBytes ?? AFTER_SIGN_IN_BUDGET_GZIP_BYTES;
  const problems = [];
  const needed = [SIGNED_IN_CHUNK, ...SIGNED_IN_DATA[options.mode]];
  for (const key of needed.filter((k) => !manifest[k])) {
    problems.push(
      `the manifest has no chunk for ${key}: update SIGNED_IN_DATA or SIGNED_IN_CHUNK.`,
    );
  }
  const login = [...entryKeys(manifest), SERVICE_ENTRIES[options.mode]];
  const beforeSignIn = staticClosure(manifest, [...login, SIGNED_IN_CHUNK]);
  const startKeys = staticClosure(manifest, [...login, ...needed]);
  const startFiles = scriptFiles(build, startKeys);
  const loadedBefore = new Set(scriptFiles(build, beforeSignIn).map(({ file }) => file));
  const files = startFiles.filter(({ file }) => !loadedBefore.has(file));
  const gzipTotal = total(files);
  if (gzipTotal > maxGzipBytes) {
    problems.push(
      `signing in loads ${kb(gzipTotal)} of JS gzipped, over the budget of ${kb(maxGzipBytes)} (${files
        .map(({ file, gzipBytes: bytes }) => `${file} ${kb(bytes)}`)
        .join(', ')}).`,
    );
  }
  for (const key of [...startKeys].filter((k) => OTHER_CATALOGUES.test(k))) {
    problems.push(`a signed-in start on an English phone loads ${key} (${manifest[key].file}).`);
  }
  for (const [what, sdkMarkers] of Object.entries(markers)) {
    if (what === 'Firestore') continue; // The orders come from it.
    const holders = startFiles
      .map(({ file }) => file)
      .filter((file) => containsAny(build.readCode(file), sdkMarkers));
    if (holders.length > 0) {
      problems.push(`${what} is in what a signed-in start loads: ${holders.join(', ')}.`);
    }
  }
  return {
    mode: options.mode,
    files,
    gzipBytes: gzipTotal,
    maxGzipBytes,
    startFiles,
    startGzipBytes: total(startFiles),
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
