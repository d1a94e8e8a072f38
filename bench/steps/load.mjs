// Section 15: a busy evening on the real backend (`npm run load`, scripts/load): the functions on
// the Firestore emulator under drivers, managers, the shop's tills and an import at once. Runs
// the load of this checkout only (with --baseline it says so and measures nothing): its own
// emulators, about four minutes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import process from 'node:process';

const OUT = 'bench/results/load.json';

function runLoad() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/load/run.mjs', '--out', OUT], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    // Exit 1 is a failed check: the report is still written and its rows say which.
    child.on('exit', (code) =>
      code === 0 || code === 1 ? resolve(code) : reject(new Error(`npm run load exited ${code}`)),
    );
  });
}

/** 15. The evening's goals and each endpoint's p95 under load against alone. */
export async function load(bench) {
  const label = '15. Backend: a busy evening (npm run load, Firestore emulator)';
  const outcome = await bench.attempt(label, async () => {
    if (bench.baseline.commit) return { notMeasurable: 'the load run measures this checkout only' };
    await runLoad();
    return JSON.parse(readFileSync(OUT, 'utf8'));
  });
  bench.results.sections.load = outcome.value ?? outcome;
  const r = outcome.value;
  if (outcome.error || r?.notMeasurable) {
    bench.failedRow(label, outcome.error ? outcome : r);
    return;
  }
  for (const total of ['lost', 'doubled', '5xx']) {
    bench.row(label, total, String(r[total]), '0', r[total] === 0);
  }
  for (const [name, e] of Object.entries(r.endpoints)) {
    bench.row(
      label,
      `${name}: p95 under load / alone (${e.count} requests)`,
      `${e.p95Ratio}× (${e.p95Ms} ms / ${e.aloneP50Ms} ms)`,
      '≤ 3×',
      e.p95Ratio !== null && e.p95Ratio <= 3,
    );
    // What the races cost on the emulator (scripts/load/report.mjs): the rest, under that load.
    bench.row(
      label,
      `${name}: the same, without its ${e.racing} requests racing a twin`,
      `${e.p95NotRacingRatio}× (${e.p95NotRacingMs} ms)`,
    );
  }
  bench.row(label, 'transaction retries', String(r.transactionRetries));
  bench.row(label, 'the evening / the whole run', `${r.eveningSeconds} s / ${r.runSeconds} s`);
}
