import { Workbox } from 'workbox-window';
import {
  SERVICE_WORKER_FALLBACK_DELAY_MS,
  SERVICE_WORKER_UPDATE_CHECK_INTERVAL_MS,
} from '@/config/constants';
import { isProductionBuild } from '@/config/env';
import { noAppUpdates, type AppUpdates } from '@/features/pwa';
import { every, onVisible } from '@/platform';
import { createServiceWorkerUpdates } from './serviceWorkerUpdates';
import { runWhenIdle } from './whenIdle';

/** Where vite-plugin-pwa writes the worker built from src/sw.ts. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker in production builds only (the dev server never runs it), once
 * the app has rendered and the browser is idle, and at the latest 30 s after start (docs/pwa.md).
 * Returns the "update waiting" state for the update prompt. Call it once, after render.
 */
export function registerServiceWorkerWhenIdle(): AppUpdates {
  if (!isProductionBuild || !('serviceWorker' in navigator)) return noAppUpdates;

  // A classic script (the worker is built as an IIFE), scoped to the whole app.
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  const updates = createServiceWorkerUpdates(workbox, () => window.location.reload());

  runWhenIdle(() => {
    void updates.register().then(() => {
      // A dispatcher keeps the app open all day: look for a new version now and then, and
      // when they come back to it (the browser itself only looks on navigations).
      every(SERVICE_WORKER_UPDATE_CHECK_INTERVAL_MS, () => void updates.checkForUpdate());
      onVisible(() => void updates.checkForUpdate());
    });
  }, SERVICE_WORKER_FALLBACK_DELAY_MS);

  return updates;
}
