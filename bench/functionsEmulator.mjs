// Starts the Auth and Functions emulators for the bench's backend section, on free ports of its
// own, with the backend built (`npm run build:functions`) and its emulator-only in-memory store
// (the emulator's one-worker mode, as `npm run test:backend` without Java 21). The config is a
// generated file at the repository root (the functions' source path is relative to it), removed
// by stop(). Resolves to { api, authUrl, stop() }.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from '../scripts/freePort.mjs';

const require = createRequire(import.meta.url);
const FIREBASE_BIN = join(
  dirname(require.resolve('firebase-tools/package.json')),
  'lib',
  'bin',
  'firebase.js',
);
const READY_TIMEOUT_MS = 120_000;
const CONFIG_FILE = 'firebase.bench.generated.json';

export async function startFunctionsEmulator(projectId) {
  const build = spawnSync(process.execPath, ['scripts/build-functions.mjs'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build:functions failed: ${build.stderr.slice(-300)}`);
  const [auth, functions, hub, logging, tasks, inspect] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));
  writeFileSync(
    CONFIG_FILE,
    JSON.stringify({
      functions: firebaseJson.functions.map((codebase) => ({ ...codebase, predeploy: [] })),
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        functions: { host: '127.0.0.1', port: functions },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        tasks: { host: '127.0.0.1', port: tasks },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let output = '';
  const child = spawn(
    process.execPath,
    [
      FIREBASE_BIN,
      'emulators:start',
      '--config',
      CONFIG_FILE,
      '--only',
      'auth,functions',
      '--project',
      projectId,
      '--inspect-functions',
      String(inspect),
    ],
    {
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_ANALYTICS: '1',
        DISPATCH_IN_MEMORY_STORE: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(CONFIG_FILE, { force: true });
  };
  const api = `http://127.0.0.1:${functions}/${projectId}/europe-west1/api`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    // The API answers a GET with its own 405 once the function is loaded.
    const status = await fetch(`${api}/order/deliveryupdate`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 405) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the Functions emulator did not start: ${output.trim().split('\n').slice(-3).join(' ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { api, authUrl: `http://127.0.0.1:${auth}`, stop };
}
