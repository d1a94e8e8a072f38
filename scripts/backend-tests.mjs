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
import { createRequire } from 'node:module';
import path from 'node:path';
import { firestoreEmulator, firestoreUnavailable } from './firestoreEmulatorSupport.mjs';
import { emulatorPorts, functionsApiUrl, runWithEmulators } from './emulatorStack.mjs';

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

// `npm run test:backend -- tests/backend/contract.test.ts`: only the files named.
const files = process.argv.slice(2).map((file) => JSON.stringify(file));
const vitest = [
  `"${process.execPath}" "${VITEST_BIN}" run --config vitest.backend.config.ts`,
  ...files,
].join(' ');
const status = await runWithEmulators(
  {
    configFile: CONFIG_FILE,
    ports,
    project: PROJECT,
    firestore: store === 'firestore' ? firestore : null,
    // The Functions emulator's normal mode runs each request in a worker of its own (a Node
    // process, started when none is idle), up to FUNCTIONS_EMULATOR_PARALLEL requests at once
    // (firebase-tools' setting, 50 by default). Ten here: the suite's concurrent calls still race
    // in ten processes, each with its own Firestore client, without starting fifty Node processes
    // at once on a two-core machine; all ten are started before the suite.
    functionsWorkers: 10,
    warmUpFunctions: store === 'firestore',
    env: {
      BACKEND_FUNCTIONS_URL: functionsApiUrl(ports, PROJECT),
      BACKEND_PROJECT: PROJECT,
      BACKEND_STORE: store,
      ...(store === 'memory' ? { DISPATCH_IN_MEMORY_STORE: 'true' } : {}),
    },
    // One worker for all requests (the emulator's sequential mode): the in-memory store lives
    // in a worker's memory, and the emulator would otherwise start a worker per concurrent
    // request, each with its own. It also opens an inspector (BACKEND_TEST_INSPECT_PORT).
    args: store === 'memory' ? ['--inspect-functions', String(ports.inspect)] : [],
  },
  vitest,
);
console.log(
  `\nBackend contract suite ${status === 0 ? 'passed' : 'FAILED'} (functions store: ${store}; demo store: indexeddb).`,
);
process.exit(status);
