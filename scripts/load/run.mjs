#!/usr/bin/env node
// `npm run load` (docs/performance.md#a-busy-evening): a busy evening on the real backend. Starts
// the Auth, Firestore and Functions emulators on free ports (scripts/emulatorStack.mjs), the
// functions on Firestore in the emulator's concurrent mode (a worker per request at once, as Cloud
// Functions' instances), and runs the evening inside them (evening.mjs): its checks, its report
// (bench/results/load.json). Exits 1 when a check fails, 2 on bad options.
//
//   npm run load                                   40 drivers, 400 orders in, 2½ minutes
//   npm run load -- --drivers 10 --orders 100 --minutes 0.5 --import 200
//   npm run test:load                              --short: 8 drivers, 45 s (a step of npm test)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emulatorPorts, functionsApiUrl, runWithEmulators } from '../emulatorStack.mjs';
import { firestoreEmulator, firestoreUnavailable } from '../firestoreEmulatorSupport.mjs';
import { createFunctionsTimeline, timelineFigures, timelineLine } from './functionsTimeline.mjs';
import { readLoadOptions, toEnv } from './options.mjs';
import { writeReportFile } from './report.mjs';

const PROJECT = 'demo-dispatch-load';
const CONFIG_FILE = 'firebase.load.generated.json';

let options;
try {
  options = readLoadOptions(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const started = Date.now();
const firestore = firestoreEmulator();
const noFirestore = firestoreUnavailable(firestore);
if (noFirestore !== null && options.short) {
  // A step of npm test, as the rules tests: said loudly, exit 0, never reported as passed.
  const line = '='.repeat(78);
  console.log(
    `\n${line}\nSKIPPED: the short busy evening did NOT run (neither passed nor failed).\n` +
      `Reason: the Firestore emulator cannot run here: ${noFirestore}.\n${line}\n`,
  );
  process.exit(0);
}
if (noFirestore !== null) {
  console.error(
    `The load run needs the Firestore emulator, which cannot run here: ${noFirestore}.`,
  );
  process.exit(1);
}
const build = spawnSync(process.execPath, ['scripts/build-functions.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const ports = await emulatorPorts('LOAD');
const usageFile = path.join(tmpdir(), `dispatch-load-usage-${process.pid}.jsonl`);
const node = `"${process.execPath}"`;
// The functions' logs (a line per request) would drown the report: kept out of the terminal,
// and timed for the report's figures of what the Functions emulator ran (functionsTimeline.mjs).
const printed = [];
const timeline = createFunctionsTimeline();
let status;
try {
  status = await runWithEmulators(
    {
      configFile: CONFIG_FILE,
      ports,
      project: PROJECT,
      firestore,
      // As the contract suite (scripts/backend-tests.mjs): ten workers at once, started first.
      functionsWorkers: 10,
      warmUpFunctions: true,
      env: {
        ...toEnv(options),
        // No Google Cloud metadata server here: firebase-tools and firebase-admin need not look.
        METADATA_SERVER_DETECTION: 'none',
        BACKEND_FUNCTIONS_URL: functionsApiUrl(ports, PROJECT),
        BACKEND_PROJECT: PROJECT,
        LOAD_STARTED_AT: String(started),
        // The functions count their transactions' reads, writes and retries here (storeUsage.ts).
        DISPATCH_STORE_USAGE_FILE: usageFile,
      },
      onOutput: (chunk, stream) => {
        timeline.take(chunk, stream);
        return stream === 'stdout' ? printed.push(chunk) : process.stderr.write(chunk);
      },
    },
    `${node} scripts/load/evening.mjs`,
  );
  const lines = Buffer.concat(printed).toString().split('\n');
  // What evening.mjs printed, without the emulators' and functions' own lines.
  const own = lines.filter((line) => !/^(i |✔ |⚠ |>|\s*$|Serving at port)/.test(line));
  // The functions' own errors (logError: "<route> failed") stay: they say what a 500 was.
  const errors = lines.filter((line) => /^>.*(failed|"severity":"ERROR")/.test(line));
  if (errors.length > 0) console.log(errors.slice(0, 20).join('\n'));
  console.log(own.join('\n'));
  if (status !== 0) console.log(lines.slice(-60).join('\n'));
  addTimeline(timelineFigures(timeline.events, started));
} finally {
  rmSync(usageFile, { force: true });
}
/** The emulator's figures, printed and added to this run's report (when the evening wrote one). */
function addTimeline(figures) {
  console.log(timelineLine(figures));
  if (!existsSync(options.out)) return;
  const report = JSON.parse(readFileSync(options.out, 'utf8'));
  if (!(Date.parse(report.at) >= started)) return; // An earlier run's.
  writeReportFile(options.out, { ...report, functionsEmulator: figures });
}

console.log(
  `\nLoad run ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s.`,
);
process.exit(status);
