import type { DemoServicesOptions } from './world';

// Bench-only (docs/performance.md): the query a bench build reads, `?benchSeed=N` (N open orders
// for the dispatcher, in a database of their own) and `?benchFast=1` (no simulated latencies),
// shared by the driver app's bench seed (benchSeed.ts) and the desk's (deskBenchSeed.ts). Only
// those two import it, each behind `import.meta.env.VITE_BENCH === 'true'`.

/** Above this the seed takes longer than the bench is willing to wait. */
export const MAX_BENCH_ORDERS = 20_000;
export const BENCH_DELIVERED_COUNT = 4;

export function benchDemoOptions(search: string): DemoServicesOptions {
  const params = new URLSearchParams(search);
  const options: DemoServicesOptions = {};
  const seed = Number(params.get('benchSeed'));
  if (Number.isInteger(seed) && seed > 0 && seed <= MAX_BENCH_ORDERS) {
    // A database per size: the demo seeds once per day and would otherwise keep the first size.
    options.dbName = `dispatch-bench-${seed}`;
    options.dataset = { openCount: seed, deliveredCount: BENCH_DELIVERED_COUNT };
  }
  if (params.get('benchFast') === '1') {
    options.latencyMs = 0;
    options.backendDelayMs = 0;
  }
  return options;
}

/** Where the tab remembers its bench query, so reloads and in-app links keep the same data. */
export const BENCH_QUERY_KEY = 'dispatch-bench:query';

/** This load's bench query, or the one the tab remembered from an earlier load. */
export function rememberedBenchQuery(search: string): string {
  try {
    if (new URLSearchParams(search).has('benchSeed'))
      sessionStorage.setItem(BENCH_QUERY_KEY, search);
    return sessionStorage.getItem(BENCH_QUERY_KEY) ?? search;
  } catch {
    return search; // No sessionStorage: the query of this load only.
  }
}
