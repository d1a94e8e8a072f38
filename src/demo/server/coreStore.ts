import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import type {
  BackendStore,
  IdempotencyRecord,
  ReceiptData,
  StoreTransaction,
  TokenRecord,
} from '@backend/core';
import type { CarriedReceipt } from './changes';
import type { RawReceiptDocument } from './seed';
import { DISPATCH_SETTINGS_ID, type AppliedUpdate, type DemoDb } from './store';

// The backend core's store (backend/core/store.ts) over the demo's IndexedDB database: receipts
// in `receipts` (as `{ id, data }`), back-office users in `backOfficeUsers` (read only, as
// `{ uid, data }`, written by the desk's invitations and deactivations), idempotency records in
// `appliedUpdates`, push tokens in `pushTokens`, tracking links and positions in `trackingLinks`
// and `trackingPositions`, what orders coming in need in `counters`, `apiKeys` and
// `rateWindows`, the team's `driverShifts` and `settlements`, and the business's `settings`.
// One IndexedDB transaction per core transaction; the core's writes are queued and issued once
// its reads are done, before the transaction commits.

const STORES = [
  'receipts',
  'backOfficeUsers',
  'appliedUpdates',
  'pushTokens',
  'trackingLinks',
  'trackingPositions',
  'counters',
  'apiKeys',
  'rateWindows',
  'driverShifts',
  'settlements',
  'settings',
] as const;

/** One receipt written by a committed transaction: what it was, and what it is now. */
export interface ReceiptWrite {
  receiptId: string;
  before: ReceiptData | null;
  after: ReceiptData;
  /** The record as stored, with its new revision: what the write's announcement carries. */
  stored: CarriedReceipt;
}

export interface DemoCoreStoreHooks {
  /**
   * Called once a transaction that wrote receipts has committed, with each receipt written —
   * the demo's stand-in for a Firestore trigger on the receipts (functions' onDocumentWritten).
   */
  afterReceiptWrites?(writes: readonly ReceiptWrite[]): void;
}

/** A record written before the core (no `state`): a change applied by an older build. */
function isCoreRecord(record: AppliedUpdate): record is AppliedUpdate & IdempotencyRecord {
  return 'state' in record && 'key' in record;
}

/** An idempotency record as `appliedUpdates` keeps it (under `updateId`). */
function storedKey(record: IdempotencyRecord): AppliedUpdate {
  return { ...record, updateId: record.key, appliedAt: record.startedAt };
}

export function createDemoCoreStore(db: DemoDb, hooks: DemoCoreStoreHooks = {}): BackendStore {
  return {
    kind: 'indexeddb',
    async createIdempotency(record) {
      const tx = db.transaction('appliedUpdates', 'readwrite');
      const keys = tx.objectStore('appliedUpdates');
      // Any record under the key (an older build's too) stops it: the claim's transaction
      // then reads it and decides (deliveryUpdateClaim.ts).
      const written = (await keys.getKey(record.key)) === undefined;
      if (written) await keys.add(storedKey(record));
      await tx.done;
      return written;
    },
    async readDriver(uid) {
      const tx = db.transaction(['backOfficeUsers', 'driverShifts'], 'readonly');
      const [user, shift] = await Promise.all([
        tx.objectStore('backOfficeUsers').get(uid),
        tx.objectStore('driverShifts').get(uid),
      ]);
      // IndexedDB keeps no update time: the record as read is its version.
      const record = shift ?? null;
      return { user: user?.data ?? null, shift: { record, version: JSON.stringify(record) } };
    },
    async putDriverShiftIfUnchanged(record, read) {
      const tx = db.transaction('driverShifts', 'readwrite');
      const shifts = tx.objectStore('driverShifts');
      const stored = (await shifts.get(record.uid)) ?? null;
      const unchanged = stored !== null && JSON.stringify(stored) === read.version;
      if (unchanged) await shifts.put(record);
      await tx.done;
      return unchanged;
    },
    async transaction(work) {
      const tx = db.transaction(STORES, 'readwrite');
      const writes: Array<() => Promise<unknown>> = [];
      const receiptWrites: ReceiptWrite[] = [];
      const core: StoreTransaction = {
        async getReceipt(id) {
          const stored = await tx.objectStore('receipts').get(id);
          return stored ? (stored.data as unknown as ReceiptData) : null;
        },
        async getBackOfficeUser(uid) {
          const stored = await tx.objectStore('backOfficeUsers').get(uid);
          return stored ? stored.data : null;
        },
        async getIdempotency(key) {
          const stored = await tx.objectStore('appliedUpdates').get(key);
          // An older build's record has no body to compare with: the change is applied again,
          // which sets the same status (the demo's data is re-seeded daily anyway).
          return stored && isCoreRecord(stored) ? stored : null;
        },
        async getToken(uid) {
          return (await tx.objectStore('pushTokens').get(uid)) ?? null;
        },
        async tokensHolding(fcmToken) {
          const all = await tx.objectStore('pushTokens').getAll();
          return all.filter((record) => record.fcmToken === fcmToken);
        },
        async getTrackingLink(token) {
          return (await tx.objectStore('trackingLinks').get(token)) ?? null;
        },
        async trackingLinksOf(receiptId) {
          return tx.objectStore('trackingLinks').index('byReceipt').getAll(receiptId);
        },
        async getTrackingPosition(receiptId) {
          return (await tx.objectStore('trackingPositions').get(receiptId)) ?? null;
        },
        async getCounter(name) {
          return (await tx.objectStore('counters').get(name))?.value ?? null;
        },
        async getApiKey(id) {
          return (await tx.objectStore('apiKeys').get(id)) ?? null;
        },
        async listApiKeys() {
          return tx.objectStore('apiKeys').getAll();
        },
        async getRateWindow(name) {
          return (await tx.objectStore('rateWindows').get(name)) ?? null;
        },
        async receiptsOf(dispatchId, from, to) {
          // The driver app's own index (dispatchId, updateTimestamp), as the Firestore query.
          const stored = await tx
            .objectStore('receipts')
            .index('byDispatcherAndUpdate')
            .getAll(IDBKeyRange.bound([dispatchId, from], [dispatchId, to], false, true));
          return stored
            .filter((record) => record.data.receipt_type === RECEIPT_TYPE_SALE)
            .map((record) => ({ id: record.id, data: record.data as unknown as ReceiptData }));
        },
        async getDriverShift(uid) {
          return (await tx.objectStore('driverShifts').get(uid)) ?? null;
        },
        async getSettlement(id) {
          return (await tx.objectStore('settlements').get(id)) ?? null;
        },
        async getDispatchSettings() {
          const stored = await tx.objectStore('settings').get(DISPATCH_SETTINGS_ID);
          return stored ? stored.dispatch : null;
        },
        async onShiftDrivers() {
          const all = await tx.objectStore('driverShifts').getAll();
          return all.filter((shift) => shift.onShift);
        },
        updateReceipt(id, set, remove) {
          writes.push(async () => {
            const stored = await tx.objectStore('receipts').get(id);
            if (!stored) throw new Error(`No receipt ${id} to update.`);
            const data: Record<string, unknown> = { ...stored.data, ...set };
            for (const field of remove) delete data[field];
            // Bumped inside the transaction: two tabs' writes of one receipt get two revisions.
            const record = {
              ...stored,
              data: data as unknown as RawReceiptDocument,
              rev: (stored.rev ?? 0) + 1,
            };
            await tx.objectStore('receipts').put(record);
            receiptWrites.push({
              receiptId: id,
              before: stored.data as unknown as ReceiptData,
              after: data as unknown as ReceiptData,
              stored: record,
            });
          });
        },
        createReceipt(id, data) {
          // `add`, not `put`: a receipt already there fails the transaction, as Firestore's
          // create does, rather than being overwritten.
          writes.push(async () => {
            const record = { id, data: data as unknown as RawReceiptDocument, rev: 1 };
            await tx.objectStore('receipts').add(record);
            receiptWrites.push({ receiptId: id, before: null, after: data, stored: record });
          });
        },
        putCounter(name, value) {
          writes.push(() => tx.objectStore('counters').put({ name, value }));
        },
        putApiKey(record) {
          writes.push(() => tx.objectStore('apiKeys').put(record));
        },
        putRateWindow(window) {
          writes.push(() => tx.objectStore('rateWindows').put(window));
        },
        putIdempotency(record) {
          writes.push(() => tx.objectStore('appliedUpdates').put(storedKey(record)));
        },
        deleteIdempotency(key) {
          writes.push(() => tx.objectStore('appliedUpdates').delete(key));
        },
        putToken(record: TokenRecord) {
          writes.push(() => tx.objectStore('pushTokens').put(record));
        },
        putTrackingLink(link) {
          writes.push(() => tx.objectStore('trackingLinks').put(link));
        },
        putTrackingPosition(position) {
          writes.push(() => tx.objectStore('trackingPositions').put(position));
        },
        putBackOfficeUser(uid, data) {
          writes.push(() => tx.objectStore('backOfficeUsers').put({ uid, data }));
        },
        putDriverShift(record) {
          writes.push(() => tx.objectStore('driverShifts').put(record));
        },
        putSettlement(settlement) {
          writes.push(() => tx.objectStore('settlements').put(settlement));
        },
        putDispatchSettings(record) {
          writes.push(() =>
            tx.objectStore('settings').put({ id: DISPATCH_SETTINGS_ID, dispatch: record }),
          );
        },
      };
      try {
        const result = await work(core);
        await Promise.all(writes.map((write) => write()));
        await tx.done;
        if (receiptWrites.length > 0) hooks.afterReceiptWrites?.(receiptWrites);
        return result;
      } catch (error) {
        try {
          tx.abort();
        } catch {
          // Already finished.
        }
        await tx.done.catch(() => undefined);
        throw error;
      }
    },
  };
}
