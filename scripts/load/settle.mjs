// Waits until the Functions emulator is quiet: every receipt the seed and the baseline wrote
// fires the `pushOnAssignment` trigger, and the emulator runs those in the same few workers as
// the api (Cloud Functions runs them on instances of their own), so the evening and the alone
// baseline start once three preflights in a row are answered at once, a minute at most.
import { setTimeout as pause } from 'node:timers/promises';

const QUIET_MS = 300;

export async function settle(apiUrl, { forMs = 60_000 } = {}) {
  const deadline = Date.now() + forMs;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${apiUrl}/order/deliveryupdate`, { method: 'OPTIONS' }).catch(() => null);
    quiet = performance.now() - started < QUIET_MS ? quiet + 1 : 0;
    await pause(quiet === 0 ? 1000 : 100);
  }
}
