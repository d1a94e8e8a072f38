// @vitest-environment node
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  authenticateApiKey,
  createApiKey,
  createMemoryStore,
  deliveryUpdate,
  deskAssign,
  listApiKeys,
  ordersIntake,
  rateWindowName,
  receiptIdFor,
  StoreContention,
  tokenUpdate,
  type BackendStore,
} from '@backend/core';
import { createFirestoreStore } from '../../../functions/src/firestoreStore';
import { backendCollections } from '../../../functions/src/settings';
import { CONTENTION_ATTEMPTS } from '../../../functions/src/transactionRuns';
import { fakeFirestore } from './fakeFirestore';
import { receipt, setup, updateBody } from './helpers';

// The functions' store over a small in-memory stand-in for the Admin SDK's Firestore
// (fakeFirestore.ts; the Firestore emulator needs Java 21, absent here): the core's writes become Firestore's (a removed
// field is FieldValue.delete(), `expireAt` a Timestamp for the TTL policy), and ABORTED becomes
// StoreContention; a transaction the emulator closed under it runs again.

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
    const assign = () => deskAssign(deps, { uid: 'marta', body });
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

  it('runs each attempt once through the SDK and again itself after contention', async () => {
    const fake = fakeFirestore({ abortTimes: 2 });
    const store = createFirestoreStore(fake.db, names);
    let runs = 0;
    expect(await store.transaction(async () => (runs += 1))).toBe(1);
    // Two attempts aborted before they ran the work, the third ran it: each one SDK attempt.
    expect(fake.attemptOptions).toEqual([1, 2, 3].map(() => ({ maxAttempts: 1 })));
  });

  it('turns contention that outlasts its attempts into StoreContention', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeFirestore({ abortTimes: CONTENTION_ATTEMPTS });
      const outcome = createFirestoreStore(fake.db, names).transaction(async () => 1);
      const settled = expect(outcome).rejects.toBeInstanceOf(StoreContention);
      await vi.runAllTimersAsync();
      await settled;
      expect(fake.attemptOptions).toHaveLength(CONTENTION_ATTEMPTS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs a transaction the emulator closed under it again, three times at most', async () => {
    const twice = createFirestoreStore(fakeFirestore({ closedTimes: 2 }).db, names);
    expect(await twice.transaction(async () => 1)).toBe(1);
    const always = createFirestoreStore(fakeFirestore({ closedTimes: 3 }).db, names);
    await expect(always.transaction(async () => 1)).rejects.toBeInstanceOf(StoreContention);
  });
});

describe('functions: orders coming in, over Firestore', () => {
  it('creates receipts with `create`, keeps the order counter, the API keys and their windows', async () => {
    const fake = fakeFirestore();
    fake.docs.set('dev_backOfficeUsers/marta', { role: 'manager' });
    const deps = { ...setup(), store: createFirestoreStore(fake.db, names) };
    const created = await createApiKey(deps, { uid: 'marta', body: { name: 'Till' } });
    const { id, key } = created.body as { id: string; key: string };
    expect(fake.docs.get(`dev_apiKeys/${id}`)).toMatchObject({ name: 'Till', revokedAt: null });
    expect(JSON.stringify([...fake.docs.values()])).not.toContain(key);
    const listed = await listApiKeys(deps, { uid: 'marta', body: {} });
    expect(listed.body.apiKeys).toEqual([expect.objectContaining({ id, name: 'Till' })]);

    const caller = await authenticateApiKey(deps, `Bearer ${key}`);
    expect(caller).toEqual({ ok: true, keyId: id });
    expect(fake.docs.get(`dev_rateWindows/${rateWindowName(id)}`)).toMatchObject({ count: 1 });
    const answer = await ordersIntake(deps, {
      keyId: id,
      body: {
        externalId: 'SHOP-1',
        customerName: 'Inês Carvalho',
        address: 'Rua da Prata 42',
        payment: 'paid',
        items: [{ name: 'Lemonade', quantity: 1, unitPrice: 2.8 }],
      },
    });
    expect(answer.status).toBe(200);
    const receiptId = await receiptIdFor('api', 'SHOP-1');
    expect(fake.docs.get(`dev_receipts/${receiptId}`)).toMatchObject({
      orderNumber: '5001',
      receipt_type: 'SALE',
    });
    expect(fake.docs.get('dev_counters/orderNumber')).toEqual({ value: 5001 });
  });

  it('fails the whole commit when a created receipt exists, as memory does', async () => {
    const fake = fakeFirestore();
    fake.docs.set('dev_receipts/R1', receipt());
    const stores = [
      createFirestoreStore(fake.db, names),
      createMemoryStore({ receipts: { R1: receipt() } }),
    ];
    for (const store of stores) {
      await expect(
        store.transaction(async (tx) => {
          tx.putCounter('orderNumber', 9);
          tx.createReceipt('R1', { overwritten: true });
        }),
      ).rejects.toThrow();
      const counter = await store.transaction((tx) => tx.getCounter('orderNumber'));
      expect(counter, store.kind).toBeNull();
      const kept = await store.transaction((tx) => tx.getReceipt('R1'));
      expect(kept, store.kind).not.toHaveProperty('overwritten');
    }
  });
});
