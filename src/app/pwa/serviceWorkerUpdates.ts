import type { AppUpdates, AppUpdateStatus } from '@/features/pwa';
import { createStore } from '@/platform';

/** The part of workbox-window's Workbox used here; tests pass a fake. */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  /** Posts {type: 'SKIP_WAITING'} to the waiting worker (src/sw/lifecycle.ts). */
  messageSkipWaiting(): void;
}

export interface ServiceWorkerUpdates extends AppUpdates {
  /** Registers the worker; safe to call once. Failures are logged, never thrown. */
  register(): Promise<void>;
  /** Asks the server for a newer worker (quietly does nothing offline). */
  checkForUpdate(): Promise<void>;
}

/**
 * The "update waiting" state over workbox-window (registerType 'prompt'):
 * - `waiting` when a new worker is installed and waits (also one left waiting by an earlier
 *   visit: workbox-window reports it right after registration);
 * - applyUpdate() asks the waiting worker to activate and reloads once it controls the page,
 *   so the reload runs the new build. If another tab already let it take over, just reload.
 */
export function createServiceWorkerUpdates(
  workbox: WorkboxLike,
  reload: () => void,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): ServiceWorkerUpdates {
  const status = createStore<AppUpdateStatus>('current', Object.is, { lifetime: 'page' });
  const setStatus = status.set;
  let newVersionControls = false;
  let reloadRequested = false;

  workbox.addEventListener('waiting', () => {
    if (status.get() === 'current') setStatus('waiting');
  });
  workbox.addEventListener('controlling', () => {
    if (reloadRequested) reload();
    // Another tab applied the update: this page still runs the old build until it reloads.
    else if (status.get() === 'waiting') newVersionControls = true;
  });

  return {
    get: status.get,
    subscribe: status.subscribe,
    firstRender: status.firstRender,
    applyUpdate() {
      if (status.get() !== 'waiting') return;
      setStatus('reloading');
      reloadRequested = true;
      if (newVersionControls) reload();
      else workbox.messageSkipWaiting();
    },
    async register() {
      try {
        await workbox.register();
      } catch (error) {
        log('Service worker registration failed; the app works, but not offline.', error);
      }
    },
    async checkForUpdate() {
      try {
        await workbox.update();
      } catch {
        // Offline or the server is unreachable: the next check will do.
      }
    },
  };
}
