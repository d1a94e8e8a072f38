#!/usr/bin/env node
// Inside `firebase emulators:exec` (run.mjs): the evening itself. Seeds the people and first
// orders (seed.mjs), opens the apps' listeners (listeners.mjs), sends each kind of request alone
// (the baseline of the ratios), plays the evening — drivers, managers, the shop's tills and the
// desk's import at once — then checks Firestore (checks.mjs) and writes the report (report.mjs).
// Exits 1 when a check fails.
import { setTimeout as pause } from 'node:timers/promises';
import { checkEvening } from './checks.mjs';
import { createClient } from './client.mjs';
import { importFile } from './deskImport.mjs';
import { driverEvening } from './drivers.mjs';
import { intakeEvening } from './intake.mjs';
import { createLedger } from './ledger.mjs';
import { openListeners } from './listeners.mjs';
import { managersEvening } from './managers.mjs';
import { fromEnv } from './options.mjs';
import { endpointFigures, P95_RATIO_GOAL, storeUsage, writeLoadReport } from './report.mjs';
import { firestoreOf, intakeOrder, seedEvening } from './seed.mjs';

const started = Date.now();
const options = fromEnv(process.env);
const runId = started.toString(36);
const client = createClient(process.env.BACKEND_FUNCTIONS_URL);
const db = firestoreOf(process.env.BACKEND_PROJECT);
const ledger = createLedger();
/** A seeded generator (mulberry32): the same evening's choices on every run. */
const random = (() => {
  let seed = 48;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const context = { client, ledger, random };

const world = await seedEvening({
  db,
  client,
  authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  options,
});
for (const order of world.seeded) ledger.initialDriver.set(order.receiptId, order.dispatchId);
const listeners = openListeners(db, world);
await listeners.ready;
console.log(
  `Seeded ${world.drivers.length} drivers, ${world.managers.length} managers, ${world.keys.length} keys, ${world.seeded.length} orders.`,
);

/** Each kind of request five times, one at a time: the baseline of the ratios. */
async function alone() {
  const [driver] = world.drivers;
  const [manager] = world.managers;
  const orders = Array.from({ length: 30 }, (_, i) => intakeOrder(`ALONE-${runId}-${i}`));
  for (let i = 0; i < 5; i += 1) {
    const reply = await client.post(
      'orders/intake',
      '/orders/intake',
      { orders },
      {
        auth: world.keys[1].key,
      },
    );
    for (const result of reply.body?.results ?? [])
      ledger.intakeAnswer('api', result.externalId, result);
  }
  const mine = ledger.orders.size > 0 ? [...ledger.orders.values()].slice(0, 5) : [];
  for (const { answers } of mine) {
    const body = {
      receiptIds: [answers[0].receiptId],
      dispatchId: driver.uid,
      expected: { [answers[0].receiptId]: null },
    };
    const reply = await client.post('desk/assign', '/desk/assign', body, {
      auth: manager.idToken,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    ledger.assignAnswer(body, reply);
  }
  for (const { answers } of mine) {
    const updateData = {
      receiptId: answers[0].receiptId,
      status: 'Picked Up',
      dispatchId: driver.uid,
      updatedAt: Date.now(),
      updateId: crypto.randomUUID(),
    };
    ledger.change(updateData.updateId, {
      receiptId: updateData.receiptId,
      status: 'Picked Up',
      uid: driver.uid,
    });
    const reply = await client.post(
      'order/deliveryupdate',
      '/order/deliveryupdate',
      { updateData },
      {
        auth: driver.idToken,
        headers: { 'Idempotency-Key': updateData.updateId },
      },
    );
    ledger.changeAnswer(updateData.updateId, reply);
  }
  for (const who of world.drivers.slice(0, 5)) {
    await client.post('driver/shift', '/driver/shift', { onShift: true }, { auth: who.idToken });
    const position = { lat: 38.72, lng: -9.14, accuracy: 10, at: Date.now() };
    await client.post('driver/position', '/driver/position', position, { auth: who.idToken });
  }
  await importFile({ client, manager, rows: 200, ledger, runId: `alone-${runId}` });
}
await alone();

client.setPhase('evening');
const startAt = Date.now() + 1000;
const endAt = startAt + options.minutes * 60_000;
console.log(
  `The evening: ${options.minutes} min, ${options.orders} orders in, ${options.importRows} rows imported.`,
);
const importer = world.managers.at(-1);
await Promise.all([
  ...world.drivers.map((driver) => driverEvening({ ...context, driver }, { startAt, endAt })),
  managersEvening(context, { ...world, desks: listeners.desks, startAt, endAt }),
  intakeEvening(context, { ...world, runId, total: options.orders, startAt, endAt }),
  pause(startAt + (endAt - startAt) / 3 - Date.now()).then(() =>
    importFile({ client, manager: importer, rows: options.importRows, ledger, runId }),
  ),
]);
const eveningSeconds = Math.round((Date.now() - startAt) / 1000);
await pause(2000); // the listeners' last changes
listeners.close();

const checks = await checkEvening(
  db,
  ledger,
  client.calls.filter((call) => call.phase === 'evening'),
);
const endpoints = endpointFigures(client.calls);
const transactions = storeUsage(process.env.DISPATCH_STORE_USAGE_FILE, client.calls);
const report = {
  lost: checks.lost,
  doubled: checks.doubled,
  '5xx': checks['5xx'],
  endpoints,
  transactionRetries: Object.values(transactions).reduce((sum, scope) => sum + scope.retries, 0),
  transactions,
  listeners: listeners.reads,
  checks,
  goals: {
    p95RatioGoal: P95_RATIO_GOAL,
    p95RatioMet: Object.values(endpoints).every(
      (e) => e.p95Ratio === null || e.p95Ratio <= P95_RATIO_GOAL,
    ),
  },
  options,
  eveningSeconds,
  runSeconds: Math.round((Date.now() - Number(process.env.LOAD_STARTED_AT ?? started)) / 1000),
  at: new Date().toISOString(),
};
writeLoadReport(options.out, report);
const failed =
  report.lost + report.doubled + report['5xx'] + checks.inProgress + checks.silentOverwrites;
await db.terminate();
process.exit(failed > 0 || checks.problems.length > 0 ? 1 : 0);
