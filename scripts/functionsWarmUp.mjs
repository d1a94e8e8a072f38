#!/usr/bin/env node
// Before the contract suite (scripts/backend-tests.mjs, inside `firebase emulators:exec`): starts
// the Functions emulator's workers for `api`, as many as it runs requests at once
// (FUNCTIONS_EMULATOR_PARALLEL), by sending that many preflights at once; each is answered by a
// worker of its own, which then stays, idle, for the tests. So the workers' start (a Node process
// each, slow on a busy two-core machine) is paid here once, and the suite's concurrent calls meet
// warm workers, and each other.
const url = process.env.BACKEND_FUNCTIONS_URL;
const workers = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL);
if (!url || !(workers > 0)) {
  console.error(
    'functionsWarmUp.mjs: BACKEND_FUNCTIONS_URL and FUNCTIONS_EMULATOR_PARALLEL are needed.',
  );
  process.exit(2);
}
const started = Date.now();
const answers = await Promise.allSettled(
  Array.from({ length: workers }, () =>
    fetch(`${url}/order/deliveryupdate`, {
      method: 'OPTIONS',
      signal: AbortSignal.timeout(180_000),
    }),
  ),
);
const failed = answers.filter((answer) => answer.status === 'rejected');
if (failed.length > 0) {
  console.error(
    `The Functions emulator did not answer ${failed.length} of ${workers} preflights:`,
    failed[0].reason,
  );
  process.exit(1);
}
console.log(
  `${workers} workers of the api function ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
