// Which Firestore emulator runs on this machine, and how firebase-tools is started for it.
// Shared by `npm run test:rules` (scripts/emulator-tests.mjs), `npm run test:backend` and
// `npm run emulators` (docs/firebase.md#the-firestore-emulator). In this order:
//
//   1. firebase-tools' own emulator: Java 21+ and its jar in firebase-tools' cache. firebase-tools
//      runs as it is.
//   2. the Google Cloud SDK's emulator (Debian package google-cloud-cli-firestore-emulator) on
//      Java 11+: firebase-tools runs it through FIRESTORE_EMULATOR_BINARY_PATH, its own override,
//      started by scripts/firebaseWithCloudSdkFirestore.mjs (scripts/cloudSdkFirestore.mjs says why).
//   3. firebase-tools' own emulator not yet downloaded, on Java 21+: only `npm run test:rules`
//      downloads it (firebase-tools' setup:emulators:firestore).
//
// Otherwise no Firestore emulator can start here, and the reason says what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import {
  CLOUD_SDK_FIRESTORE_MIN_JAVA,
  cloudSdkFirestoreJar,
  cloudSdkFirestoreVersion,
  writeCloudSdkFirestoreLauncher,
} from './cloudSdkFirestore.mjs';

const require = createRequire(import.meta.url);
const TOOLS = path.dirname(require.resolve('firebase-tools/package.json'));
/** firebase-tools' CLI, as `npx firebase` runs it. */
export const FIREBASE_BIN = path.join(TOOLS, 'lib', 'bin', 'firebase.js');
/** firebase-tools' own minimum (its policy since firebase-tools 15). */
export const MIN_JAVA = 21;

export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  // `java -version` prints to stderr: openjdk version "17.0.15" … or "1.8.0_392" for Java 8.
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** Where firebase-tools keeps its Firestore emulator jar, or null if its internals moved. */
export function firebaseToolsFirestoreJar() {
  try {
    const infoPath = path.join(TOOLS, 'lib', 'emulator', 'downloadableEmulatorInfo.json');
    const info = JSON.parse(readFileSync(infoPath, 'utf8'));
    const cacheDir =
      process.env.FIREBASE_EMULATORS_PATH ||
      path.join(homedir(), '.cache', 'firebase', 'emulators');
    return path.join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
  } catch {
    return null;
  }
}

/**
 * How the Firestore emulator starts here:
 *   { ok: true, how, summary, firebaseBin, env }: run `node <firebaseBin> …` with `env` added;
 *     `how` is 'firebase-tools', 'cloud-sdk' or 'firebase-tools-download' (the jar is missing);
 *   { ok: false, reason }: no Firestore emulator can start on this machine.
 * Writes the Cloud SDK's launcher jar when it picks that one; downloads nothing.
 */
export function firestoreEmulator() {
  const java = javaMajorVersion();
  const firebaseTools = (how, summary) => ({
    ok: true,
    how,
    summary,
    firebaseBin: FIREBASE_BIN,
    env: {},
  });
  const ownJar = firebaseToolsFirestoreJar();
  if (java !== null && java >= MIN_JAVA && (ownJar === null || existsSync(ownJar))) {
    return firebaseTools(
      'firebase-tools',
      `firebase-tools' own Firestore emulator on Java ${java}`,
    );
  }
  const cloudSdkJar =
    java !== null && java >= CLOUD_SDK_FIRESTORE_MIN_JAVA ? cloudSdkFirestoreJar() : null;
  if (cloudSdkJar !== null) {
    const version = cloudSdkFirestoreVersion(cloudSdkJar) ?? 'of unknown version';
    return {
      ok: true,
      how: 'cloud-sdk',
      summary: `the Cloud SDK's Firestore emulator ${version} (${cloudSdkJar}) on Java ${java}, run by firebase-tools`,
      firebaseBin: path.join(import.meta.dirname, 'firebaseWithCloudSdkFirestore.mjs'),
      env: { FIRESTORE_EMULATOR_BINARY_PATH: writeCloudSdkFirestoreLauncher(cloudSdkJar) },
    };
  }
  if (java !== null && java >= MIN_JAVA) {
    return firebaseTools(
      'firebase-tools-download',
      `firebase-tools' own Firestore emulator on Java ${java}, not downloaded yet (${ownJar})`,
    );
  }
  const javaText = java === null ? 'Java was not found' : `Java ${java} is installed`;
  return {
    ok: false,
    reason:
      `${javaText}; the Cloud SDK's Firestore emulator (Debian package google-cloud-cli-firestore-emulator) ` +
      `needs Java ${CLOUD_SDK_FIRESTORE_MIN_JAVA}+${cloudSdkFirestoreJar() === null ? ' and is not installed' : ''}, ` +
      `firebase-tools' own needs Java ${MIN_JAVA}+`,
  };
}

/** Why the Firestore emulator cannot run here without a download, or null when it can. */
export function firestoreUnavailable(emulator = firestoreEmulator()) {
  if (!emulator.ok) return emulator.reason;
  if (emulator.how === 'firebase-tools-download') {
    return `${emulator.summary}: npx firebase setup:emulators:firestore`;
  }
  return null;
}
