// Starts the Firebase Auth emulator for the bench on free ports of its own (never firebase.json's
// 9099, which `npm run emulators` and the Auth tests of other checkouts may be using), from a
// temporary directory with a config of its own. Pure Node, offline. Resolves to { port, stop() }.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { answers } from '../scripts/httpAnswers.mjs';

const require = createRequire(import.meta.url);
const FIREBASE_BIN = join(
  dirname(require.resolve('firebase-tools/package.json')),
  'lib',
  'bin',
  'firebase.js',
);
const READY_TIMEOUT_MS = 90_000;

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startAuthEmulator(projectId) {
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'dispatch-bench-auth-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let output = '';
  const child = spawn(
    process.execPath,
    [FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', projectId],
    {
      cwd: dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_ANALYTICS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`http://127.0.0.1:${port}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the Auth emulator did not start: ${output.trim().split('\n').slice(-3).join(' ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { port, url: `http://127.0.0.1:${port}`, stop };
}

/** Creates an email/password user in the emulator; resolves to its uid. */
export async function createEmulatorUser(emulatorUrl, { email, password }) {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`creating ${email}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.localId;
}
