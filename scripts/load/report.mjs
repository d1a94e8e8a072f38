// The evening's figures: per endpoint the count, p50 / p95 / max latency and errors by code under
// load, each latency's ratio to the same request sent alone earlier in the run, and p95 again
// without the requests the evening sends racing a twin on the same documents (see below); the store's
// transactions per endpoint (retries, reads, writes: functions/src/storeUsage.ts); the listeners'
// reads; the checks' totals named `lost`, `doubled` and `5xx`. Printed and written as JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { quantile } from '../quantile.mjs';
import { round } from '../round.mjs';

export const P95_RATIO_GOAL = 3;
const LOCK_TIMEOUT_MS = 25_000;

function latencies(calls) {
  const sorted = calls.map((call) => call.ms).sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? null };
}

export function endpointFigures(calls) {
  const endpoints = {};
  // The seed's and the settling's requests are the run's own, not the evening's.
  const names = [...new Set(calls.map((call) => call.endpoint))].filter(
    (name) => name !== 'seed' && name !== 'settle',
  );
  for (const name of names) {
    const loaded = calls.filter((call) => call.endpoint === name && call.phase === 'evening');
    const alone = calls.filter((call) => call.endpoint === name && call.phase === 'alone');
    if (loaded.length === 0) continue;
    const under = latencies(loaded);
    const base = latencies(alone).p50;
    const ratio = (value) => (base ? round(value / base, 2) : null);
    const errors = {};
    for (const call of loaded) if (call.code) errors[call.code] = (errors[call.code] ?? 0) + 1;
    // A request racing its twin (the same change twice at once, two managers on the same orders)
    // meets it on a document both read and then write. Firestore resolves that at once (the
    // older transaction wins; the younger runs again after transactionRuns.ts's short pause); the
    // emulator only when its 2 s lock timeout ends one of them, and both requests wait it out.
    // So the races set p95 here; `p95NotRacing` is the rest of the evening under the same load.
    const notRacing = latencies(loaded.filter((call) => !call.racing)).p95;
    endpoints[name] = {
      count: loaded.length,
      racing: loaded.filter((call) => call.racing).length,
      p50Ms: round(under.p50),
      p95Ms: round(under.p95),
      maxMs: round(under.max),
      errors,
      aloneCount: alone.length,
      aloneP50Ms: round(base),
      p50Ratio: ratio(under.p50),
      p95Ratio: ratio(under.p95),
      maxRatio: ratio(under.max),
      p95NotRacingMs: round(notRacing),
      p95NotRacingRatio: notRacing === null ? null : ratio(notRacing),
    };
  }
  return endpoints;
}

/** The usage file's lines summed per scope (an endpoint's path, or the trigger). */
export function storeUsage(file, calls) {
  const scopes = {};
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of lines) {
    const { scope, attempts, reads, writes, ms, create, outside } = JSON.parse(line);
    const sum = (scopes[scope] ??= {
      transactions: 0,
      creates: 0,
      retries: 0,
      reads: 0,
      writes: 0,
      maxMs: 0,
      stalled: 0,
    });
    // A create outside a transaction (a key claimed: backend/core/store.ts) is one write.
    // A read or a conditional write outside one (a position's) is neither: its reads and writes.
    if (create === true) sum.creates += 1;
    else if (outside !== true) sum.transactions += 1;
    // The Firestore emulator ends transactions waiting on each other only at its 30 s lock
    // timeout (firebase-tools#2452, #6758); production decides at once.
    if (ms >= LOCK_TIMEOUT_MS) sum.stalled += 1;
    sum.maxMs = Math.max(sum.maxMs, ms);
    sum.retries += Math.max(0, attempts - 1);
    sum.reads += reads;
    sum.writes += writes;
  }
  for (const [scope, sum] of Object.entries(scopes)) {
    // Requests the server handled: every answered call to that path (aborted ones may have run too).
    const requests = calls.filter((call) => call.path === scope && call.status > 0).length;
    sum.requests = requests;
    sum.readsPerRequest = requests ? round(sum.reads / requests, 2) : null;
    sum.writesPerRequest = requests ? round(sum.writes / requests, 2) : null;
  }
  return scopes;
}

function table(endpoints) {
  const rows = Object.entries(endpoints).map(([name, e]) =>
    [
      name.padEnd(28),
      String(e.count).padStart(6),
      `${e.p50Ms}`.padStart(7),
      `${e.p95Ms}`.padStart(7),
      `${e.maxMs}`.padStart(7),
      `${e.aloneP50Ms}`.padStart(7),
      `${e.p95Ratio}×`.padStart(7),
      `${e.racing}`.padStart(6),
      `${e.p95NotRacingRatio ?? '–'}×`.padStart(11),
      Object.entries(e.errors)
        .map(([code, n]) => `${code} ${n}`)
        .join(', '),
    ].join(' '),
  );
  const head = `${'endpoint'.padEnd(28)}  count  p50 ms  p95 ms  max ms alone50  p95/alone racing not racing  errors`;
  return [head, ...rows].join('\n');
}

/**
 * Firestore reads and writes per unit of the evening's work (docs/deploy.md's cost table): per
 * status change applied, per order assigned, per order in, per position, per trigger run.
 */
export function costPerUnit(transactions, units) {
  const per = (scopes, count) => {
    const sum = (field) =>
      scopes.reduce((total, scope) => total + (transactions[scope]?.[field] ?? 0), 0);
    return count
      ? { reads: round(sum('reads') / count, 2), writes: round(sum('writes') / count, 2), count }
      : null;
  };
  return {
    statusChange: per(['/order/deliveryupdate'], units.statusChanges),
    assignment: per(['/desk/assign'], units.assignments),
    orderIn: per(['/orders/intake', '/desk/orders'], units.ordersIn),
    position: per(['/driver/position'], units.positions),
    triggerRun: per(['pushOnAssignment'], transactions.pushOnAssignment?.transactions ?? 0),
  };
}

/** The slowest requests of the evening, with when they started (seconds into it). */
export function slowest(calls, startAt, count = 8) {
  return [...calls]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((call) => ({
      endpoint: call.endpoint,
      ms: round(call.ms),
      startedAtS: round((call.at - startAt) / 1000, 1),
      status: call.status,
    }));
}

/** The report as its file holds it (`load.json`): written by the evening, added to by run.mjs. */
export function writeReportFile(out, report) {
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
}

export function writeLoadReport(out, report) {
  writeReportFile(out, report);
  const { checks } = report;
  console.log(`\n${table(report.endpoints)}`);
  console.log(
    `\nlost ${report.lost}, doubled ${report.doubled}, 5xx ${report['5xx']}; ` +
      `silent overwrites ${checks.silentOverwrites}, keys in-progress ${checks.inProgress}; ` +
      `transaction retries ${report.transactionRetries}, stalled on the emulator's lock timeout ${report.transactionsStalled}; ` +
      `one race on one document ${report.race.ms} ms (${report.race.aborted} of ${2 * report.race.rounds} aborted${report.race.abortedWith ? `: ${report.race.abortedWith}` : ''}); ` +
      `listeners read ${report.listeners.desk} (desks) + ${report.listeners.phones} (phones)`,
  );
  console.log(
    `${checks.statusChanges} status changes, ${checks.ordersAssigned} orders assigned, ` +
      `${checks.ordersIn} orders in, ${checks.orderNumbers} order numbers, ` +
      `${checks.updatesChecked} answered updated (${checks.updatesNotHeld} not holding what was sent); ` +
      `evening ${report.eveningSeconds} s, whole run ${report.runSeconds} s. Written: ${out}`,
  );
  for (const problem of checks.problems.slice(0, 20)) console.log(`  ✗ ${problem}`);
}
