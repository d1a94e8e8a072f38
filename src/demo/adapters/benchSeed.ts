import type { DemoConfig } from '@/config/env';
import { withSoakFaults } from '@/demo/server/soakFaults';
import { benchDemoOptions, rememberedBenchQuery } from './benchQuery';
import { createDemoServices, type DemoServices } from './index';

// Bench-only (docs/performance.md): a bench build (VITE_BENCH=true) reads `?benchSeed=N` to seed
// N open orders for the dispatcher into a database of its own, and `?benchFast=1` to drop the
// simulated latencies so the scale section times the app rather than the demo's pauses (the
// query: benchQuery.ts).
// Production builds never contain this module: services/index.ts imports it only behind
// `import.meta.env.VITE_BENCH === 'true'`, which the bundler folds to false in them.

declare global {
  interface Window {
    /** The bench reaches the demo services here (bench builds only). */
    __dispatchBench?: { services: DemoServices };
  }
}

export async function createBenchDemoServices(
  config: DemoConfig,
  search: string,
): Promise<DemoServices> {
  const query = rememberedBenchQuery(search);
  const demo = await createDemoServices(config, benchDemoOptions(query));
  // The shift soak (scripts/soak/): the backend with its fault switches and its record.
  const services = new URLSearchParams(query).has('soak')
    ? { ...demo, dispatchApi: withSoakFaults(demo.dispatchApi, demo.db) }
    : demo;
  window.__dispatchBench = { services };
  return services;
}
