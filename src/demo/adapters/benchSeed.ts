import type { DemoConfig } from '@/config/env';
import { withSoakFaults } from '@/demo/server/soakFaults';
import { createDemoServices, type DemoServices, type DemoServicesOptions } from './index';

// Bench-only (docs/performance.md): a bench build (VITE_BENCH=true) reads `?benchSeed=N` to seed
// N open orders for the dispatcher into a database of its own, and `?benchFast=1` to drop the
// simulated latencies so the scale section times the app rather than the demo's pauses.
// Production builds never contain this module: services/index.ts imports it only behind
// `import.meta.env.VITE_BENCH === 'true'`, which the bundler folds to false in them.

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

declare global {
  interface Window {
    /** The bench reaches the demo services here (bench builds only). */
    __dispatchBench?: { services: DemoServices };
  }
}

/** Where the tab remembers its bench query, so reloads and in-app links keep the same data. */
export const BENCH_QUERY_KEY = 'dispatch-bench:query';

function rememberedQuery(search: string): string {
  try {
    if (new URLSearchParams(search).has('benchSeed'))
      sessionStorage.setItem(BENCH_QUERY_KEY, search);
    return sessionStorage.getItem(BENCH_QUERY_KEY) ?? search;
  } catch {
    return search; // No sessionStorage: the query of this load only.
  }
}

export async function createBenchDemoServices(
  config: DemoConfig,
  search: string,
): Promise<DemoServices> {
  const query = rememberedQuery(search);
  const demo = await createDemoServices(config, benchDemoOptions(query));
  // The shift soak (scripts/soak/): the backend with its fault switches and its record.
  const services = new URLSearchParams(query).has('soak')
    ? { ...demo, dispatchApi: withSoakFaults(demo.dispatchApi, demo.db) }
    : demo;
  window.__dispatchBench = { services };
  return services;
}
