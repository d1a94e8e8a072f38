// The emulators on ports of their own: each run that starts Firebase's emulators for itself
// (the backend contract suite, the Firebase-mode journeys, the load run) takes free ports, or
// <PREFIX>_<NAME>_PORT when set, and writes a firebase.json of its own for them, so these runs
// and `npm run emulators` (firebase.json's fixed ports) never meet.
import { readFileSync, writeFileSync } from 'node:fs';
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
