#!/usr/bin/env node
// `npm run test:backend`: the backend contract suite (tests/backend) against both homes of the
// backend core — the Cloud Functions on the Functions emulator (real HTTP, real ID tokens from
// the Auth emulator) and the demo backend — in one `firebase emulators:exec`, started once.
//
// Where a Firestore emulator can run (the Cloud SDK's on Java 11+, or firebase-tools' own on
// Java 21+: scripts/firestoreEmulatorSupport.mjs), the functions use it, in the Functions
// emulator's normal mode (a worker per concurrent request, as Cloud Functions' instances), and
// the suite runs on Firestore. Elsewhere the functions use their in-memory store, which only the
// emulator configuration can select, in the one-worker mode. The run says which.
//
// Ports: free ones, or BACKEND_TEST_<NAME>_PORT (scripts/emulatorStack.mjs),
// never firebase.json's, so `npm run emulators` and the other emulator tests can run meanwhile. Demo project ids need no login.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  FIREBASE_BIN,
  firestoreEmulator,
  firestoreUnavailable,
} from './firestoreEmulatorSupport.mjs';
import { emulatorPorts, functionsApiUrl, writeEmulatorConfig } from './emulatorStack.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const VITEST_BIN = path.join(packageDir('vitest'), 'vitest.mjs');
const PROJECT = 'demo-dispatch-backend';
const CONFIG_FILE = 'firebase.backend-tests.generated.json';

const ports = await emulatorPorts('BACKEND_TEST');

const firestore = firestoreEmulator();
const noFirestore = firestoreUnavailable(firestore);
const store = noFirestore === null ? 'firestore' : 'memory';
const line = '='.repeat(78);
console.log(
  `\n${line}\nBackend contract suite: Cloud Functions on the Functions emulator, store: ${store.toUpperCase()}` +
    (noFirestore === null
      ? ` (${firestore.summary}).`
      : `.\nThe Firestore emulator cannot run here: ${noFirestore}.\nThe functions use their in-memory store (emulator-only); the suite runs on it.`) +
    `\nThe same suite also runs against the demo backend (IndexedDB store).\n${line}\n`,
);

const build = spawnSync(process.execPath, ['scripts/build-functions.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

writeEmulatorConfig(CONFIG_FILE, ports, { firestore: store === 'firestore' });

const env = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  FIREBASE_CLI_DISABLE_ANALYTICS: '1',
  BACKEND_FUNCTIONS_URL: functionsApiUrl(ports, PROJECT),
  BACKEND_PROJECT: PROJECT,
  BACKEND_STORE: store,
  ...(store === 'memory' ? { DISPATCH_IN_MEMORY_STORE: 'true' } : firestore.env),
  // The Functions emulator's normal mode runs each request in a worker of its own (a Node
  // process, started when none is idle), up to FUNCTIONS_EMULATOR_PARALLEL requests at once
  // (firebase-tools' setting, 50 by default). Ten here: the suite's concurrent calls still race
  // in ten processes, each with its own Firestore client, without starting fifty Node processes
  // at once on a two-core machine. scripts/functionsWarmUp.mjs starts the ten first.
  FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '10',
  // A worker not answering within FUNCTIONS_DISCOVERY_TIMEOUT seconds (firebase-tools' setting,
  // 30 by default) is given up, and its request is never answered: a busy machine gets longer.
  FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
};
// `npm run test:backend -- tests/backend/contract.test.ts`: only the files named.
const files = process.argv.slice(2).map((file) => JSON.stringify(file));
const vitest = [
  `"${process.execPath}" "${VITEST_BIN}" run --config vitest.backend.config.ts`,
  ...files,
].join(' ');
const node = `"${process.execPath}"`;
const command = store === 'firestore' ? `${node} scripts/functionsWarmUp.mjs && ${vitest}` : vitest;
let status;
try {
  const run = spawnSync(
    process.execPath,
    [
      store === 'firestore' ? firestore.firebaseBin : FIREBASE_BIN,
      'emulators:exec',
      '--config',
      CONFIG_FILE,
      '--only',
      store === 'firestore' ? 'auth,functions,firestore' : 'auth,functions',
      '--project',
      PROJECT,
      // One worker for all requests (the emulator's sequential mode): the in-memory store lives
      // in a worker's memory, and the emulator would otherwise start a worker per concurrent
      // request, each with its own. It also opens an inspector (BACKEND_TEST_INSPECT_PORT).
      ...(store === 'memory' ? ['--inspect-functions', String(ports.inspect)] : []),
      command,
    ],
    { stdio: 'inherit', env },
  );
  status = run.status ?? 1;
} finally {
  rmSync(CONFIG_FILE, { force: true });
}
console.log(
  `\nBackend contract suite ${status === 0 ? 'passed' : 'FAILED'} (functions store: ${store}; demo store: indexeddb).`,
);
process.exit(status);
