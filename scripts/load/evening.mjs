#!/usr/bin/env node
// Inside `firebase emulators:exec` (run.mjs): the evening itself. Seeds the people and first
// orders (seed.mjs), opens the apps' listeners (listeners.mjs), sends each kind of request alone
// (the baseline of the ratios), plays the evening — drivers, managers, the shop's tills and the
// desk's import at once — then checks Firestore (checks.mjs) and writes the report (report.mjs).
// Exits 1 when a check fails.
import { setTimeout as pause } from 'node:timers/promises';
import { sendAlone } from './alone.mjs';
import { checkEvening } from './checks.mjs';
import { createClient } from './client.mjs';
import { importFile } from './deskImport.mjs';
import { driverEvening } from './drivers.mjs';
import { intakeEvening } from './intake.mjs';
import { createLedger } from './ledger.mjs';
import { openListeners } from './listeners.mjs';
import { probeRace } from './raceProbe.mjs';
import { managersEvening } from './managers.mjs';
import { fromEnv } from './options.mjs';
import {
  costPerUnit,
  endpointFigures,
  P95_RATIO_GOAL,
  slowest,
  storeUsage,
  writeLoadReport,
} from './report.mjs';
import { firestoreOf, seedEvening } from './seed.mjs';
import { settle } from './settle.mjs';

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
for (const { externalId, receiptId, orderNumber, dispatchId } of world.seeded) {
  ledger.initialDriver.set(receiptId, dispatchId);
  // Seeded before the evening, without notes (seed.mjs's intakeOrder).
  ledger.intakeAnswer(
    'api',
    externalId,
    { externalId, result: 'created', receiptId, orderNumber },
    { notes: null, sentAt: 0, answeredAt: 0 },
  );
}
const listeners = openListeners(db, world, options);
await listeners.ready;
console.log(
  `Seeded ${world.drivers.length} drivers, ${world.managers.length} managers, ${world.keys.length} keys, ${world.seeded.length} orders.`,
);

// The driver who settles is on shift first, so the probe changes nothing.
await client.post('settle', '/driver/shift', { onShift: true }, { auth: world.drivers[0].idToken });
await settle(client, world.drivers[0]);
await sendAlone(context, world, runId, () => settle(client, world.drivers[0]));
// What a race costs on this Firestore, the key to the evening's p95 (raceProbe.mjs).
const race = await probeRace(db, runId);
await settle(client, world.drivers[0]);

client.setPhase('evening');
const startAt = Date.now() + 1000;
const endAt = startAt + options.minutes * 60_000;
console.log(
  `The evening: ${options.minutes} min, ${options.orders} orders in, ${options.importRows} rows imported.`,
);
const importer = world.managers.at(-1);
const progress = setInterval(() => {
  const done = client.calls.filter((call) => call.phase === 'evening').length;
  const seconds = Math.round((Date.now() - startAt) / 1000);
  console.error(`load: ${seconds} s, ${done} requests answered, ${client.inFlight} in flight`);
}, 15_000);
await Promise.all([
  ...world.drivers.map((driver) => driverEvening({ ...context, driver }, { startAt, endAt })),
  managersEvening(context, { ...world, desks: listeners.desks, startAt, endAt }),
  intakeEvening(context, { ...world, runId, total: options.orders, startAt, endAt }),
  pause(startAt + (endAt - startAt) / 3 - Date.now()).then(() =>
    importFile({ client, manager: importer, rows: options.importRows, ledger, runId }),
  ),
]);
clearInterval(progress);
const eveningSeconds = Math.round((Date.now() - startAt) / 1000);
await pause(2000); // the listeners' last changes
listeners.close();

const evening = client.calls.filter((call) => call.phase === 'evening');
const checks = await checkEvening(db, ledger, evening);
const endpoints = endpointFigures(client.calls);
const transactions = storeUsage(process.env.DISPATCH_STORE_USAGE_FILE, client.calls);
const report = {
  lost: checks.lost,
  doubled: checks.doubled,
  '5xx': checks['5xx'],
  endpoints,
  transactionRetries: Object.values(transactions).reduce((sum, scope) => sum + scope.retries, 0),
  transactionsStalled: Object.values(transactions).reduce((sum, scope) => sum + scope.stalled, 0),
  transactions,
  race,
  costPerUnit: costPerUnit(transactions, {
    statusChanges: [...ledger.changes.values()].filter((c) =>
      c.answers.some((a) => a.status === 200),
    ).length,
    assignments: new Set(
      ledger.assignments
        .filter((a) => a.result === 'assigned')
        .map((a) => `${a.receiptId}@${a.updateTimestamp}`),
    ).size,
    ordersIn: ledger.orders.size,
    positions: client.calls.filter((c) => c.path === '/driver/position' && c.status === 200).length,
  }),
  listeners: listeners.reads,
  slowest: slowest(evening, startAt),
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
