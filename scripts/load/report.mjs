// The evening's figures: per endpoint the count, p50 / p95 / max latency and errors by code under
// load, each latency's ratio to the same request sent alone earlier in the run; the store's
// transactions per endpoint (retries, reads, writes: functions/src/storeUsage.ts); the listeners'
// reads; the checks' totals named `lost`, `doubled` and `5xx`. Printed and written as JSON.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const P95_RATIO_GOAL = 3;

function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const round = (value, digits = 0) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function latencies(calls) {
  const sorted = calls.map((call) => call.ms).sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? null };
}

export function endpointFigures(calls) {
  const endpoints = {};
  const names = [...new Set(calls.map((call) => call.endpoint))].filter((name) => name !== 'seed');
  for (const name of names) {
    const loaded = calls.filter((call) => call.endpoint === name && call.phase === 'evening');
    const alone = calls.filter((call) => call.endpoint === name && call.phase === 'alone');
    if (loaded.length === 0) continue;
    const under = latencies(loaded);
    const base = latencies(alone).p50;
    const ratio = (value) => (base ? round(value / base, 2) : null);
    const errors = {};
    for (const call of loaded) if (call.code) errors[call.code] = (errors[call.code] ?? 0) + 1;
    endpoints[name] = {
      count: loaded.length,
      p50Ms: round(under.p50),
      p95Ms: round(under.p95),
      maxMs: round(under.max),
      errors,
      aloneCount: alone.length,
      aloneP50Ms: round(base),
      p50Ratio: ratio(under.p50),
      p95Ratio: ratio(under.p95),
      maxRatio: ratio(under.max),
    };
  }
  return endpoints;
}

/** The usage file's lines summed per scope (an endpoint's path, or the trigger). */
export function storeUsage(file, calls) {
  const scopes = {};
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of lines) {
    const { scope, attempts, reads, writes } = JSON.parse(line);
    const sum = (scopes[scope] ??= { transactions: 0, retries: 0, reads: 0, writes: 0 });
    sum.transactions += 1;
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
      Object.entries(e.errors)
        .map(([code, n]) => `${code} ${n}`)
        .join(', '),
    ].join(' '),
  );
  const head = `${'endpoint'.padEnd(28)}  count  p50 ms  p95 ms  max ms alone50  p95/alone  errors`;
  return [head, ...rows].join('\n');
}

export function writeLoadReport(out, report) {
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  const { checks } = report;
  console.log(`\n${table(report.endpoints)}`);
  console.log(
    `\nlost ${report.lost}, doubled ${report.doubled}, 5xx ${report['5xx']}; ` +
      `silent overwrites ${checks.silentOverwrites}, keys in-progress ${checks.inProgress}; ` +
      `transaction retries ${report.transactionRetries}; ` +
      `listeners read ${report.listeners.desk} (desks) + ${report.listeners.phones} (phones)`,
  );
  console.log(
    `${checks.statusChanges} status changes, ${checks.ordersAssigned} orders assigned, ` +
      `${checks.ordersIn} orders in, ${checks.orderNumbers} order numbers; ` +
      `evening ${report.eveningSeconds} s, whole run ${report.runSeconds} s. Written: ${out}`,
  );
  for (const problem of checks.problems.slice(0, 20)) console.log(`  ✗ ${problem}`);
}
