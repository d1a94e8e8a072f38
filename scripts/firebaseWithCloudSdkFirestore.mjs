#!/usr/bin/env node
// firebase-tools with the Cloud SDK's Firestore emulator (docs/firebase.md#the-firestore-emulator):
// `node scripts/firebaseWithCloudSdkFirestore.mjs <firebase arguments>` runs firebase-tools'
// own CLI, unchanged but for one number.
//
// firebase-tools 15 refuses to start any Java emulator when `java -version` is below 21 — its
// policy for the Firestore emulator jar it downloads (`MIN_SUPPORTED_JAVA_MAJOR_VERSION`, checked
// before anything starts). The emulator run here is the Cloud SDK's instead, named by
// FIRESTORE_EMULATOR_BINARY_PATH (firebase-tools' own override, the launcher jar of
// scripts/cloudSdkFirestore.mjs), and the Cloud SDK requires Java 11+ for it. So, in this
// process only, firebase-tools' minimum becomes the Cloud SDK's: Java itself is not touched, and
// `java -version` still tells the truth. Without the override set this refuses to run.
import { createRequire } from 'node:module';
import path from 'node:path';
import { CLOUD_SDK_FIRESTORE_MIN_JAVA } from './cloudSdkFirestore.mjs';

const require = createRequire(import.meta.url);
const tools = path.dirname(require.resolve('firebase-tools/package.json'));
const launcher = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
if (!launcher) {
  console.error(
    'scripts/firebaseWithCloudSdkFirestore.mjs runs firebase-tools with the Cloud SDK’s Firestore ' +
      'emulator only: FIRESTORE_EMULATOR_BINARY_PATH must name its launcher (scripts/firestoreEmulatorSupport.mjs).',
  );
  process.exit(2);
}
// The same module object firebase-tools' emulator controller reads the minimum from.
const commandUtils = require(path.join(tools, 'lib', 'emulator', 'commandUtils.js'));
if (typeof commandUtils.MIN_SUPPORTED_JAVA_MAJOR_VERSION !== 'number') {
  // firebase-tools moved it: fail here, loudly, rather than leave its check in an unknown state.
  console.error(
    'firebase-tools no longer exports MIN_SUPPORTED_JAVA_MAJOR_VERSION from lib/emulator/commandUtils.js: ' +
      'update scripts/firebaseWithCloudSdkFirestore.mjs (docs/firebase.md#the-firestore-emulator).',
  );
  process.exit(2);
}
console.log(
  `[dispatch] firebase-tools with the Cloud SDK's Firestore emulator (${launcher}): Java ` +
    `${CLOUD_SDK_FIRESTORE_MIN_JAVA}+ accepted, the Cloud SDK's minimum for it (firebase-tools' ` +
    `own is ${commandUtils.MIN_SUPPORTED_JAVA_MAJOR_VERSION}, for the jar it downloads).`,
);
commandUtils.MIN_SUPPORTED_JAVA_MAJOR_VERSION = CLOUD_SDK_FIRESTORE_MIN_JAVA;
// firebase-tools' CLI reads its arguments from process.argv[2…], as when run as `firebase`.
require(path.join(tools, 'lib', 'bin', 'firebase.js'));
