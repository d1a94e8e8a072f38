import type { AppConfig } from '../config/env';
import type { Services } from './ports';

export * from './ports';
export { watchTodaysOrders, browserDayWindowEnvironment } from './todaysOrders';

/**
 * Loads the adapters for the configured mode. Each set lives in its own chunk, so a demo build
 * never downloads Firebase and the Firebase build loads Firestore only after sign-in.
 */
export async function loadServices(config: AppConfig): Promise<Services> {
  if (config.mode === 'demo') {
    // Bench builds only (VITE_BENCH=true, docs/performance.md). The one read of import.meta.env
    // outside config/env.ts, on purpose: only a literal at the import site lets the bundler
    // drop this branch, and the bench seed's chunk with it, from every other build.
    if (import.meta.env.VITE_BENCH === 'true') {
      const { createBenchDemoServices } = await import('./demo/benchSeed');
      return createBenchDemoServices(config, window.location.search);
    }
    const { createDemoServices } = await import('./demo');
    return createDemoServices(config);
  }
  const { createFirebaseServices } = await import('./firebase');
  return createFirebaseServices(config);
}
