// Whether the Firestore emulator can start on this machine: it needs Java 21+ and a jar that
// firebase-tools downloads once. Shared by `npm run emulators` and `npm run test:backend`
// (scripts/emulator-tests.mjs takes the Java check from here and also downloads the jar).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
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

/** Why the Firestore emulator cannot run here, or null when it can. Downloads nothing. */
export function firestoreUnavailable() {
  const java = javaMajorVersion();
  if (java === null) return `Java was not found (the Firestore emulator needs Java ${MIN_JAVA}+)`;
  if (java < MIN_JAVA) {
    return `Java ${java} is installed (the Firestore emulator needs Java ${MIN_JAVA}+)`;
  }
  try {
    const tools = path.dirname(require.resolve('firebase-tools/package.json'));
    const info = JSON.parse(
      readFileSync(path.join(tools, 'lib', 'emulator', 'downloadableEmulatorInfo.json'), 'utf8'),
    );
    const cacheDir =
      process.env.FIREBASE_EMULATORS_PATH ||
      path.join(homedir(), '.cache', 'firebase', 'emulators');
    const jar = path.join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
    if (!existsSync(jar)) {
      return `the Firestore emulator is not downloaded yet (npx firebase setup:emulators:firestore)`;
    }
  } catch {
    // firebase-tools moved its internals: let it try.
  }
  return null;
}
