import { createListeners } from '@/platform';
import type { Unsubscribe } from '@/platform';

// Tells watchers that the demo store changed, in this tab and in the others. IndexedDB has no
// change events, so writers announce their writes: listeners in this tab are called directly,
// other tabs hear it over a BroadcastChannel (when the browser has one; without it, other tabs
// catch up on their next read).

/**
 * What a write touched, so a watcher re-reads only that (as a Firestore snapshot carries only
 * the changed documents): the ids of the receipts written. `everything` (a seed or a reset)
 * means any record may have changed. (Writes to other records are a RecordsChange, below.)
 */
export type StoreChange = { kind: 'receipts'; ids: readonly string[] } | { kind: 'everything' };

export const EVERYTHING: StoreChange = { kind: 'everything' };

/** The stores of records (not receipts) a write may touch: the team's. */
export const RECORD_STORES = ['backOfficeUsers', 'driverShifts', 'settlements'] as const;
export type RecordStore = (typeof RECORD_STORES)[number];

/**
 * A write to records other than receipts (an invitation, a deactivation, a shift, a count of
 * cash): only the watchers of those stores hear it (watch.ts); a receipts feed never does.
 */
export interface RecordsChange {
  kind: 'records';
  stores: readonly RecordStore[];
}

/** What the bus carries. */
export type BusChange = StoreChange | RecordsChange;

/** A watcher's `concerns` for the records of `store` (and a seed or a reset). */
export function concernsRecords(store: RecordStore): (change: BusChange) => boolean {
  return (change) =>
    change.kind === 'everything' || (change.kind === 'records' && change.stores.includes(store));
}

export interface ChangeBus {
  /** Announces a write to this tab's listeners and to the other tabs. */
  notify(change: BusChange): void;
  subscribe(listener: (change: BusChange) => void): Unsubscribe;
  close(): void;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A message from another tab; anything unexpected (an older build's tab) means everything. */
function changeFromMessage(data: unknown): BusChange {
  const change = (data as { change?: unknown } | null)?.change as
    { kind?: unknown; ids?: unknown; stores?: unknown } | undefined;
  if (change?.kind === 'receipts' && isStringList(change.ids)) {
    return { kind: 'receipts', ids: change.ids };
  }
  if (
    change?.kind === 'records' &&
    isStringList(change.stores) &&
    change.stores.every((store) => (RECORD_STORES as readonly string[]).includes(store))
  ) {
    return { kind: 'records', stores: change.stores as RecordStore[] };
  }
  return EVERYTHING;
}

export function createChangeBus(channelName: string, useBroadcast = true): ChangeBus {
  const listeners = createListeners<BusChange>();
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
