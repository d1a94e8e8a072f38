// `npm test`: every test command, in order, stopping at the first that fails
// (docs/testing.md#the-commands), then how long each took, so that where CI's time goes is on
// every run's last screen.
import { spawnSync } from 'node:child_process';
import { TEST_STEPS } from './testSteps.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took = [];
const started = Date.now();

function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function report(failed) {
  console.log('\n== npm test: each step (min:s)');
  for (const { step, ms } of took) console.log(`  ${minutes(ms).padStart(6)}  ${step}`);
  console.log(`  ${minutes(Date.now() - started).padStart(6)}  in all`);
  if (failed !== null) console.log(`== npm test FAILED at ${failed}`);
}

for (const step of TEST_STEPS) {
  const stepStarted = Date.now();
  const result = spawnSync(npm, ['run', step], { stdio: 'inherit' });
  took.push({ step, ms: Date.now() - stepStarted });
  if (result.status !== 0) {
    report(step);
    process.exit(result.status ?? 1);
  }
}
report(null);
