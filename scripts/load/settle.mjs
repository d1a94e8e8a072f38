// Waits until the backend is quiet before each kind of the baseline's requests and before the
// evening: every receipt the seed and the baseline wrote fires the `pushOnAssignment` trigger,
// and the emulators run those on the same two cores as the api (Cloud Functions runs them on
// instances of their own). Quiet: three shift calls in a row (a driver already on shift: nothing
// changes) answered within QUIET_MS, each through a worker, the Auth emulator and a Firestore
// transaction; 90 s at most.
import { setTimeout as pause } from 'node:timers/promises';

const QUIET_MS = 400;

export async function settle(client, driver, { forMs = 90_000 } = {}) {
  const deadline = Date.now() + forMs;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const reply = await client.post(
      'settle',
      '/driver/shift',
      { onShift: true },
      {
        auth: driver.idToken,
      },
    );
    quiet = reply.status === 200 && reply.ms < QUIET_MS ? quiet + 1 : 0;
    await pause(quiet === 0 ? 1000 : 200);
  }
}
