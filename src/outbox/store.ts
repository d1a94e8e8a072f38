import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './entry';
import { createProofStore, upgradeProofStore, type ProofStore } from './proofStore';

// IndexedDB persistence of the outbox. One database for all users of this browser; every
// entry carries its uid and is only ever read back by that user's outbox.

export const DEFAULT_OUTBOX_DB_NAME = 'dispatch-outbox';
const STORE = 'deliveryUpdates';

interface OutboxDb extends DBSchema {
  deliveryUpdates: {
    key: number;
    value: OutboxEntry;
    indexes: { byUid: string; byUpdateId: string };
  };
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

export interface OutboxStore {
  /** This user's entries in FIFO order. */
  list(uid: string): Promise<OutboxEntry[]>;
  /** Stores a new entry and returns it with its FIFO position. */
  add(entry: NewOutboxEntry): Promise<OutboxEntry>;
  put(entry: OutboxEntry): Promise<void>;
  remove(seq: number): Promise<void>;
  /** The proof photos of the same database, on the same connection. */
  photos(): ProofStore;
  close(): void;
}

export async function openOutboxStore(
  dbName: string = DEFAULT_OUTBOX_DB_NAME,
): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxDb> = await openDB<OutboxDb>(dbName, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        // Auto-increment keys only grow, so they give a FIFO order that no clock change breaks.
        const store = database.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
        store.createIndex('byUid', 'uid');
        store.createIndex('byUpdateId', 'updateId', { unique: true });
      }
      // Version 2: proof-of-delivery photos (features/orders/proof/proofStore.ts).
      upgradeProofStore(database, oldVersion);
    },
    // A newer version of the app opened this database in another tab: let it upgrade instead of
    // leaving it blocked (this old tab is about to be replaced by the update prompt anyway).
    blocking(_currentVersion, _blockedVersion, event) {
      (event.target as IDBDatabase).close();
    },
  });

  return {
    // An index returns records ordered by index key, then primary key: FIFO within a user.
    list: (uid) => db.getAllFromIndex(STORE, 'byUid', uid),
    async add(entry) {
      // The key path is filled in by IndexedDB; the cast is what the auto-increment store expects.
      const seq = await db.add(STORE, entry as OutboxEntry);
      return { ...entry, seq };
    },
    async put(entry) {
      await db.put(STORE, entry);
    },
    remove: (seq) => db.delete(STORE, seq),
    // The photo store is not part of OutboxDb's typed schema; proofStore.ts types its own reads.
    photos: () => createProofStore(db as unknown as IDBPDatabase),
    close: () => db.close(),
  };
}
