// The end of a run: bench/results/latest.json (every figure, the runs behind it, the machine),
// the table printed, and the same table as markdown in latest.md for docs/performance.md.
import console from 'node:console';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { BASELINE_RATIO_TARGETS, withBaselineRatios } from './baseline.mjs';
import { verdict } from './format.mjs';
import { round } from './lib.mjs';

/** The machine, for latest.json: a high load average explains slow, noisy timings. */
export function describeMachine(browser, chromiumPath) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: round(os.totalmem() / 2 ** 30, 1),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: browser?.version() ?? `not started (${chromiumPath})`,
    // The machine may be shared: a high load average explains slow, noisy timings.
    loadAverageAtStart: os.loadavg().map((value) => round(value, 2)),
  };
}

/** Writes latest.json and latest.md and prints the table, for the run `bench` (runner.mjs). */
export function writeReport(bench) {
  const { results, options } = bench;
  results.date = new Date().toISOString();
  results.durationSeconds = Math.round((Date.now() - bench.started) / 1000);
  results.machine.loadAverageAtEnd = os.loadavg().map((value) => round(value, 2));
  let rows = bench.rows;
  if (options.baselineRev) {
    rows = withBaselineRatios(rows, bench.baselineRows, BASELINE_RATIO_TARGETS, verdict);
    results.baseline.sections = bench.baselineResults.sections;
  }
  results.rows = rows;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);

  const columns = options.baselineRev
    ? ['section', 'measure', 'value', 'baseline', 'ratio', 'target', 'verdict']
    : ['section', 'measure', 'value', 'target', 'verdict'];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  const machine = results.machine;
  console.log('');
  console.log(
    `Dispatch benchmark, ${results.date} — ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}, Chromium ${machine.chromium}`,
  );
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => r[c])));

  // The same table as markdown, for docs/performance.md and the README.
  const md = (cell) => String(cell).replaceAll('|', '\\|');
  const markdown = [
    `Measured ${results.date.slice(0, 10)} on ${machine.cpus} cores (${machine.cpuModel}), ` +
      `${machine.memoryGB} GB, ${machine.os}, Node ${machine.node}, ` +
      `Chromium ${machine.chromium}; the run took ${results.durationSeconds} s ` +
      `(1-minute load average ${machine.loadAverageAtStart[0]} at the start, ` +
      `${machine.loadAverageAtEnd[0]} at the end).`,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => md(r[c])).join(' | ')} |`),
    '',
  ].join('\n');
  writeFileSync('bench/results/latest.md', markdown);
  console.log(
    `\nbench: done in ${results.durationSeconds} s; wrote bench/results/latest.json and latest.md`,
  );
}
