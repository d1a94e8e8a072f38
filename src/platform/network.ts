import type { Unsubscribe } from './timers';

// The one place in src/ that reads navigator.onLine and listens to online/offline.

/** What the browser says about the connection; true where there is no navigator (SSR, node). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls back with the new state on the `online` and `offline` events. */
export function onConnectivityChange(listener: (online: boolean) => void): Unsubscribe {
  if (typeof window === 'undefined') return () => {};
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

/** Calls back when the browser comes back online. */
export function onBackOnline(callback: () => void): Unsubscribe {
  return onConnectivityChange((online) => {
    if (online) callback();
  });
}
