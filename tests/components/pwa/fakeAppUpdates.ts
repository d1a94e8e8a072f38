import { vi } from 'vitest';
import type { AppUpdates, AppUpdateStatus } from '@/features/pwa';

/** An update store the test drives by hand. */
export function fakeAppUpdates(initial: AppUpdateStatus = 'current') {
  let status = initial;
  const listeners = new Set<() => void>();
  const updates: AppUpdates & { set(next: AppUpdateStatus): void } = {
    get: () => status,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    applyUpdate: vi.fn(() => updates.set('reloading')),
    set(next) {
      status = next;
      listeners.forEach((listener) => listener());
    },
  };
  return updates;
}
