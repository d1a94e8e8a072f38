import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import {
  StoreContention,
  type BackendStore,
  type IdempotencyRecord,
  type StoreTransaction,
  type TokenRecord,
} from '@backend/core';
import type { backendCollections } from './settings';

// The core's store over Firestore (Admin SDK, which the security rules do not apply to). The
// idempotency records keep `expireAt` as a Timestamp, which the TTL policy deletes them by
// (docs/deploy.md); the core sees it as epoch ms.

/** gRPC ABORTED: Firestore gave up on a transaction after its retries (contention). */
const ABORTED = 10;

export function createFirestoreStore(
  db: Firestore,
  names: ReturnType<typeof backendCollections>,
): BackendStore {
  const receipts = db.collection(names.receipts);
  const idempotency = db.collection(names.idempotency);
  const tokens = db.collection(names.tokens);

  return {
    kind: 'firestore',
    async transaction(work) {
      try {
        return await db.runTransaction(async (t) => {
          const tx: StoreTransaction = {
            async getReceipt(id) {
              const snapshot = await t.get(receipts.doc(id));
              return snapshot.exists ? (snapshot.data() ?? null) : null;
            },
            async getIdempotency(key) {
              const snapshot = await t.get(idempotency.doc(key));
              if (!snapshot.exists) return null;
              const data = snapshot.data() as Omit<IdempotencyRecord, 'expireAt'> & {
                expireAt: Timestamp;
              };
              return { ...data, expireAt: data.expireAt.toMillis() };
            },
            async getToken(uid) {
              const snapshot = await t.get(tokens.doc(uid));
              return snapshot.exists ? (snapshot.data() as TokenRecord) : null;
            },
            async tokensHolding(fcmToken) {
              const query = await t.get(tokens.where('fcmToken', '==', fcmToken));
              return query.docs.map((doc) => doc.data() as TokenRecord);
            },
            updateReceipt(id, set, remove) {
              const fields: Record<string, unknown> = { ...set };
              for (const field of remove) fields[field] = FieldValue.delete();
              t.update(receipts.doc(id), fields);
            },
            putIdempotency(record) {
              // The TTL policy needs a Timestamp (a Date is stored as one).
              t.set(idempotency.doc(record.key), {
                ...record,
                expireAt: new Date(record.expireAt),
              });
            },
            deleteIdempotency(key) {
              t.delete(idempotency.doc(key));
            },
            putToken(record) {
              t.set(tokens.doc(record.uid), record);
            },
          };
          return work(tx);
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === ABORTED) {
          throw new StoreContention(undefined, { cause: error });
        }
        throw error;
      }
    },
  };
}
