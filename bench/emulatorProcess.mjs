// The Firebase emulators as a child process of a bench section: started with firebase-tools'
// own CLI, its output kept for the error message, stopped with SIGINT (SIGKILL after a grace),
// and waited on until a probe says it is ready. bench/authEmulator.mjs and
// bench/functionsEmulator.mjs start theirs through it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const FIREBASE_BIN = join(
  dirname(require.resolve('firebase-tools/package.json')),
  'lib',
  'bin',
  'firebase.js',
);

/**
 * Runs `firebase emulators:start …args`; resolves once `ready()` answers true, to `stop()`.
 * `name` says which emulator in the error when it exits or `timeoutMs` passes first.
 */
export async function startEmulatorProcess({
  name,
  args,
  cwd,
  env = {},
  ready,
  timeoutMs,
  graceMs = 10_000,
  afterStop = () => {},
}) {
  let output = '';
  const child = spawn(process.execPath, [FIREBASE_BIN, 'emulators:start', ...args], {
    cwd,
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_ANALYTICS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    afterStop();
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the ${name} emulator did not start: ${output.trim().split('\n').slice(-3).join(' ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stop;
}
