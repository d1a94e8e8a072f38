import type { Unsubscribe } from '../ports';

// Tells watchers that the demo store changed, in this tab and in the others. IndexedDB has no
// change events, so writers announce their writes: listeners in this tab are called directly,
// other tabs hear it over a BroadcastChannel (when the browser has one; without it, other tabs
// catch up on their next read).

export interface ChangeBus {
  /** Announces a write to this tab's listeners and to the other tabs. */
  notify(): void;
  subscribe(listener: () => void): Unsubscribe;
  close(): void;
}

export function createChangeBus(channelName: string, useBroadcast = true): ChangeBus {
  const listeners = new Set<() => void>();
  const callAll = () => {
    for (const listener of [...listeners]) listener();
  };

  let channel: BroadcastChannel | null = null;
  if (useBroadcast && typeof BroadcastChannel !== 'undefined') {
    try {
      channel = new BroadcastChannel(channelName);
      channel.onmessage = callAll;
    } catch {
      channel = null; // e.g. an opaque origin: this tab still works on its own.
    }
  }

  return {
    notify() {
      callAll();
      channel?.postMessage({ type: 'changed' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}
