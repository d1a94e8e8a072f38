#!/usr/bin/env node
// Runs the tests that need a Firebase emulator, inside `firebase emulators:exec`.
//
//   node scripts/emulator-tests.mjs auth    Auth adapter tests (tests/emulator) on the Auth
//                                           emulator: pure Node, runs anywhere, offline.
//   node scripts/emulator-tests.mjs rules   Security rules tests (tests/rules) on the Firestore
//                                           emulator, which needs Java 21+ and a jar that
//                                           firebase-tools downloads once. Where either is
//                                           missing the rules tests are SKIPPED — said loudly,
//                                           exit 0 — and never reported as passed.
//
// Demo project ids ("demo-…") need no login and never reach a real project.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { javaMajorVersion, MIN_JAVA } from './firestoreEmulatorSupport.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));
const FIREBASE_TOOLS = packageDir('firebase-tools');
const FIREBASE_BIN = path.join(FIREBASE_TOOLS, 'lib', 'bin', 'firebase.js');
const VITEST_BIN = path.join(packageDir('vitest'), 'vitest.mjs');

// No update check, no prompts: this also runs in CI without a TTY.
const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_ANALYTICS: '1' };

const SUITES = {
  auth: { emulator: 'auth', project: 'demo-dispatch', folder: 'tests/emulator' },
  rules: { emulator: 'firestore', project: 'demo-dispatch-rules', folder: 'tests/rules' },
};

function firebase(args, stdio = 'inherit') {
  return spawnSync(process.execPath, [FIREBASE_BIN, ...args], { stdio, env });
}

function skip(reason) {
  const line = '='.repeat(78);
  console.log(
    `\n${line}\nSKIPPED: the Firestore security rules tests did NOT run (neither passed nor failed).\n` +
      `Reason: ${reason}\nTo run them: install Java ${MIN_JAVA}+ and let firebase-tools download the ` +
      `Firestore emulator once (npx firebase setup:emulators:firestore), then npm run test:rules.\n${line}\n`,
  );
  process.exit(0);
}

function firestoreEmulatorJar() {
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH || path.join(homedir(), '.cache', 'firebase', 'emulators');
  try {
    const infoPath = path.join(FIREBASE_TOOLS, 'lib', 'emulator', 'downloadableEmulatorInfo.json');
    const info = JSON.parse(readFileSync(infoPath, 'utf8'));
    return path.join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
  } catch {
    return null; // firebase-tools moved its internals: let it try (and say so if it fails).
  }
}

function checkFirestoreEmulatorCanStart() {
  const java = javaMajorVersion();
  if (java === null) skip(`Java was not found; the Firestore emulator needs Java ${MIN_JAVA}+.`);
  if (java < MIN_JAVA) {
    skip(`Java ${java} is installed; the Firestore emulator needs Java ${MIN_JAVA}+.`);
  }
  const jar = firestoreEmulatorJar();
  if (jar !== null && !existsSync(jar)) {
    console.log(`The Firestore emulator is not cached (${jar}); downloading it once…`);
    const download = firebase(['setup:emulators:firestore']);
    if (download.status !== 0 || !existsSync(jar)) {
      skip(
        'the Firestore emulator could not be downloaded (no network access to storage.googleapis.com?).',
      );
    }
  }
}

const suiteName = process.argv[2];
const suite = SUITES[suiteName];
if (!suite) {
  console.error(`Usage: node scripts/emulator-tests.mjs <${Object.keys(SUITES).join('|')}>`);
  process.exit(2);
}
if (suiteName === 'rules') checkFirestoreEmulatorCanStart();

const vitest = `"${process.execPath}" "${VITEST_BIN}" run --config vitest.emulator.config.ts ${suite.folder}`;
const run = firebase([
  'emulators:exec',
  '--only',
  suite.emulator,
  '--project',
  suite.project,
  vitest,
]);
process.exit(run.status ?? 1);
