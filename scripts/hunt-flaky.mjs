#!/usr/bin/env node
// `npm run hunt-flaky -- [options] [-- command …]`: runs a test command N times, optionally with
// every core kept busy by low-priority loops, and prints how many runs passed
// (docs/testing.md#hunting-a-flaky-test). A test that fails once here fails in CI one day.
//
//   --runs=N      how many runs (default 5)
//   --load=N      busy loops beside the runs, each `nice -n 19` (default: one per core; 0: none)
//   --suite=NAME  a preset command: unit (Vitest, shuffled, a new seed each run) or journeys
//                 (the timing-sensitive Playwright journeys, needs `npm run build` first)
//   -- command    any other command, e.g. -- npx vitest run tests/components/desk; after a
//                 --suite, more arguments for its command, e.g. -- --repeat-each=5
//
// Each failed run's output is kept in flaky-runs/run-<n>.log, and what Playwright kept of it
// (screenshots, traces) in flaky-runs/run-<n>/: outside test-results/, which the next Playwright
// run empties. Exit code 1 if any failed.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TIMING_JOURNEYS = [
  'tests/e2e/push.spec.ts',
  'tests/e2e/pushOrder.spec.ts',
  'tests/e2e/outbox.spec.ts',
  'tests/e2e/outcomes.spec.ts',
  'tests/e2e/deskLive.spec.ts',
  'tests/e2e/deskFirstFrame.spec.ts',
  'tests/e2e/firstFrame.spec.ts',
];

const SUITES = {
  unit: () => ['npx', 'vitest', 'run', '--sequence.shuffle', `--sequence.seed=${Date.now()}`],
  journeys: () => ['npx', 'playwright', 'test', ...TIMING_JOURNEYS],
};

function parseArgs(argv) {
  const split = argv.indexOf('--');
  const options = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  const value = (name) => options.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const runs = Number(value('runs') ?? 5);
  const load = Number(value('load') ?? availableParallelism());
  const suite = value('suite');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  if (!Number.isInteger(load) || load < 0) throw new Error('--load must be a whole number ≥ 0');
  if (suite !== undefined && !(suite in SUITES)) {
    throw new Error(`--suite must be one of: ${Object.keys(SUITES).join(', ')}`);
  }
  if (suite === undefined && command.length === 0) {
    throw new Error('give --suite=unit, --suite=journeys or a command after --');
  }
  // After a preset, what follows `--` is added to its command (--repeat-each=5, a file…).
  return { runs, load, commandFor: () => (suite ? [...SUITES[suite](), ...command] : command) };
}

/** A low-priority loop on one core, until killed. */
function busyLoop() {
  return spawn('nice', ['-n', '19', process.execPath, '-e', 'for(;;){}'], { stdio: 'ignore' });
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      env: { ...process.env, CI: process.env.CI ?? 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`hunt-flaky: ${error.message}`);
  process.exit(2);
}
const loops = Array.from({ length: options.load }, busyLoop);
const stopLoops = () => loops.forEach((loop) => loop.kill('SIGKILL'));
process.on('SIGINT', () => {
  stopLoops();
  process.exit(130);
});

/** Where failed runs are kept, emptied at the start: one hunt's failures at a time. */
const KEPT = 'flaky-runs';
rmSync(KEPT, { recursive: true, force: true });
mkdirSync(KEPT, { recursive: true });

let passed = 0;
try {
  for (let n = 1; n <= options.runs; n += 1) {
    const command = options.commandFor();
    const started = Date.now();
    const { code, output } = await run(command);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (code === 0) {
      passed += 1;
      console.log(`run ${n}/${options.runs}: passed (${seconds} s)`);
    } else {
      const log = `${KEPT}/run-${n}.log`;
      writeFileSync(log, `$ ${command.join(' ')}\n${output}`);
      if (existsSync('test-results'))
        cpSync('test-results', `${KEPT}/run-${n}`, { recursive: true });
      console.log(`run ${n}/${options.runs}: FAILED (${seconds} s), output in ${log}`);
    }
  }
} finally {
  stopLoops();
}
console.log(`\n${passed} of ${options.runs} runs passed (with ${options.load} busy loop(s)).`);
process.exit(passed === options.runs ? 0 : 1);
