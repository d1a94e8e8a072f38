// The soak's report: a table on the console and bench/results/soak.json (every figure, every
// fault, every problem).
import { mkdirSync, writeFileSync } from 'node:fs';
import { root, short, SIZE } from './options.mjs';

const mb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(1)} MB`);

function faultsText(f) {
  if (!f) return '—';
  return (
    `offline ${f.offline} (+${f.flaps} flaps), slow ${f.slow}, failing ${f.failing}, lossy ${f.lossy}; ` +
    `${f.failedCalls} calls failed, ${f.lostAnswers} answers lost, ${f.poisonedCalls} poisoned; ` +
    `${f.reloadsMidSend} reloads mid-send, ${f.clockJumps} clock jumps, ${f.secondTab} second tab`
  );
}

export function report(results, taps) {
  const drain = results.drain;
  const poison = results.poison;
  const rows = [
    ['status changes (undone)', `${results.changes ?? taps.length} (${results.undone ?? '—'})`],
    ['changes made offline', results.tappedOffline],
    ['orders (arrived during the shift)', `${results.orders} (${results.ordersArrived})`],
    ['proof photos', results.photos],
    ['faults injected', faultsText(results.faults)],
    ['backend calls (retries)', `${results.calls} (${results.retries})`],
    ['duplicates', results.duplicates],
    ['lost', results.lost],
    [
      'outbox empty after the network returned',
      drain
        ? `p50 ${drain.p50 ?? '—'} s, max ${drain.max ?? '—'} s over ${drain.returns} returns (${drain.interrupted} cut short by the next drop)`
        : '—',
    ],
    [
      'poison order',
      poison
        ? `#${poison.orderNumber}: ${poison.entries.length} changes held, ${poison.listed.length} in the sheet; the others drained: ${poison.othersDrained ? 'yes' : 'no'}`
        : 'off',
    ],
    [
      'heap start → end',
      `${mb(results.heapStart)} → ${mb(results.heapEnd)} (${results.heapGrowthPercent ?? '—'} %)`,
    ],
    [
      'heap without compiled code',
      results.heapStartDetail && results.heapEndDetail
        ? `${mb(results.heapStartDetail.objects)} → ${mb(results.heapEndDetail.objects)} (${results.heapWithoutCodeGrowthPercent} %)`
        : '—',
    ],
    [
      'heap, fresh start on the same data',
      `${mb(results.heapFresh)} (end is ${results.heapBeyondFreshPercent ?? '—'} % above it)`,
    ],
    ['storage start → end', `${mb(results.storageStart)} → ${mb(results.storageEnd)}`],
    ['minutes', results.minutes],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\nshift soak (${short ? 'short' : `${SIZE.changes} changes`})`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(`${root}bench/results/soak.json`, `${JSON.stringify(results, null, 2)}\n`);
  const { problems } = results;
  if (problems.length > 0) {
    console.error(`\nsoak FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return false;
  }
  console.log('\nsoak passed: nothing lost, nothing sent twice, the phone left clean.');
  return true;
}
