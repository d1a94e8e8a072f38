/// <reference lib="webworker" />
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The newest push the worker has shown per order (docs/push.md#out-of-order-pushes). Pushes
// can arrive out of order (FCM promises no order, a phone back online gets a backlog at once),
// and a notification replaces the one with its tag whatever it says, so an older push would
// show an older status ("Now: On the Way" after "Now: Delivered"). Each push carries the
// receipt's `updateTimestamp`; the worker keeps the newest it showed per order here, in
// IndexedDB because the browser stops an idle worker between pushes and its memory goes.

export const SHOWN_PUSHES_DB = 'dispatch-push';
const STORE = 'shown';
/** How long an order's newest push is remembered: orders belong to a day. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface ShownPush {
  receiptId: string;
  updateTimestamp: number;
  /** The push as it came, shown again if an older one arrives while none is on screen. */
  payload: unknown;
  /** When the worker showed it (epoch ms), to forget old orders. */
  shownAt: number;
}

export interface ShownPushes {
  newest(receiptId: string): Promise<ShownPush | null>;
  remember(shown: ShownPush): Promise<void>;
}

interface Schema extends DBSchema {
  shown: { key: string; value: ShownPush };
}

export function idbShownPushes(name = SHOWN_PUSHES_DB): ShownPushes {
  let db: Promise<IDBPDatabase<Schema>> | null = null;
  const open = () =>
    (db ??= openDB<Schema>(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'receiptId' });
      },
    }));
  return {
    async newest(receiptId) {
      return (await (await open()).get(STORE, receiptId)) ?? null;
    },
    async remember(shown) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      await tx.store.put(shown);
      // A few dozen orders a day: forgetting the old ones as we go keeps the store small.
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
        if (cursor.value.shownAt < shown.shownAt - KEEP_MS) await cursor.delete();
      }
      await tx.done;
    },
  };
}
