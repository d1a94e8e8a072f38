import { openDB, type IDBPDatabase } from 'idb';
import type { ProofPhotoRecord } from '@/services/ports';

// Proof photos waiting to be sent, kept in the outbox's own database (`dispatch-outbox`) next to
// the status changes they belong to, one per change (keyed by its updateId). Stored as an
// ArrayBuffer plus MIME type, never as a Blob: Safari has lost Blobs kept in IndexedDB.
//
// The object store is created by the outbox's upgrade (store.ts calls upgradeProofStore), so
// the database has one owner of its version; this module opens the database as it is.

export const PROOF_PHOTOS_STORE = 'proofPhotos';
/** The outbox database version that first has the proofPhotos store. */
export const PROOF_PHOTOS_SINCE_VERSION = 2;

/** Read back (and sent) only for its signed-in user (`uid`), like the outbox entries. */
export interface StoredProofPhoto extends ProofPhotoRecord {
  /** The "Received by" text; null when left empty. */
  receivedBy: string | null;
}

/** What keeping a photo came to: the UI says "storage full" plainly and goes on without it. */
export type KeepPhotoResult = { kept: true } | { kept: false; reason: 'storage-full' };

export const STORAGE_FULL_MESSAGE =
  'This phone’s storage is full, so the photo could not be kept. The delivery is saved without it.';

export interface ProofStore {
  /** Keeps the photo; resolves { kept: false } when storage is full (other failures reject). */
  keep(photo: StoredProofPhoto): Promise<KeepPhotoResult>;
  get(updateId: string): Promise<StoredProofPhoto | undefined>;
  /** This user's photos (the send loop and "from the phone while still local" views). */
  list(uid: string): Promise<StoredProofPhoto[]>;
  /** After the upload was accepted, or when the change is undone or discarded. */
  remove(updateId: string): Promise<void>;
  close(): void;
}

/** Thrown by openProofStore when the outbox has not created the store yet (see above). */
export class ProofStoreUnavailableError extends Error {
  constructor(dbName: string) {
    super(`The photo store of "${dbName}" does not exist yet: open the outbox store first.`);
    this.name = 'ProofStoreUnavailableError';
  }
}

/** The part of an IndexedDB database the upgrade needs (raw or wrapped by idb). */
interface UpgradingDatabase {
  readonly objectStoreNames: DOMStringList;
  createObjectStore(
    name: string,
    options?: IDBObjectStoreParameters,
  ): { createIndex(name: string, keyPath: string): unknown };
}

/**
 * Called from the outbox database's upgrade callback with its oldVersion. The store is created
 * whenever it is missing rather than by version number alone, so it does not matter which
 * version bump of the outbox brings it in (or whether another bump landed in between).
 */
export function upgradeProofStore(database: UpgradingDatabase, _oldVersion: number): void {
  if (database.objectStoreNames.contains(PROOF_PHOTOS_STORE)) return;
  const store = database.createObjectStore(PROOF_PHOTOS_STORE, { keyPath: 'updateId' });
  store.createIndex('byUid', 'uid');
}

const QUOTA_ERROR_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** True for "the disk/origin quota is full", however the browser (or idb) wrapped it. */
export function isQuotaExceeded(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    const { name, code } = current as { name?: unknown; code?: unknown };
    if (typeof name === 'string' && QUOTA_ERROR_NAMES.has(name)) return true;
    // Legacy DOMException code 22 (QUOTA_EXCEEDED_ERR), as older WebKit reports it.
    if (current instanceof DOMException && code === 22) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** navigator.storage.persist, or null where there is none (old browsers, jsdom). */
export type RequestPersistence = () => Promise<boolean>;

function browserPersistence(): RequestPersistence | null {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
  return async () => {
    // Asking again once granted is pointless, and Firefox shows a prompt each time.
    if (await navigator.storage.persisted?.()) return true;
    return navigator.storage.persist();
  };
}

export interface ProofStoreOptions {
  /** Default: navigator.storage.persist (best effort). */
  requestPersistence?: RequestPersistence | null;
}

function copyOf(bytes: ArrayBuffer): ArrayBuffer {
  // A copy detached from the caller's buffer: it may be transferred or reused after keep().
  return bytes.slice(0);
}

export function createProofStore(db: IDBPDatabase, options: ProofStoreOptions = {}): ProofStore {
  const requestPersistence =
    options.requestPersistence === undefined ? browserPersistence() : options.requestPersistence;
  let persistenceRequested = false;

  const askForPersistence = () => {
    if (persistenceRequested || !requestPersistence) return;
    persistenceRequested = true;
    // Best effort: a refusal (or an error) changes nothing about keeping this photo.
    void requestPersistence().catch(() => false);
  };

  return {
    async keep(photo) {
      try {
        await db.put(PROOF_PHOTOS_STORE, { ...photo, bytes: copyOf(photo.bytes) });
      } catch (error) {
        if (isQuotaExceeded(error)) return { kept: false, reason: 'storage-full' };
        throw error;
      }
      askForPersistence();
      return { kept: true };
    },
    get: (updateId) => db.get(PROOF_PHOTOS_STORE, updateId),
    list: (uid) => db.getAllFromIndex(PROOF_PHOTOS_STORE, 'byUid', uid),
    remove: (updateId) => db.delete(PROOF_PHOTOS_STORE, updateId),
    close: () => db.close(),
  };
}

/**
 * Opens the outbox database at whatever version it has (the outbox store opened it first and
 * ran the upgrade). A database that does not exist yet is not created here.
 */
export async function openProofStore(
  /** The outbox's database name (DEFAULT_OUTBOX_DB_NAME in the app). */
  dbName: string,
  options: ProofStoreOptions = {},
): Promise<ProofStore> {
  let db: IDBPDatabase;
  try {
    db = await openDB(dbName, undefined, {
      upgrade(_database, _oldVersion, _newVersion, transaction) {
        // Only reached for a database that does not exist: leave creating it to the outbox.
        // The aborted transaction's promise rejects by design; the open's rejection says it.
        transaction.done.catch(() => undefined);
        transaction.abort();
      },
      // A newer build's outbox wants to upgrade: let it rather than block it.
      blocking() {
        db.close();
      },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw new ProofStoreUnavailableError(dbName);
    }
    throw error;
  }
  if (!db.objectStoreNames.contains(PROOF_PHOTOS_STORE)) {
    db.close();
    throw new ProofStoreUnavailableError(dbName);
  }
  return createProofStore(db, options);
}
