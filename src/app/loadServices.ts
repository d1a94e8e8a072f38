import type { AppConfig } from '@/config/env';
import { DEMO_ACCOUNTS_ON_LOGIN } from '@/demo/server/accounts';
import type { SampleData, Services } from '@/services/ports';

/**
 * Loads the adapters for the configured mode, each set in its own chunk. A build holds only its
 * own mode's set: the literal `import.meta.env.VITE_FIREBASE_API_KEY` (replaced at build time)
 * lets the bundler drop the other branch, so a demo build neither loads nor precaches Firebase,
 * and the Firebase build carries no demo code. The key alone is enough to tell the modes apart
 * here: a build with only some Firebase variables stops at the configuration error screen.
 */
export async function loadServices(config: AppConfig): Promise<Services> {
  if (!import.meta.env.VITE_FIREBASE_API_KEY && config.mode === 'demo') {
    // Bench builds only (VITE_BENCH=true, docs/performance.md); a literal here too, so that
    // every other build drops the bench seed's chunk.
    if (import.meta.env.VITE_BENCH === 'true') {
      const { createBenchDemoServices } = await import('@/demo/adapters/benchSeed');
      return createBenchDemoServices(config, window.location.search);
    }
    const { createDemoServices } = await import('@/demo/adapters');
    return createDemoServices(config);
  }
  if (import.meta.env.VITE_FIREBASE_API_KEY && config.mode === 'firebase') {
    const { createFirebaseServices } = await import('@/services/firebase');
    return createFirebaseServices(config);
  }
  throw new Error(
    `This build was not made for ${config.mode} mode: rebuild it with its variables.`,
  );
}

/**
 * The demo accounts the sign-in screen lists, known before the adapters load, so the build's
 * prerendered sign-in form carries them (docs/performance.md): static data, a few hundred bytes.
 * The same literal as loadServices', so the Firebase build drops them.
 */
export function demoAccountsBeforeLoad(config: AppConfig): SampleData['accounts'] | null {
  if (!import.meta.env.VITE_FIREBASE_API_KEY && config.mode === 'demo')
    return DEMO_ACCOUNTS_ON_LOGIN;
  return null;
}
