// Starts the Auth and Functions emulators for the bench's backend section, on free ports of its
// own, with the backend built (`npm run build:functions`) and its emulator-only in-memory store
// (the emulator's one-worker mode, as `npm run test:backend` without Java 21). The config is a
// generated file at the repository root (the functions' source path is relative to it), removed
// by stop(). Resolves to { api, authUrl, stop() }.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../scripts/freePort.mjs';
import { startEmulatorProcess } from './emulatorProcess.mjs';
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
  const api = `http://127.0.0.1:${functions}/${projectId}/europe-west1/api`;
  const stop = await startEmulatorProcess({
    name: 'Functions',
    args: [
      '--config',
      CONFIG_FILE,
      '--only',
      'auth,functions',
      '--project',
      projectId,
      '--inspect-functions',
      String(inspect),
    ],
    env: { DISPATCH_IN_MEMORY_STORE: 'true' },
    // The API answers a GET with its own 405 once the function is loaded.
    ready: async () =>
      (await fetch(`${api}/order/deliveryupdate`, { signal: AbortSignal.timeout(2000) })
        .then((response) => response.status)
        .catch(() => 0)) === 405,
    timeoutMs: READY_TIMEOUT_MS,
    graceMs: 15_000,
    afterStop: () => rmSync(CONFIG_FILE, { force: true }),
  });
  return { api, authUrl: `http://127.0.0.1:${auth}`, stop };
}
