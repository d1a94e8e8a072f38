// Runs the tests that need a Firebase emulator, inside `firebase emulators:exec`.
//
//   node scripts/emulator-tests.mjs auth    Auth adapter tests (tests/emulator) on the Auth
//                                           emulator: pure Node, runs anywhere, offline.
//   node scripts/emulator-tests.mjs rules   Security rules tests (tests/rules) on the Firestore
//                                           emulator: the Cloud SDK's on Java 11+, or
//                                           firebase-tools' own on Java 21+ (downloaded once;
//                                           scripts/firestoreEmulatorSupport.mjs picks). Where
//                                           none can start the rules tests are SKIPPED — said
//                                           loudly, exit 0 — and never reported as passed.
//
// Demo project ids ("demo-…") need no login and never reach a real project.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  FIREBASE_BIN,
  firebaseToolsFirestoreJar,
  firestoreEmulator,
} from './firestoreEmulatorSupport.mjs';
import { freePort } from './freePort.mjs';

const require = createRequire(import.meta.url);
const VITEST_BIN = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

// No update check, no prompts: this also runs in CI without a TTY.
const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_ANALYTICS: '1' };

const SUITES = {
  auth: { emulator: 'auth', project: 'demo-dispatch', folder: 'tests/emulator' },
  rules: { emulator: 'firestore', project: 'demo-dispatch-rules', folder: 'tests/rules' },
};

function firebase(args, { bin = FIREBASE_BIN, extraEnv = {} } = {}) {
  return spawnSync(process.execPath, [bin, ...args], {
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
}

function skip(reason) {
  const line = '='.repeat(78);
  console.log(
    `\n${line}\nSKIPPED: the Firestore security rules tests did NOT run (neither passed nor failed).\n` +
      `Reason: ${reason}.\nTo run them: install the Cloud SDK's Firestore emulator (Debian: apt-get ` +
      `install google-cloud-cli-firestore-emulator, Java 11+), or Java 21+ and firebase-tools' own ` +
      `(npx firebase setup:emulators:firestore), then npm run test:rules.\n${line}\n`,
  );
  process.exit(0);
}

/** The Firestore emulator for the rules tests; downloads firebase-tools' own if that is the way. */
function firestoreForRules() {
  const emulator = firestoreEmulator();
  if (!emulator.ok) skip(emulator.reason);
  if (emulator.how === 'firebase-tools-download') {
    const jar = firebaseToolsFirestoreJar();
    console.log(`The Firestore emulator is not cached (${jar}); downloading it once…`);
    const download = firebase(['setup:emulators:firestore']);
    if (download.status !== 0 || (jar !== null && !existsSync(jar))) {
      skip(
        'the Firestore emulator could not be downloaded (no network access to storage.googleapis.com?)',
      );
    }
  }
  console.log(`Firestore rules tests on ${emulator.summary}.`);
  return emulator;
}

const suiteName = process.argv[2];
const suite = SUITES[suiteName];
if (!suite) {
  console.error(`Usage: node scripts/emulator-tests.mjs <${Object.keys(SUITES).join('|')}>`);
  process.exit(2);
}
const emulator = suiteName === 'rules' ? firestoreForRules() : null;

// The rules tests' Firestore on a free port, not firebase.json's 8080, so that `npm run
// emulators` or another run can go on meanwhile (emulators:exec gives the tests
// FIRESTORE_EMULATOR_HOST).
const RULES_CONFIG = 'firebase.rules-tests.generated.json';
const configArgs = [];
if (suiteName === 'rules') {
  const { firestore } = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const emulators = {
    firestore: { host: '127.0.0.1', port: await freePort() },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(RULES_CONFIG, JSON.stringify({ firestore, emulators }, null, 2));
  configArgs.push('--config', RULES_CONFIG);
}

const vitest = `"${process.execPath}" "${VITEST_BIN}" run --config vitest.emulator.config.ts ${suite.folder}`;
let status;
try {
  const run = firebase(
    ['emulators:exec', ...configArgs, '--only', suite.emulator, '--project', suite.project, vitest],
    { bin: emulator?.firebaseBin, extraEnv: emulator?.env },
  );
  status = run.status ?? 1;
} finally {
  if (suiteName === 'rules') rmSync(RULES_CONFIG, { force: true });
}
process.exit(status);
