import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import type { Settlement } from '@/domain/shift/settlement';
import {
  type ApiKeyRecord,
  type BackendStore,
  type DispatchSettingsRecord,
  type DriverShiftRecord,
  type IdempotencyRecord,
  type RateWindow,
  type StoreTransaction,
  type TokenRecord,
  type TrackingLink,
  type TrackingPosition,
} from '@backend/core';
import type { backendCollections } from './settings';
import { runTransactionAttempts } from './transactionRuns';

const ONE_ATTEMPT = { maxAttempts: 1 } as const;

/** gRPC ALREADY_EXISTS: a `create` found a document where it would write. */
const ALREADY_EXISTS = 6;
/** gRPC NOT_FOUND and FAILED_PRECONDITION: an `update` found no document, or a newer one. */
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;

// The core's store over Firestore (Admin SDK, which the security rules do not apply to). The
// idempotency records, tracking links and positions and the drivers' shifts keep `expireAt` as a
// Timestamp, which the TTL policy deletes them by (docs/deploy.md); the core sees it as epoch ms.

/** An idempotency record as stored: the TTL policy needs a Timestamp (a Date is stored as one). */
function storedKey(record: IdempotencyRecord) {
  return { ...record, expireAt: new Date(record.expireAt) };
}

/** A shift record as stored: `expireAt` a Timestamp, which the TTL policy deletes it by. */
function storedShift(record: DriverShiftRecord) {
  return { ...record, expireAt: new Date(record.expireAt) };
}

/** A record whose `expireAt` is stored as a Timestamp (for the TTL policy), read as epoch ms. */
function fromTtl<T extends { expireAt: number }>(data: unknown): T {
  const record = data as Omit<T, 'expireAt'> & { expireAt: Timestamp };
  return { ...record, expireAt: record.expireAt.toMillis() } as T;
}

export function createFirestoreStore(
  db: Firestore,
  names: ReturnType<typeof backendCollections>,
): BackendStore {
  const receipts = db.collection(names.receipts);
  const backOfficeUsers = db.collection(names.backOfficeUsers);
  const idempotency = db.collection(names.idempotency);
  const tokens = db.collection(names.tokens);
  const links = db.collection(names.trackingLinks);
  const positions = db.collection(names.trackingPositions);
  const counters = db.collection(names.counters);
  const apiKeys = db.collection(names.apiKeys);
  const rateWindows = db.collection(names.rateWindows);
  const driverShifts = db.collection(names.driverShifts);
  const settlements = db.collection(names.settlements);
  const dispatchSettings = db.collection(names.settings).doc('dispatch');

  return {
    kind: 'firestore',
    transaction(work) {
      return runTransactionAttempts(() => runOnce(work));
    },
    async createIdempotency(record) {
      try {
        // `create` fails if the document exists, expired or not: no read, no lock held.
        await idempotency.doc(record.key).create(storedKey(record));
        return true;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
    async readDriver(uid) {
      // One round trip for both, no transaction: nothing is locked.
      const [user, shift] = await db.getAll(backOfficeUsers.doc(uid), driverShifts.doc(uid));
      return {
        user: user?.exists ? (user.data() ?? null) : null,
        shift: {
          record: shift?.exists ? fromTtl<DriverShiftRecord>(shift.data()) : null,
          version: shift?.exists ? shift.updateTime : null,
        },
      };
    },
    async putDriverShiftIfUnchanged(record, read) {
      if (read.version === null) return false; // None was read: nothing to update.
      // readDriver's: the document's update time when it was read.
      const lastUpdateTime = read.version as Timestamp;
      try {
        // An update leaves the fields it does not name: a run the record has not goes.
        const stored = { ...storedShift(record), run: record.run ?? FieldValue.delete() };
        await driverShifts.doc(record.uid).update(stored, { lastUpdateTime });
        return true;
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === FAILED_PRECONDITION || code === NOT_FOUND) return false;
        throw error;
      }
    },
  };

  function runOnce<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    // One attempt: transactionRuns.ts runs it again, with shorter pauses than the SDK's.
    return db.runTransaction(async (t) => {
      const tx: StoreTransaction = {
        async getReceipt(id) {
          const snapshot = await t.get(receipts.doc(id));
          return snapshot.exists ? (snapshot.data() ?? null) : null;
        },
        async getBackOfficeUser(uid) {
          const snapshot = await t.get(backOfficeUsers.doc(uid));
          return snapshot.exists ? (snapshot.data() ?? null) : null;
        },
        async getIdempotency(key) {
          const snapshot = await t.get(idempotency.doc(key));
          return snapshot.exists ? fromTtl<IdempotencyRecord>(snapshot.data()) : null;
        },
        async getToken(uid) {
          const snapshot = await t.get(tokens.doc(uid));
          return snapshot.exists ? (snapshot.data() as TokenRecord) : null;
        },
        async tokensHolding(fcmToken) {
          const query = await t.get(tokens.where('fcmToken', '==', fcmToken));
          return query.docs.map((doc) => doc.data() as TokenRecord);
        },
        async getTrackingLink(token) {
          const snapshot = await t.get(links.doc(token));
          return snapshot.exists ? fromTtl<TrackingLink>(snapshot.data()) : null;
        },
        async trackingLinksOf(receiptId) {
          const query = await t.get(links.where('receiptId', '==', receiptId));
          return query.docs.map((doc) => fromTtl<TrackingLink>(doc.data()));
        },
        async getTrackingPosition(receiptId) {
          const snapshot = await t.get(positions.doc(receiptId));
          return snapshot.exists ? fromTtl<TrackingPosition>(snapshot.data()) : null;
        },
        async getCounter(name) {
          const snapshot = await t.get(counters.doc(name));
          const value: unknown = snapshot.exists ? snapshot.data()?.value : null;
          return typeof value === 'number' ? value : null;
        },
        async getApiKey(id) {
          const snapshot = await t.get(apiKeys.doc(id));
          return snapshot.exists ? (snapshot.data() as ApiKeyRecord) : null;
        },
        async listApiKeys() {
          const query = await t.get(apiKeys);
          return query.docs.map((doc) => doc.data() as ApiKeyRecord);
        },
        async getRateWindow(name) {
          const snapshot = await t.get(rateWindows.doc(name));
          return snapshot.exists ? (snapshot.data() as RateWindow) : null;
        },
        async receiptsOf(dispatchId, from, to) {
          // The driver app's query, on its index (receipt_type, dispatchId, updateTimestamp).
          const query = await t.get(
            receipts
              .where('receipt_type', '==', RECEIPT_TYPE_SALE)
              .where('dispatchId', '==', dispatchId)
              .where('updateTimestamp', '>=', from)
              .where('updateTimestamp', '<', to)
              .orderBy('updateTimestamp', 'desc'),
          );
          return query.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
        },
        async getDriverShift(uid) {
          const snapshot = await t.get(driverShifts.doc(uid));
          return snapshot.exists ? fromTtl<DriverShiftRecord>(snapshot.data()) : null;
        },
        async getSettlement(id) {
          const snapshot = await t.get(settlements.doc(id));
          return snapshot.exists ? (snapshot.data() as Settlement) : null;
        },
        async getDispatchSettings() {
          const snapshot = await t.get(dispatchSettings);
          return snapshot.exists ? (snapshot.data() as DispatchSettingsRecord) : null;
        },
        async onShiftDrivers() {
          // One equality: Firestore's single-field index serves it (no composite index).
          const query = await t.get(driverShifts.where('onShift', '==', true));
          return query.docs.map((doc) => fromTtl<DriverShiftRecord>(doc.data()));
        },
        updateReceipt(id, set, remove) {
          const fields: Record<string, unknown> = { ...set };
          for (const field of remove) fields[field] = FieldValue.delete();
          t.update(receipts.doc(id), fields);
        },
        createReceipt(id, data) {
          // `create` fails the commit if the document exists: an order is never overwritten.
          t.create(receipts.doc(id), data);
        },
        putCounter(name, value) {
          t.set(counters.doc(name), { value });
        },
        putApiKey(record) {
          t.set(apiKeys.doc(record.id), record);
        },
        putRateWindow(window) {
          t.set(rateWindows.doc(window.name), window);
        },
        putIdempotency(record) {
          t.set(idempotency.doc(record.key), storedKey(record));
        },
        deleteIdempotency(key) {
          t.delete(idempotency.doc(key));
        },
        putToken(record) {
          t.set(tokens.doc(record.uid), record);
        },
        putTrackingLink(link) {
          t.set(links.doc(link.token), { ...link, expireAt: new Date(link.expireAt) });
        },
        putTrackingPosition(position) {
          t.set(positions.doc(position.receiptId), {
            ...position,
            expireAt: new Date(position.expireAt),
          });
        },
        putBackOfficeUser(uid, data) {
          t.set(backOfficeUsers.doc(uid), data);
        },
        putDriverShift(record) {
          t.set(driverShifts.doc(record.uid), storedShift(record));
        },
        putSettlement(settlement) {
          t.set(settlements.doc(settlement.id), settlement);
        },
        putDispatchSettings(record) {
          t.set(dispatchSettings, record);
        },
      };
      return work(tx);
    }, ONE_ATTEMPT);
  }
}
