// The Google Cloud SDK's Firestore emulator (the component `cloud-firestore-emulator`, Debian
// package `google-cloud-cli-firestore-emulator`), run by firebase-tools in place of the jar
// firebase-tools downloads (docs/firebase.md#the-firestore-emulator):
//
//   - firebase-tools starts its Firestore emulator as `java -jar <jar>`, and
//     FIRESTORE_EMULATOR_BINARY_PATH (its own override) names that jar. The Cloud SDK's jar has
//     no Main-Class (its launcher runs `java -cp <jar> <main class>`), so this writes a launcher
//     jar: a manifest only, whose Main-Class is the emulator's and whose Class-Path is the Cloud
//     SDK's jar. Nothing of the Cloud SDK is copied or changed.
//   - firebase-tools 15 refuses every Java emulator on Java < 21, a policy for its own emulator
//     jar; the Cloud SDK's runs on Java 11+ (`gcloud emulators firestore start` requires 11).
//     scripts/firebaseWithCloudSdkFirestore.mjs applies that minimum instead, and says so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

/** What `gcloud emulators firestore start` requires of Java (the Cloud SDK's firestore/start.py). */
export const CLOUD_SDK_FIRESTORE_MIN_JAVA = 11;
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const LAUNCHER = path.join('node_modules', '.cache', 'dispatch', 'cloud-firestore-launcher.jar');

/** The Cloud SDK's Firestore emulator jar, or null (no gcloud, or no emulator component). */
export function cloudSdkFirestoreJar() {
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const root = info.status === 0 ? info.stdout.trim() : '';
  if (!root) return null;
  const jar = path.join(
    root,
    'platform',
    'cloud-firestore-emulator',
    'cloud-firestore-emulator.jar',
  );
  return existsSync(jar) ? jar : null;
}

/** The emulator's own `--version` line ("…: 1.19.9"), or null. */
export function cloudSdkFirestoreVersion(jar) {
  const run = spawnSync('java', ['-cp', jar, MAIN_CLASS, '--version'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const match = /(\d+\.\d+\.\d+)/.exec(`${run.stdout}${run.stderr}`);
  return match ? match[1] : null;
}

/** A manifest's lines: at most 72 bytes each, longer values continued after a space. */
function manifest(attributes) {
  const lines = [];
  for (const [name, value] of Object.entries(attributes)) {
    let rest = `${name}: ${value}`;
    lines.push(rest.slice(0, 72));
    for (rest = rest.slice(72); rest.length > 0; rest = rest.slice(71)) {
      lines.push(` ${rest.slice(0, 71)}`);
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A zip archive of one stored (uncompressed) file. */
function zipOfOneFile(name, content) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(content);
  const common = (header) => {
    header.writeUInt16LE(20, 0); // version needed to extract: 2.0
    header.writeUInt16LE(0x0800, 2); // names in UTF-8
    header.writeUInt16LE(0, 4); // stored
    header.writeUInt16LE(0, 6); // 00:00
    header.writeUInt16LE((1 << 5) | 1, 8); // 1980-01-01: the same bytes on every run
    header.writeUInt32LE(crc, 10);
    header.writeUInt32LE(content.length, 14);
    header.writeUInt32LE(content.length, 18);
    header.writeUInt16LE(nameBytes.length, 22);
    return header;
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  common(local.subarray(4));
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by: 2.0
  common(central.subarray(6));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + content.length, 16);
  return Buffer.concat([local, nameBytes, content, central, nameBytes, end]);
}

/** Writes the launcher jar for `jar` (atomically: runs may start side by side); its path. */
export function writeCloudSdkFirestoreLauncher(jar) {
  const content = Buffer.from(
    manifest({
      'Manifest-Version': '1.0',
      'Created-By': 'Dispatch scripts/cloudSdkFirestore.mjs (a launcher, no classes)',
      'Main-Class': MAIN_CLASS,
      'Class-Path': pathToFileURL(jar).href,
    }),
    'utf8',
  );
  const launcher = path.resolve(LAUNCHER);
  mkdirSync(path.dirname(launcher), { recursive: true });
  const partial = `${launcher}.${process.pid}.partial`;
  writeFileSync(partial, zipOfOneFile('META-INF/MANIFEST.MF', content));
  renameSync(partial, launcher);
  return launcher;
}
