#!/usr/bin/env node
// `npm run emulators`: starts the Firebase emulators for the project "demo-dispatch" (ports in
// firebase.json), seeds them with the demo's day (scripts/seed-emulators.mjs) once they answer, and keeps running
// until Ctrl+C (docs/firebase.md#run-against-the-emulators):
//
//   - Auth, and the Functions emulator serving the backend (functions/, built first), always;
//   - Firestore and Hosting where a Firestore emulator can run: the Cloud SDK's on Java 11+, or
//     firebase-tools' own on Java 21+ (scripts/firestoreEmulatorSupport.mjs picks, and this says
//     which). The functions then keep their data in Firestore, and its trigger sends pushes on
//     assignment.
//   - Where none can, it says so, and the functions use their in-memory store (emulator only,
//     one worker so every request sees the same memory), seeded with the demo's day.
//
// The app built for emulator mode sends its changes to the functions emulator:
// VITE_BACKEND_URL=http://127.0.0.1:5001/demo-dispatch/europe-west1/api (docs/firebase.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  FIREBASE_BIN,
  firestoreEmulator,
  firestoreUnavailable,
} from './firestoreEmulatorSupport.mjs';
import { answers } from './httpAnswers.mjs';
import { PROJECT_ID, seed } from './seed-emulators.mjs';

const READY_TIMEOUT_MS = 180_000;
const REGION = 'europe-west1';
const ports = JSON.parse(readFileSync('firebase.json', 'utf8')).emulators;
const url = (name) => `http://${ports[name].host}:${ports[name].port}`;
const functionsUrl = `${url('functions')}/${PROJECT_ID}/${REGION}/api`;

const firestore = firestoreEmulator();
const noFirestore = firestoreUnavailable(firestore);
const withHosting = noFirestore === null && existsSync('dist/index.html');
const only = ['auth', 'functions'];
if (noFirestore === null) only.push('firestore');
if (withHosting) only.push('hosting');

const line = '='.repeat(78);
console.log(
  `\n${line}\nStarting the emulators: ${only.join(', ')} (project ${PROJECT_ID}).\n` +
    (noFirestore === null
      ? `Firestore: ${firestore.summary}.\n` +
        (withHosting ? '' : 'Hosting is not started: there is no dist/ (npm run build first).\n')
      : `The Firestore emulator (and Hosting) cannot run here: ${noFirestore}.\n` +
        'The functions keep their data in memory (emulator only); the app cannot read orders ' +
        'without Firestore, but the API answers (curl, docs/backend-contract.md).\n') +
    `The backend API: ${functionsUrl}\n${line}\n`,
);

const build = spawnSync(process.execPath, ['scripts/build-functions.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const firebaseBin = noFirestore === null ? firestore.firebaseBin : FIREBASE_BIN;
const args = [firebaseBin, 'emulators:start', '--only', only.join(','), '--project', PROJECT_ID];
// The in-memory store lives in one worker: the emulator's sequential mode (it opens an
// inspector on this port too).
if (noFirestore !== null)
  args.push('--inspect-functions', process.env.FUNCTIONS_INSPECT_PORT ?? '9329');
const emulators = spawn(process.execPath, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    NO_UPDATE_NOTIFIER: '1',
    ...(noFirestore === null ? firestore.env : { DISPATCH_IN_MEMORY_STORE: 'true' }),
  },
});
let exited = false;
emulators.on('exit', (code) => {
  exited = true;
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => emulators.kill(signal));
}

/** The API answers a GET with its own 405 once the function is loaded (404 before). */
async function apiReady() {
  try {
    const response = await fetch(`${functionsUrl}/order/deliveryupdate`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.status === 405;
  } catch {
    return false;
  }
}

const readyUrls = [`${url('auth')}/`];
if (noFirestore === null) readyUrls.push(`${url('firestore')}/`);
const deadline = Date.now() + READY_TIMEOUT_MS;
while (!exited) {
  const ready = [...(await Promise.all(readyUrls.map(answers))), await apiReady()];
  if (ready.every(Boolean)) break;
  if (Date.now() > deadline) {
    console.error('The emulators did not start in time.');
    emulators.kill('SIGTERM');
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (!exited) {
  try {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `${ports.auth.host}:${ports.auth.port}`;
    await seed(noFirestore === null ? {} : { firestore: false, functionsUrl });
    console.log(
      `Emulators ready and seeded. Point the app at the backend with\n  VITE_BACKEND_URL=${functionsUrl}\nPress Ctrl+C to stop.`,
    );
  } catch (error) {
    console.error('Seeding failed (the emulators keep running):', error);
  }
}
