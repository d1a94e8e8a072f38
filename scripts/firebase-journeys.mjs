#!/usr/bin/env node
// `npm run test:e2e:firebase`: the product in Firebase mode, end to end (docs/testing.md). The
// app built for the emulators (dist-firebase/, never dist/), the Auth + Firestore + Functions
// emulators started for the run (the functions on Firestore, the assignment trigger loaded), the
// demo's day seeded (scripts/seed-emulators.mjs), the build served by `vite preview`, and the
// Playwright journeys of tests/e2e-firebase, which also read each change back from Firestore.
//
// Ports: free ones, or E2E_FIREBASE_<NAME>_PORT (scripts/emulatorStack.mjs), so this runs beside
// `npm run emulators` and the other emulator runs; the build is told where its emulators are
// (VITE_AUTH_EMULATOR_HOST, VITE_FIRESTORE_EMULATOR_HOST). Where no Firestore emulator can run
// (scripts/firestoreEmulatorSupport.mjs) the journeys are SKIPPED, loudly, and it exits 0.
// Arguments go to Playwright: `npm run test:e2e:firebase -- tests/e2e-firebase/desk.spec.ts`.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { firestoreEmulator, firestoreUnavailable } from './firestoreEmulatorSupport.mjs';
import { emulatorPorts, functionsApiUrl, runWithEmulators } from './emulatorStack.mjs';
import { freePort } from './freePort.mjs';
import { PROJECT_ID } from './seed-emulators.mjs';

const require = createRequire(import.meta.url);
const packageBin = (name, file) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
const CONFIG_FILE = 'firebase.e2e-firebase.generated.json';
// Everything the emulators print (the functions' logs: the assignment trigger's decisions) is
// also written here, where a journey reads it (FCM is not emulated: its decision is logged).
// Not under test-results/, which each Playwright run empties; removed at the end.
const LOG_DIR = 'node_modules/.cache/dispatch';
const EMULATOR_LOG = `${LOG_DIR}/e2e-firebase-emulators-${process.pid}.log`;
const OUT_DIR = 'dist-firebase';
const started = Date.now();
const line = '='.repeat(78);

const firestore = firestoreEmulator();
const noFirestore = firestoreUnavailable(firestore);
if (noFirestore !== null) {
  console.log(
    `\n${line}\nSKIPPED: the Firebase-mode journeys did NOT run (neither passed nor failed).\n` +
      `Reason: no Firestore emulator can run here: ${noFirestore}.\nTo run them: install the Cloud ` +
      `SDK's Firestore emulator (Debian: apt-get install google-cloud-cli-firestore-emulator, ` +
      `Java 11+), or Java 21+ and firebase-tools' own, then npm run test:e2e:firebase.\n${line}\n`,
  );
  process.exit(0);
}

const ports = await emulatorPorts('E2E_FIREBASE');
const previewPort = Number(process.env.E2E_FIREBASE_PREVIEW_PORT ?? (await freePort()));
const appOrigin = `http://127.0.0.1:${previewPort}`;
const apiUrl = functionsApiUrl(ports, PROJECT_ID);
console.log(
  `\n${line}\nFirebase-mode journeys: the app (${OUT_DIR}/, served at ${appOrigin}) on the Auth, ` +
    `Firestore and Functions emulators (${firestore.summary}).\n${line}\n`,
);

function run(label, command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\nFirebase-mode journeys: ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

run('building the functions', process.execPath, ['scripts/build-functions.mjs']);

// The app for these emulators: the .env.local of docs/firebase.md, with this run's ports. Set in
// the build's environment, which wins over any .env file's value of the same name.
const appEnv = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_BACKEND_URL: apiUrl,
  VITE_USE_FIREBASE_EMULATORS: 'true',
  VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
};
run(
  'building the app for the emulators',
  process.execPath,
  [
    packageBin('vite', 'bin/vite.js'),
    'build',
    '--outDir',
    OUT_DIR,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { ...process.env, ...appEnv },
);

const playwright = [
  `"${process.execPath}"`,
  `"${packageBin('@playwright/test', 'cli.js')}"`,
  'test',
  '--config',
  'playwright.firebase.config.ts',
  ...process.argv.slice(2).map((arg) => JSON.stringify(arg)),
].join(' ');
mkdirSync(LOG_DIR, { recursive: true });
const log = createWriteStream(EMULATOR_LOG);
let status;
try {
  status = await runWithEmulators(
    {
      configFile: CONFIG_FILE,
      ports,
      project: PROJECT_ID,
      firestore,
      // Workers for concurrent requests (runWithEmulators says why): the journeys run one
      // browser at a time, two desks at most at once.
      functionsWorkers: 4,
      warmUpFunctions: true,
      env: {
        // The functions answer the preview's origin (functions/src/settings.ts: ALLOWED_ORIGINS).
        ALLOWED_ORIGINS: appOrigin,
        BACKEND_FUNCTIONS_URL: apiUrl,
        E2E_FIREBASE_APP_URL: appOrigin,
        E2E_FIREBASE_PROJECT: PROJECT_ID,
        E2E_FIREBASE_EMULATOR_LOG: path.resolve(EMULATOR_LOG),
      },
      onOutput: (chunk, stream) => {
        (stream === 'stdout' ? process.stdout : process.stderr).write(chunk);
        log.write(chunk);
      },
    },
    playwright,
  );
} finally {
  log.end();
  rmSync(EMULATOR_LOG, { force: true });
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nFirebase-mode journeys ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s.`);
process.exit(status);
