#!/usr/bin/env node
// `npm run emulators`: starts the Auth and Firestore emulators (ports in firebase.json) for the
// project "demo-dispatch", seeds them (scripts/seed-emulators.mjs) once both answer, and keeps
// running until Ctrl+C. The Firestore emulator needs Java 21+ and downloads a jar on first use.
// Point the app at it with .env.local: VITE_USE_FIREBASE_EMULATORS=true and
// VITE_FIREBASE_PROJECT_ID=demo-dispatch (see docs/firebase.md).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PROJECT_ID, seed } from './seed-emulators.mjs';
import { answers } from './httpAnswers.mjs';

const require = createRequire(import.meta.url);
const firebaseBin = path.join(
  path.dirname(require.resolve('firebase-tools/package.json')),
  'lib',
  'bin',
  'firebase.js',
);
const READY_URLS = ['http://127.0.0.1:9099/', 'http://127.0.0.1:8080/'];
const READY_TIMEOUT_MS = 180_000;

const emulators = spawn(
  process.execPath,
  [firebaseBin, 'emulators:start', '--only', 'auth,firestore', '--project', PROJECT_ID],
  { stdio: 'inherit', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
);
let exited = false;
emulators.on('exit', (code) => {
  exited = true;
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => emulators.kill(signal));
}

const deadline = Date.now() + READY_TIMEOUT_MS;
while (!exited) {
  const ready = await Promise.all(READY_URLS.map(answers));
  if (ready.every(Boolean)) break;
  if (Date.now() > deadline) {
    console.error('The emulators did not start in time; is Java 21+ installed (java -version)?');
    emulators.kill('SIGTERM');
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (!exited) {
  try {
    await seed();
    console.log('Emulators ready and seeded. Press Ctrl+C to stop.');
  } catch (error) {
    console.error('Seeding failed (the emulators keep running):', error);
  }
}
