import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { startOfLocalDay } from '@/domain/day';
import type { Settlement } from '@/domain/shift/settlement';
import type {
  ApiKeyRecord,
  DispatchSettingsRecord,
  DriverShiftRecord,
  RateWindow,
  TrackingLink,
  TrackingPosition,
} from '@backend/core';
import type { StoredDemoAccount } from './accounts';
import type { DemoDataset, StoredBackOfficeUser, StoredReceipt, StoredUtilities } from './seed';

// The demo's "server": one IndexedDB database per demo (name configurable so tests and tabs
// can be isolated or shared). Every tab of the app opens the same database, so it is the
// single source of truth; the change bus (changes.ts) tells the others when it changed.

export const DEFAULT_DEMO_DB_NAME = 'dispatch-demo';

/**
 * Bump when the dataset's shape changes: stored data of an older version is re-seeded. 2: the
 * manager and the third driver, and the orders waiting for a driver (the desk's). 3: two
 * drivers on shift with a position (seedShifts.ts: the desk's suggestions).
 */
export const DATASET_VERSION = 3;

export interface SeedInfo {
  version: number;
  /** Epoch ms of the local midnight of the day the data was generated for. */
  day: number;
  generatedAt: number;
}

/**
 * An idempotency record of the backend core (backend/core/store.ts `IdempotencyRecord`, kept
 * under its `updateId`); records of older builds have only these four fields.
 */
export type AppliedUpdate = {
  updateId: string;
  appliedAt: number;
  /** `in-progress` while a change is being applied, `done` once it is (core records only). */
  state?: 'in-progress' | 'done';
} & (
  | { receiptId: string; status: string }
  /** A desk call's key (core records only): the orders it names and the change. */
  | { receiptIds: readonly string[]; change: string }
);

export interface StoredPushToken {
  uid: string;
  email: string | null;
  fcmToken: string | null;
  updatedAt: number;
}

export interface StoredCounter {
  name: string;
  value: number;
}

/** The business's settings, one record per group (`dispatch`: backend/core/store.ts). */
export interface StoredSettings {
  id: typeof DISPATCH_SETTINGS_ID;
  dispatch: DispatchSettingsRecord;
}

export const DISPATCH_SETTINGS_ID = 'dispatch';

export interface DemoDbSchema extends DBSchema {
  receipts: {
    key: string;
    value: StoredReceipt;
    indexes: { byDispatcherAndUpdate: [string, number] };
  };
  backOfficeUsers: { key: string; value: StoredBackOfficeUser };
  utilities: { key: string; value: StoredUtilities };
  appliedUpdates: { key: string; value: AppliedUpdate };
  pushTokens: { key: string; value: StoredPushToken };
  /** The customer's tracking links (backend/core/tracking.ts), under their token. */
  trackingLinks: { key: string; value: TrackingLink; indexes: { byReceipt: string } };
  /** The driver's last position per order, under the receipt id. */
  trackingPositions: { key: string; value: TrackingPosition };
  /** The backend's counters (`orderNumber`: the last number an incoming order was given). */
  counters: { key: string; value: StoredCounter };
  /** The intake API's keys (their hashes: backend/core/apiKeys.ts), under their id. */
  apiKeys: { key: string; value: ApiKeyRecord };
  /** Each API key's rate window (backend/core/apiKeyAuth.ts), under its name. */
  rateWindows: { key: string; value: RateWindow };
  /** The drivers' shifts and last positions (backend/core/driverShift.ts), under their uid. */
  driverShifts: { key: string; value: DriverShiftRecord };
  /** "Cash handed in" (backend/core/deskCash.ts), under `<dispatchId>_<day>`. */
  settlements: { key: string; value: Settlement; indexes: { byDay: string } };
  /** Accounts invited from the desk, and the fixed ones deactivated (demoAccounts.ts). */
  accounts: { key: string; value: StoredDemoAccount; indexes: { byEmail: string } };
  /** The business's settings (backend/core/deskSettings.ts), under their group's id. */
  settings: { key: string; value: StoredSettings };
  meta: { key: string; value: SeedInfo };
}

export type DemoDb = IDBPDatabase<DemoDbSchema>;

const SEED_KEY = 'seed';

/**
 * The stores a reset empties (push tokens are the user's device, not demo data; the API keys a
 * manager made are demo data: a reset starts the day again, order numbers included; so are the
 * drivers invited and deactivated, the shifts and the cash counted, and the settings).
 */
const DATA_STORES = [
  'receipts',
  'backOfficeUsers',
  'utilities',
  'appliedUpdates',
  'trackingLinks',
  'trackingPositions',
  'counters',
  'apiKeys',
  'rateWindows',
  'driverShifts',
  'settlements',
  'accounts',
  'settings',
  'meta',
] as const;

/**
 * Version 2 added the tracking stores, version 3 the stores of orders coming in (counters, API
 * keys, rate windows), version 4 the team's (shifts, settlements, accounts), version 5 the
 * business's settings; older databases keep their data and gain them.
 */
export const DB_VERSION = 5;

export function openDemoDb(name: string): Promise<DemoDb> {
  const opening: Promise<DemoDb> = openDB<DemoDbSchema>(name, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 5) db.createObjectStore('settings', { keyPath: 'id' });
      if (oldVersion < 4) {
        db.createObjectStore('driverShifts', { keyPath: 'uid' });
        db.createObjectStore('settlements', { keyPath: 'id' }).createIndex('byDay', 'day');
        const accounts = db.createObjectStore('accounts', { keyPath: 'uid' });
        accounts.createIndex('byEmail', 'email', { unique: true });
      }
      if (oldVersion < 3) {
        db.createObjectStore('counters', { keyPath: 'name' });
        db.createObjectStore('apiKeys', { keyPath: 'id' });
        db.createObjectStore('rateWindows', { keyPath: 'name' });
      }
      if (oldVersion < 2) {
        const links = db.createObjectStore('trackingLinks', { keyPath: 'token' });
        links.createIndex('byReceipt', 'receiptId');
        db.createObjectStore('trackingPositions', { keyPath: 'receiptId' });
      }
      if (oldVersion >= 1) return;
      const receipts = db.createObjectStore('receipts', { keyPath: 'id' });
      // Mirrors the Firestore query's composite index (dispatchId ==, updateTimestamp >=).
      receipts.createIndex('byDispatcherAndUpdate', ['data.dispatchId', 'data.updateTimestamp']);
      db.createObjectStore('backOfficeUsers', { keyPath: 'uid' });
      db.createObjectStore('utilities', { keyPath: 'id' });
      db.createObjectStore('appliedUpdates', { keyPath: 'updateId' });
      db.createObjectStore('pushTokens', { keyPath: 'uid' });
      db.createObjectStore('meta');
    },
    // Another tab of a newer build wants to upgrade: let it, rather than block it forever.
    blocking() {
      void opening.then((db) => db.close());
    },
  });
  return opening;
}

function seedInfo(dataset: DemoDataset): SeedInfo {
  return {
    version: DATASET_VERSION,
    day: startOfLocalDay(dataset.generatedAt),
    generatedAt: dataset.generatedAt,
  };
}

function dataTransaction(db: DemoDb) {
  return db.transaction(DATA_STORES, 'readwrite');
}

type DataTransaction = ReturnType<typeof dataTransaction>;

/**
 * The highest revision among the stored receipts (0: none has one). A dataset written over them
 * starts there, not below: an announcement of a write before it, arriving after (from another
 * tab), then never reads as newer than the seeded record (changes.ts).
 */
async function revisionFloor(tx: DataTransaction): Promise<number> {
  let floor = 0;
  for (const record of await tx.objectStore('receipts').getAll()) {
    floor = Math.max(floor, record.rev ?? 0);
  }
  return floor;
}

async function writeDataset(tx: DataTransaction, dataset: DemoDataset): Promise<void> {
  const floor = await revisionFloor(tx);
  const receipts =
    floor > 0 ? dataset.receipts.map((r) => ({ ...r, rev: floor })) : dataset.receipts;
  await Promise.all(DATA_STORES.map((name) => tx.objectStore(name).clear()));
  await Promise.all([
    ...receipts.map((r) => tx.objectStore('receipts').put(r)),
    ...dataset.backOfficeUsers.map((u) => tx.objectStore('backOfficeUsers').put(u)),
    ...dataset.utilities.map((u) => tx.objectStore('utilities').put(u)),
    ...dataset.driverShifts.map((shift) => tx.objectStore('driverShifts').put(shift)),
    tx.objectStore('meta').put(seedInfo(dataset), SEED_KEY),
  ]);
}

/** Replaces all demo data with `dataset`, in one transaction. */
export async function replaceDataset(db: DemoDb, dataset: DemoDataset): Promise<void> {
  const tx = dataTransaction(db);
  await writeDataset(tx, dataset);
  await tx.done;
}

export function isSeedCurrent(info: SeedInfo | undefined, now: number): boolean {
  return (
    info !== undefined && info.version === DATASET_VERSION && info.day === startOfLocalDay(now)
  );
}

/**
 * Seeds when the store is empty, of an older dataset version, or generated for another day
 * than `now`'s (so the demo opened tomorrow still has orders for today). When it must seed,
 * checking and writing happen in one transaction, which IndexedDB serialises across tabs: two
 * tabs starting at once seed only once. Resolves true when it seeded.
 */
export async function ensureSeeded(
  db: DemoDb,
  now: number,
  build: (now: number) => DemoDataset,
): Promise<boolean> {
  // Nearly every start finds today's data: a read-only look first, which waits neither for a
  // commit nor for another tab's writes (a warm start on a slow phone waits on this). Only when
  // it is not current do the check and the write happen together, read-write.
  if (isSeedCurrent(await db.get('meta', SEED_KEY), now)) return false;
  const tx = dataTransaction(db);
  const info = await tx.objectStore('meta').get(SEED_KEY);
  if (isSeedCurrent(info, now)) {
    await tx.done;
    return false;
  }
  await writeDataset(tx, build(now));
  await tx.done;
  return true;
}

/** The dispatcher's receipts updated at or after `since` (any type; the domain filters). */
export async function readReceiptsSince(
  db: DemoDb,
  dispatchId: string,
  since: number,
): Promise<StoredReceipt[]> {
  return db.getAllFromIndex(
    'receipts',
    'byDispatcherAndUpdate',
    IDBKeyRange.bound([dispatchId, since], [dispatchId, Infinity]),
  );
}
