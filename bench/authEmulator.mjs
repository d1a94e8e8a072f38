// Starts the Firebase Auth emulator for the bench on free ports of its own (never firebase.json's
// 9099, which `npm run emulators` and the Auth tests of other checkouts may be using), from a
// temporary directory with a config of its own. Pure Node, offline. Resolves to { port, stop() }.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/freePort.mjs';
import { answers } from '../scripts/httpAnswers.mjs';
import { startEmulatorProcess } from './emulatorProcess.mjs';
const READY_TIMEOUT_MS = 90_000;

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
  const stop = await startEmulatorProcess({
    name: 'Auth',
    args: ['--only', 'auth', '--project', projectId],
    cwd: dir,
    ready: () => answers(`http://127.0.0.1:${port}/`),
    timeoutMs: READY_TIMEOUT_MS,
  });
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
