/// <reference lib="webworker" />
import { asRecord } from '@/domain/read';

/** What the page posts (workbox-window's messageSkipWaiting) when the user taps "Reload". */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export function isSkipWaitingMessage(data: unknown): boolean {
  return asRecord(data)?.type === SKIP_WAITING_MESSAGE.type;
}

/**
 * The update flow of `registerType: 'prompt'`:
 * - a new version installs and then waits (no skipWaiting on install), so a dispatcher who is
 *   mid-task keeps the version they started with;
 * - the page shows "Update available — Reload"; the tap posts SKIP_WAITING; the new version
 *   activates, takes control and the page reloads into it.
 * clients.claim() on activate makes the very first install control the open page at once, so
 * the first visit already works offline and lazy chunks come from the precache. For updates it
 * changes nothing: pages of the same registration switch to the activated version anyway.
 */
export function installLifecycle(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void worker.skipWaiting();
  });
  worker.addEventListener('activate', (event) => {
    event.waitUntil(worker.clients.claim());
  });
}
