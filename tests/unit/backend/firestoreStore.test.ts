// @vitest-environment node
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  deliveryUpdate,
  deskAssign,
  StoreContention,
  tokenUpdate,
  type BackendStore,
} from '@backend/core';
import { createFirestoreStore } from '../../../functions/src/firestoreStore';
import { backendCollections } from '../../../functions/src/settings';
import { receipt, setup, updateBody } from './helpers';

// The functions' store over a small in-memory stand-in for the Admin SDK's Firestore (the
// Firestore emulator needs Java 21, absent here): the core's writes become Firestore's (a removed
// field is FieldValue.delete(), `expireAt` a Timestamp for the TTL policy), and ABORTED becomes
// StoreContention.

type Data = Record<string, unknown>;
interface Ref {
  path: string;
}
interface Query {
  collection: string;
  field: string;
  value: unknown;
}

function fakeFirestore(options: { abort?: boolean } = {}) {
  const docs = new Map<string, Data>();
  const snapshot = (path: string) => ({
    exists: docs.has(path),
    data: () => (docs.has(path) ? { ...docs.get(path) } : undefined),
  });
  const stored = (data: Data): Data =>
    Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        value instanceof Date ? Timestamp.fromDate(value) : value,
      ]),
    );
  const db = {
    collection: (name: string) => ({
      doc: (id: string): Ref => ({ path: `${name}/${id}` }),
      where: (field: string, _op: string, value: unknown): Query => ({
        collection: name,
        field,
        value,
      }),
    }),
    async runTransaction<T>(work: (t: unknown) => Promise<T>): Promise<T> {
      if (options.abort) throw Object.assign(new Error('contention'), { code: 10 });
      const writes: Array<() => void> = [];
      const t = {
        get: async (target: Ref | Query) => {
          if ('path' in target) return snapshot(target.path);
          const matching = [...docs.entries()].filter(
            ([path, data]) =>
              path.startsWith(`${target.collection}/`) && data[target.field] === target.value,
          );
          return { docs: matching.map(([path]) => snapshot(path)) };
        },
        set: (ref: Ref, data: Data) => writes.push(() => docs.set(ref.path, stored(data))),
        delete: (ref: Ref) => writes.push(() => docs.delete(ref.path)),
        update: (ref: Ref, fields: Data) =>
          writes.push(() => {
            const next = { ...docs.get(ref.path)! };
            for (const [key, value] of Object.entries(fields)) {
              if (value instanceof FieldValue && value.isEqual(FieldValue.delete())) {
                delete next[key];
              } else next[key] = value;
            }
            docs.set(ref.path, next);
          }),
      };
      const result = await work(t);
      for (const write of writes) write();
      return result;
    },
  };
  return { db: db as unknown as Firestore, docs };
}

const names = backendCollections('dev_');

function firestoreSetup() {
  const fake = fakeFirestore();
  fake.docs.set('dev_receipts/R1', receipt());
  const store: BackendStore = createFirestoreStore(fake.db, names);
  return { ...setup(), store, docs: fake.docs };
}

describe('functions: the store over Firestore', () => {
  it('applies a change once, removing absent outcome fields, and keeps expireAt as a Timestamp', async () => {
    const deps = firestoreSetup();
    deps.docs.set('dev_receipts/R1', receipt({ statusReason: 'Wrong address' }));
    const request = { uid: 'ana', body: updateBody(), idempotencyKey: 'u-1' };
    expect((await deliveryUpdate(deps, request)).status).toBe(200);
    expect(deps.docs.get('dev_receipts/R1')).toMatchObject({
      status: 'Delivered',
      updateTimestamp: deps.now(),
    });
    expect(deps.docs.get('dev_receipts/R1')).not.toHaveProperty('statusReason');
    const key = deps.docs.get('dev_idempotencyKeys/u-1')!;
    expect(key.expireAt).toBeInstanceOf(Timestamp);
    expect((key.expireAt as Timestamp).toMillis()).toBeGreaterThan(deps.now() + 7 * 86_400_000);
    const replay = await deliveryUpdate(deps, request);
    expect(replay.body).toMatchObject({ applied: false, replayed: true });
  });

  it('keeps the token registry in its collection', async () => {
    const deps = firestoreSetup();
    const body = (uid: string, updatedAt: number) => ({
      userData: { uid, email: null, fcmToken: 'shared', updatedAt },
    });
    await tokenUpdate(deps, { uid: 'ana', body: body('ana', 1) });
    await tokenUpdate(deps, { uid: 'tiago', body: body('tiago', 2) });
    expect(deps.docs.get('dev_pushTokens/ana')?.fcmToken).toBeNull();
    expect(deps.docs.get('dev_pushTokens/tiago')?.fcmToken).toBe('shared');
  });

  it('reads the caller’s and the driver’s back-office records from their prefixed collection', async () => {
    const deps = firestoreSetup();
    const body = { receiptIds: ['R1'], dispatchId: 'rui', expected: { R1: 'ana' } };
    const assign = () => deskAssign(deps, { uid: 'marta', body, idempotencyKey: null });
    expect(await assign()).toMatchObject({ status: 403, body: { code: 'not-a-manager' } });
    deps.docs.set('dev_backOfficeUsers/marta', { role: 'manager' });
    expect(await assign()).toMatchObject({ status: 422, body: { code: 'not-a-driver' } });
    deps.docs.set('dev_backOfficeUsers/rui', { role: 'courier' });
    expect(await assign()).toMatchObject({ status: 200 });
    expect(deps.docs.get('dev_receipts/R1')).toMatchObject({
      dispatchId: 'rui',
      assignedBy: 'marta',
    });
  });

  it('turns ABORTED (contention) into StoreContention', async () => {
    const store = createFirestoreStore(fakeFirestore({ abort: true }).db, names);
    await expect(store.transaction(async () => 1)).rejects.toBeInstanceOf(StoreContention);
  });
});
