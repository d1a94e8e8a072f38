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
    const { createDemoServices } = await import('./demo');
    return createDemoServices(config);
  }
  const { createFirebaseServices } = await import('./firebase');
  return createFirebaseServices(config);
}
