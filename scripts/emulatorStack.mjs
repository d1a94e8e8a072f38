// The emulators on ports of their own: each run that starts Firebase's emulators for itself
// (the backend contract suite, the Firebase-mode journeys, the load run) takes free ports, or
// <PREFIX>_<NAME>_PORT when set, and writes a firebase.json of its own for them, so these runs
// and `npm run emulators` (firebase.json's fixed ports) never meet; and runs its work inside them
// with runWithEmulators, the one way they are started and always stopped.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIREBASE_BIN } from './firestoreEmulatorSupport.mjs';
import { freePort } from './freePort.mjs';

export const REGION = 'europe-west1';

const NAMES = ['auth', 'functions', 'firestore', 'hub', 'logging', 'tasks', 'inspect', 'hosting'];

/** A port for each emulator: `${prefix}_${NAME}_PORT`, or a free one. */
export async function emulatorPorts(prefix) {
  const ports = {};
  for (const name of NAMES) {
    ports[name] = Number(process.env[`${prefix}_${name.toUpperCase()}_PORT`] ?? (await freePort()));
  }
  return ports;
}

/** The backend's HTTP API on the Functions emulator. */
export function functionsApiUrl(ports, project) {
  return `http://127.0.0.1:${ports.functions}/${project}/${REGION}/api`;
}

/**
 * Writes `file`: firebase.json's functions (without their predeploy build: the caller builds
 * them first), its Firestore rules and indexes when `firestore`, Hosting of `hostingDir` when
 * given, and the emulators on `ports`.
 */
export function writeEmulatorConfig(file, ports, { firestore, hostingDir = null }) {
  const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const at = (port) => ({ host: '127.0.0.1', port });
  const emulators = {
    auth: at(ports.auth),
    functions: at(ports.functions),
    hub: at(ports.hub),
    logging: at(ports.logging),
    tasks: at(ports.tasks),
    ui: { enabled: false },
    singleProjectMode: true,
    ...(firestore ? { firestore: at(ports.firestore) } : {}),
    ...(hostingDir ? { hosting: at(ports.hosting) } : {}),
  };
  const config = {
    functions: firebaseJson.functions.map((codebase) => ({ ...codebase, predeploy: [] })),
    ...(firestore ? { firestore: firebaseJson.firestore } : {}),
    ...(hostingDir
      ? { hosting: { ...firebaseJson.hosting, public: hostingDir, predeploy: [] } }
      : {}),
    emulators,
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
}

const node = `"${process.execPath}"`;
/** A signal's exit status, as a shell gives it. */
const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143 };

/**
 * Starts the Auth and Functions emulators, and Firestore's when `firestore` is given, for
 * `project` on `ports`, from a firebase.json of their own (`configFile`, removed after), runs
 * `work` (a command line: the
 * tests, the evening…) inside them with `firebase emulators:exec`, which gives it their
 * addresses (FIRESTORE_EMULATOR_HOST, …), and resolves to the work's exit status once the
 * emulators have stopped: after the work ends, passed or failed, and on SIGINT or SIGTERM to this
 * process (the work is ended first, then the emulators stop as after any work: 130 or 143).
 *
 * - `firestore`: firestoreEmulator()'s answer (scripts/firestoreEmulatorSupport.mjs) to run
 *   Firestore with (its firebase-tools entry and environment); null: no Firestore emulator.
 * - `functionsWorkers`: the Functions emulator's requests at once, each in a worker of its own
 *   (FUNCTIONS_EMULATOR_PARALLEL, when not set already), with two minutes for a worker to start
 *   (FUNCTIONS_DISCOVERY_TIMEOUT: at firebase-tools' 30 s a worker slow to start on a busy
 *   machine is given up, and its request never answered); `warmUpFunctions` starts them all
 *   before the work (scripts/functionsWarmUp.mjs, which needs BACKEND_FUNCTIONS_URL in `env`).
 * - `env`: added to the environment of the emulators and the work; `args`: more of
 *   emulators:exec's arguments.
 * - `onOutput(chunk, stream)`: given what the emulators and the work print ('stdout' or
 *   'stderr'), which then reaches the terminal only through it; without it, the terminal's.
 */
export async function runWithEmulators(
  {
    configFile,
    ports,
    project,
    firestore = null,
    functionsWorkers = null,
    warmUpFunctions = false,
    env = {},
    args = [],
    onOutput = null,
  },
  work,
) {
  const only = firestore ? ['auth', 'functions', 'firestore'] : ['auth', 'functions'];
  writeEmulatorConfig(configFile, ports, { firestore: firestore !== null });
  const pidFile = path.join(tmpdir(), `dispatch-emulator-work-${process.pid}-${Date.now()}.pid`);
  const workers =
    functionsWorkers === null
      ? {}
      : {
          FUNCTIONS_EMULATOR_PARALLEL:
            process.env.FUNCTIONS_EMULATOR_PARALLEL ?? String(functionsWorkers),
          FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
        };
  const command = warmUpFunctions ? `${node} scripts/functionsWarmUp.mjs && ${work}` : work;
  const emulators = spawn(
    process.execPath,
    [
      firestore?.firebaseBin ?? FIREBASE_BIN,
      'emulators:exec',
      '--config',
      configFile,
      '--only',
      only.join(','),
      '--project',
      project,
      ...args,
      `${node} scripts/emulatorWork.mjs`,
    ],
    {
      // A group of its own: a Ctrl+C in the terminal reaches this process only, which ends the
      // work; emulators:exec killed by it would leave its Java emulators running.
      detached: true,
      stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_ANALYTICS: '1',
        ...(firestore?.env ?? {}),
        ...workers,
        ...env,
        DISPATCH_EMULATOR_WORK: command,
        DISPATCH_EMULATOR_WORK_PID_FILE: pidFile,
      },
    },
  );
  if (onOutput) {
    emulators.stdout.on('data', (chunk) => onOutput(chunk, 'stdout'));
    emulators.stderr.on('data', (chunk) => onOutput(chunk, 'stderr'));
  }
  let interrupted = null;
  const interrupt = (signal) => {
    interrupted ??= signal;
    console.error(`\n${signal}: ending the work, then stopping the emulators…`);
    endWorkOnceStarted(pidFile, emulators);
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  try {
    const status = await new Promise((resolve) =>
      emulators.on('close', (code) => resolve(code ?? 1)),
    );
    return interrupted ? SIGNAL_STATUS[interrupted] : status;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    rmSync(configFile, { force: true });
    rmSync(pidFile, { force: true });
  }
}

/**
 * Sends the work (scripts/emulatorWork.mjs) SIGTERM once it has started: while the emulators are
 * still starting there is none yet, and killing emulators:exec would leave them running.
 */
function endWorkOnceStarted(pidFile, emulators) {
  const attempt = () => {
    if (emulators.exitCode !== null) return;
    let pid = null;
    try {
      pid = Number(readFileSync(pidFile, 'utf8'));
    } catch {
      // Not started yet.
    }
    if (!pid) return void setTimeout(attempt, 500);
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  };
  attempt();
}
