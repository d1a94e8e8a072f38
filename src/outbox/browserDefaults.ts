import { onConnectivityChange, onVisible } from '@/platform';
import type { Unsubscribe } from '@/platform';
import type { OutboxWakeReason } from './types';

// What wakes the outbox when a test (or another host) passes nothing else.

/** Calls back on `online`/`offline` and when the page becomes visible. */
export function subscribeToBrowserWakeups(
  listener: (reason: OutboxWakeReason) => void,
): Unsubscribe {
  const stopConnectivity = onConnectivityChange((online) =>
    listener(online ? 'online' : 'offline'),
  );
  const stopVisible = onVisible(() => listener('visible'));
  return () => {
    stopConnectivity();
    stopVisible();
  };
}
