import type { Unsubscribe } from './timers';

// The one place in src/ that listens to `visibilitychange`.

/** Calls back each time the page becomes visible again (the app comes back to the front). */
export function onVisible(callback: () => void): Unsubscribe {
  if (typeof document === 'undefined') return () => {};
  const listener = () => {
    if (document.visibilityState === 'visible') callback();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
