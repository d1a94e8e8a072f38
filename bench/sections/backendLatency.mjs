// Section 7: the backend's answer time for a delivery update on the Functions emulator (the
// Cloud Functions of functions/, docs/deploy.md), through real HTTP with a real ID token from
// the Auth emulator: p50 and p95 of `count` updates, each a new change of its own order, sent
// one after another after a few warm-up ones. The emulator runs the function in one worker with
// its in-memory store, so this is the function's own cost plus the emulator's routing — a
// relative figure for regressions, not what a deployed function costs.
import { createEmulatorUser } from '../authEmulator.mjs';
import { startFunctionsEmulator } from '../functionsEmulator.mjs';
import { percentile } from '../lib.mjs';

const PROJECT = 'demo-dispatch-bench-backend';

export async function measureBackendLatency({ count = 100, warmUp = 10 } = {}) {
  const emulator = await startFunctionsEmulator(PROJECT);
  try {
    const email = `bench-${Date.now()}@bench.test`;
    await createEmulatorUser(emulator.authUrl, { email, password: 'bench-1234' });
    const signIn = await fetch(
      `${emulator.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-1234', returnSecureToken: true }),
      },
    );
    const { idToken, localId: uid } = await signIn.json();
    const total = warmUp + count;
    const receipts = Object.fromEntries(
      Array.from({ length: total }, (_, i) => [
        `bench-${i}`,
        { receipt_type: 'SALE', dispatchId: uid, status: 'Pending', updateTimestamp: Date.now() },
      ]),
    );
    const seeded = await fetch(`${emulator.api}/__emulator/receipts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(receipts),
    });
    if (!seeded.ok) throw new Error(`seeding the functions' store: HTTP ${seeded.status}`);

    const timings = [];
    for (let i = 0; i < total; i++) {
      const updateId = crypto.randomUUID();
      const started = performance.now();
      const response = await fetch(`${emulator.api}/order/deliveryupdate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${idToken}`,
          'idempotency-key': updateId,
        },
        body: JSON.stringify({
          updateData: {
            receiptId: `bench-${i}`,
            status: 'Delivered',
            dispatchId: uid,
            updatedAt: Date.now(),
            updateId,
          },
        }),
      });
      await response.text();
      if (response.status !== 200) throw new Error(`update ${i}: HTTP ${response.status}`);
      if (i >= warmUp) timings.push(performance.now() - started);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    return {
      count,
      store: 'memory (emulator only)',
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      maxMs: sorted[sorted.length - 1],
    };
  } finally {
    await emulator.stop();
  }
}
