#!/usr/bin/env node
// The work that runWithEmulators (scripts/emulatorStack.mjs) runs inside `firebase
// emulators:exec`: the command in DISPATCH_EMULATOR_WORK, in a process group of its own, with
// this process's id written to DISPATCH_EMULATOR_WORK_PID_FILE. Why: emulators:exec stops its
// emulators only when its script ends (it has no handler of its own for SIGINT or SIGTERM, and
// the Java emulators it starts are in groups of their own, so killing it leaves them running).
// So a run that is interrupted ends the work: runWithEmulators sends this process SIGTERM, which
// ends the whole command (its shell, vitest, Playwright…), and emulators:exec then stops the
// emulators as after any script.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const command = process.env.DISPATCH_EMULATOR_WORK;
const pidFile = process.env.DISPATCH_EMULATOR_WORK_PID_FILE;
if (!command || !pidFile) {
  console.error('emulatorWork.mjs: DISPATCH_EMULATOR_WORK and its PID_FILE are needed.');
  process.exit(2);
}
const work = spawn(command, {
  shell: true,
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
});
writeFileSync(pidFile, String(process.pid));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    try {
      process.kill(-work.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
}
work.on('close', (code, signal) => process.exit(signal ? 143 : (code ?? 1)));
