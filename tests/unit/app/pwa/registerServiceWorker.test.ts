import { describe, expect, it } from 'vitest';
import { registerServiceWorkerWhenIdle } from '@/app/pwa/registerServiceWorker';
import { noAppUpdates } from '@/features/pwa';

describe('registerServiceWorkerWhenIdle', () => {
  it('registers nothing outside a production build (dev server, tests)', () => {
    // Vitest runs with import.meta.env.PROD false, like the dev server.
    expect(registerServiceWorkerWhenIdle()).toBe(noAppUpdates);
    expect(noAppUpdates.get()).toBe('current');
  });
});
