import { createListeners } from '@/platform';
import type { Unsubscribe } from '@/platform';

// Tells watchers that the demo store changed, in this tab and in the others. IndexedDB has no
// change events, so writers announce their writes: listeners in this tab are called directly,
// other tabs hear it over a BroadcastChannel (when the browser has one; without it, other tabs
// catch up on their next read).

/**
 * What a write touched, so a watcher re-reads only that (as a Firestore snapshot carries only
 * the changed documents): the ids of the receipts written. `everything` (a seed or a reset)
 * means any record may have changed.
 */
export type StoreChange = { kind: 'receipts'; ids: readonly string[] } | { kind: 'everything' };

export const EVERYTHING: StoreChange = { kind: 'everything' };

export interface ChangeBus {
  /** Announces a write to this tab's listeners and to the other tabs. */
  notify(change: StoreChange): void;
  subscribe(listener: (change: StoreChange) => void): Unsubscribe;
  close(): void;
}

/** A message from another tab; anything unexpected (an older build's tab) means everything. */
function changeFromMessage(data: unknown): StoreChange {
  const change = (data as { change?: unknown } | null)?.change as
    { kind?: unknown; ids?: unknown } | undefined;
  if (
    change?.kind === 'receipts' &&
    Array.isArray(change.ids) &&
    change.ids.every((id) => typeof id === 'string')
  ) {
    return { kind: 'receipts', ids: change.ids as string[] };
  }
  return EVERYTHING;
}

export function createChangeBus(channelName: string, useBroadcast = true): ChangeBus {
  const listeners = createListeners<StoreChange>();
  const callAll = listeners.emit;

  let channel: BroadcastChannel | null = null;
  if (useBroadcast && typeof BroadcastChannel !== 'undefined') {
    try {
      channel = new BroadcastChannel(channelName);
      channel.onmessage = (event: MessageEvent<unknown>) => callAll(changeFromMessage(event.data));
    } catch {
      channel = null; // e.g. an opaque origin: this tab still works on its own.
    }
  }

  return {
    notify(change) {
      callAll(change);
      channel?.postMessage({ type: 'changed', change });
    },
    subscribe: listeners.add,
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
    },
  };
}
