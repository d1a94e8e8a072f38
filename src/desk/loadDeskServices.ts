import type { AppConfig } from '@/config/env';
import type { DeskServices } from '@/services/deskPorts';

/**
 * The desk's composition root (docs/desk.md#its-own-entry-build-and-zone): the only desk file
 * that loads adapters, each set in its own chunk. As src/app/loadServices.ts does, the literal
 * `import.meta.env.VITE_FIREBASE_API_KEY` (replaced at build time) lets the bundler drop the
 * other mode's branch: a demo build carries no Firebase, a Firebase build no demo.
 */
export async function loadDeskServices(config: AppConfig): Promise<DeskServices> {
  if (!import.meta.env.VITE_FIREBASE_API_KEY && config.mode === 'demo') {
    // Bench builds only (VITE_BENCH=true, docs/performance.md#the-desk-section-11); a literal
    // here too, so that every other build drops the desk's bench seed's chunk.
    if (import.meta.env.VITE_BENCH === 'true') {
      const { createBenchDeskServices } = await import('@/demo/adapters/deskBenchSeed');
      return createBenchDeskServices(config, window.location.search);
    }
    const { createDemoDeskServices } = await import('@/demo/adapters/desk');
    return createDemoDeskServices(config);
  }
  if (import.meta.env.VITE_FIREBASE_API_KEY && config.mode === 'firebase') {
    const { createFirebaseDeskServices } = await import('@/services/firebase/desk');
    return createFirebaseDeskServices(config);
  }
  throw new Error(
    `This build was not made for ${config.mode} mode: rebuild it with its variables.`,
  );
}
