import { useEffect, useSyncExternalStore } from 'react';

// What the main screen shows, for messages mounted outside the router (the offline banner in
// src/features/pwa): "showing the last known orders" is true on the order pages, not on the
// sign-in form, where the news is that signing in needs a connection.

export type ScreenContent = 'orders' | 'sign-in';

let current: ScreenContent = 'orders';
const listeners = new Set<() => void>();

function set(content: ScreenContent) {
  if (current === content) return;
  current = content;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** What the main screen shows now. */
export function useScreenContent(): ScreenContent {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Declares what this screen shows while it is mounted ("orders" again when it leaves). */
export function useAnnounceScreenContent(content: ScreenContent): void {
  useEffect(() => {
    set(content);
    return () => set('orders');
  }, [content]);
}
