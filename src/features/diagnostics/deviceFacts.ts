import type { ServiceWorkerState, StorageFacts } from './diagnostics';

// What the browser says about storage and the service worker, for "About this app". Each
// reader resolves (never rejects) with what it could learn.

/** How much this site stores, of how much, and whether the browser keeps it under pressure. */
export async function readStorageFacts(
  storage: Partial<StorageManager> | undefined = globalThis.navigator?.storage,
): Promise<StorageFacts | null> {
  if (storage === undefined) return null;
  const [estimate, persistent] = await Promise.all([
    storage.estimate?.().catch(() => null) ?? Promise.resolve(null),
    storage.persisted?.().catch(() => null) ?? Promise.resolve(null),
  ]);
  return {
    usedBytes: estimate?.usage ?? null,
    quotaBytes: estimate?.quota ?? null,
    persistent,
  };
}

/** Whether the app's service worker is there, and whether it controls this page. */
export async function readServiceWorkerState(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<ServiceWorkerState> {
  if (container === undefined) return 'unsupported';
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.getRegistration();
  } catch {
    registration = undefined;
  }
  if (registration?.waiting) return 'waiting';
  if (container.controller) return 'controlling';
  if (registration === undefined) return 'none';
  if (registration.installing) return 'installing';
  if (registration.active) return 'active';
  return 'none';
}
