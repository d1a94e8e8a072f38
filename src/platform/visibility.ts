import type { Unsubscribe } from './timers';

// The one place in src/ that listens to `visibilitychange`.

/** Calls back each time the page's visibility becomes `state`. */
function onVisibility(state: DocumentVisibilityState, callback: () => void): Unsubscribe {
  if (typeof document === 'undefined') return () => {};
  const listener = () => {
    if (document.visibilityState === state) callback();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Calls back each time the page becomes visible again (the app comes back to the front). */
export function onVisible(callback: () => void): Unsubscribe {
  return onVisibility('visible', callback);
}

/** Calls back each time the page is hidden (the app closed, or sent to the background). */
export function onHidden(callback: () => void): Unsubscribe {
  return onVisibility('hidden', callback);
}
