import { createListeners } from '@/platform';
import type { Unsubscribe } from '@/platform';
import type { StoredReceipt } from './seedReceipt';

// Tells watchers that the demo store changed, in this tab and in the others. IndexedDB has no
// change events, so writers announce their writes: listeners in this tab are called directly,
// other tabs hear it over a BroadcastChannel (when the browser has one; without it, other tabs
// catch up on their next read).

/** A receipt as a write stored it, with the revision it gave it (coreStore.ts). */
export type CarriedReceipt = StoredReceipt & { rev: number };

/**
 * What a write touched, so a watcher re-reads only that (as a Firestore snapshot carries only
 * the changed documents): the ids of the receipts written. `everything` (a seed or a reset)
 * means any record may have changed. (Writes to other records are a RecordsChange, below.)
 *
 * `records` carries what the write stored, for some of `ids` (the backend core's writes: a
 * replay, a position or an older tab's write carries none), so a watcher need not read them
 * back, as a Firestore snapshot carries the documents. Two tabs' announcements may arrive in
 * either order: a watcher takes a carried record only when its `rev` is newer than the one it
 * holds, and reads the receipt otherwise (queryResults.ts).
 */
export type StoreChange =
  | { kind: 'receipts'; ids: readonly string[]; records?: readonly CarriedReceipt[] }
  | { kind: 'everything' };

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

/** The change for the receipts `ids`, carrying those of `written` (a write's records) it has. */
export function receiptsChange(
  ids: readonly string[],
  written: ReadonlyMap<string, CarriedReceipt>,
): StoreChange {
  const records = ids.flatMap((id) => written.get(id) ?? []);
  return records.length > 0 ? { kind: 'receipts', ids, records } : { kind: 'receipts', ids };
}

/**
 * The records of a message that are what they say (an id the message names, a document, a
 * revision), by id; any other is left out, and its receipt read instead.
 */
function carriedFromMessage(value: unknown, ids: readonly string[]): Map<string, CarriedReceipt> {
  if (!Array.isArray(value)) return new Map();
  const valid = value.filter((item: unknown): item is CarriedReceipt => {
    const record = item as Partial<Record<keyof CarriedReceipt, unknown>> | null;
    return (
      typeof record?.id === 'string' &&
      ids.includes(record.id) &&
      typeof record.data === 'object' &&
      record.data !== null &&
      !Array.isArray(record.data) &&
      Number.isSafeInteger(record.rev) &&
      (record.rev as number) > 0
    );
  });
  return new Map(valid.map((record) => [record.id, record]));
}

/**
 * Two changes as one (a watcher's writes announced while it read). A receipt's record is
 * carried only when every change that names it carries one (the newest): a change that names
 * it without one may be a later write, and only a read knows what that wrote.
 */
export function mergeChanges(pending: StoreChange | null, next: StoreChange): StoreChange {
  if (pending === null) return next;
  if (pending.kind === 'everything' || next.kind === 'everything') return EVERYTHING;
  const uncarried = new Set<string>();
  const newest = new Map<string, CarriedReceipt>();
  for (const change of [pending, next]) {
    const carried = new Map((change.records ?? []).map((record) => [record.id, record]));
    for (const id of change.ids) {
      const record = carried.get(id);
      if (record === undefined) uncarried.add(id);
      else if ((newest.get(id)?.rev ?? 0) < record.rev) newest.set(id, record);
    }
  }
  for (const id of uncarried) newest.delete(id);
  return receiptsChange([...new Set([...pending.ids, ...next.ids])], newest);
}

/** A message from another tab; anything unexpected (an older build's tab) means everything. */
function changeFromMessage(data: unknown): BusChange {
  const change = (data as { change?: unknown } | null)?.change as
    { kind?: unknown; ids?: unknown; stores?: unknown; records?: unknown } | undefined;
  if (change?.kind === 'receipts' && isStringList(change.ids)) {
    return receiptsChange(change.ids, carriedFromMessage(change.records, change.ids));
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
