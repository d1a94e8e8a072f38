// The bench's switches (run.mjs documents them): the command line and the environment, read once.

/** What `npm run bench -- <args>` asked for, with BENCH_* from `env`. */
export function readOptions(args, env) {
  const skipBuild = args.includes('--skip-build');
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .map(Number);
  const baselineAt = args.findIndex((a) => a === '--baseline' || a.startsWith('--baseline='));
  const baselineRev =
    baselineAt < 0
      ? null
      : args[baselineAt].includes('=')
        ? args[baselineAt].slice('--baseline='.length)
        : args[baselineAt + 1];
  if (baselineAt >= 0 && !baselineRev) throw new Error('--baseline needs a git revision');
  return {
    skipBuild,
    only,
    /** Whether section `number` is to run (all of them without --only). */
    runs: (number) => !only || only.includes(number),
    baselineRev,
    firstPort: Number(env.BENCH_PORT ?? 4186),
    scaleCounts: (env.BENCH_SCALE ?? '100,1000,5000').split(',').map(Number),
    warmReloads: Math.max(1, Number(env.BENCH_RELOADS ?? 5) || 5),
    // 15 realtime changes a round: with 5, the median moved ±15 % between runs (issue 35).
    scaleChanges: Math.max(1, Number(env.BENCH_CHANGES ?? 15) || 15),
    benchRounds: Math.max(1, Number(env.BENCH_ROUNDS ?? 3) || 3),
    // Section 11, the desk: a day of BENCH_DESK_ORDERS open orders among BENCH_DESK_DRIVERS
    // drivers, and BENCH_DESK_RUNS timed assignments and realtime changes.
    deskOrders: Math.max(1, Number(env.BENCH_DESK_ORDERS ?? 1000) || 1000),
    deskDrivers: Math.max(1, Number(env.BENCH_DESK_DRIVERS ?? 40) || 40),
    deskRuns: Math.max(1, Number(env.BENCH_DESK_RUNS ?? 9) || 9),
  };
}
