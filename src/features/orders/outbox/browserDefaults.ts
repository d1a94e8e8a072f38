import type { OutboxTimers, OutboxWakeReason, Unsubscribe } from './types';

// What the outbox uses from the browser when a test (or another host) passes nothing else.

export const browserTimers: OutboxTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls back on `online`/`offline` and when the page becomes visible. */
export function subscribeToBrowserWakeups(
  listener: (reason: OutboxWakeReason) => void,
): Unsubscribe {
  if (typeof window === 'undefined') return () => {};
  const onOnline = () => listener('online');
  const onOffline = () => listener('offline');
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener('visible');
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
