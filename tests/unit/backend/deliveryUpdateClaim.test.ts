// @vitest-environment node
import 'fake-indexeddb/auto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createDemoCoreStore } from '@/demo/server/coreStore';
import { openDemoDb } from '@/demo/server/store';
import {
  createMemoryStore,
  deliveryUpdate,
  type BackendStore,
  type IdempotencyRecord,
} from '@backend/core';
import { createFirestoreStore } from '../../../functions/src/firestoreStore';
import { backendCollections } from '../../../functions/src/settings';
import { uniqueDbName } from '../demo/helpers';
import { fakeFirestore } from './fakeFirestore';
import { inProgressKey, receipt, setup, updateBody } from './helpers';

// A status change's key is claimed with one create-if-absent write (deliveryUpdateClaim.ts), so
// the twins of one change sent at once never meet in a transaction (on the Firestore emulator two
// transactions that read the key and then write it waited 2 s for its lock timeout); a key with a
// record is decided in the claim's transaction, as before.

const send = (deps: ReturnType<typeof setup>, body = updateBody()) =>
  deliveryUpdate(deps, { uid: 'ana', body, idempotencyKey: body.updateData.updateId as string });

/** `store`, counting its transactions and the creates it wrote. */
function counting(store: BackendStore) {
  const counts = { transactions: 0, created: 0, refused: 0 };
  const counted: BackendStore = {
    ...store,
    kind: store.kind,
    transaction: (work) => {
      counts.transactions += 1;
      return store.transaction(work);
    },
    async createIdempotency(record) {
      const written = await store.createIdempotency(record);
      counts[written ? 'created' : 'refused'] += 1;
      return written;
    },
  };
  return { counted, counts };
}

const record = (key: string, claimId: string, expireAt = 2e12): IdempotencyRecord =>
  inProgressKey({ key, claimId, expireAt });

describe('core: a status change claims its key with one write', () => {
  it('claims a key never seen without a transaction: the only one applies the change', async () => {
    const deps = setup();
    const { counted, counts } = counting(deps.store);
    const answer = await send({ ...deps, store: counted } as never);
    expect(answer.status).toBe(200);
    expect(counts).toEqual({ transactions: 1, created: 1, refused: 0 });
    expect(deps.store.idempotency.get('u-1')).toMatchObject({ state: 'done' });
  });

  it('twins sent at once: one is claimed by its create, the other read in the transaction', async () => {
    const deps = setup();
    const { counted, counts } = counting(deps.store);
    const answers = await Promise.all([1, 2].map(() => send({ ...deps, store: counted } as never)));
    // The other finds the first's record held (409 in progress) or, once applied, answered.
    expect(answers.filter((a) => a.body.applied === true)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.body.applied !== true)) {
      expect(answer.status === 409 ? answer.body.code : answer.body.replayed).toBeTruthy();
    }
    expect(counts.created).toBe(1);
    expect(counts.refused).toBe(1);
    // The retry after the first answered is its answer again, applied once.
    expect((await send(deps)).body).toMatchObject({ applied: false, replayed: true });
  });

  it('a create whose answer was lost (the record is its own) is claimed, not held', async () => {
    const deps = setup();
    const lostAnswer: BackendStore = {
      ...deps.store,
      kind: 'lost-answer',
      transaction: (work) => deps.store.transaction(work),
      async createIdempotency(stored) {
        await deps.store.createIdempotency(stored);
        return false;
      },
    };
    const answer = await send({ ...deps, store: lostAnswer } as never);
    expect(answer.body).toMatchObject({ applied: true });
  });

  it('an expired record under the key refuses the create; the transaction claims it afresh', async () => {
    const deps = setup();
    deps.store.idempotency.set('u-1', record('u-1', 'old', deps.now() - 1));
    expect((await send(deps)).body).toMatchObject({ applied: true });
  });
});

describe('each home creates a key record only where none is', () => {
  const homes: Array<[string, () => Promise<BackendStore>]> = [
    ['memory', async () => createMemoryStore()],
    ['firestore', async () => createFirestoreStore(fakeFirestore().db, backendCollections('dev_'))],
    ['indexeddb', async () => createDemoCoreStore(await openDemoDb(uniqueDbName()))],
  ];

  it.each(homes)('%s: written once, refused after, the first record kept', async (_, make) => {
    const store = await make();
    expect(await store.createIdempotency(record('k', 'first'))).toBe(true);
    expect(await store.createIdempotency(record('k', 'second'))).toBe(false);
    const kept = await store.transaction((tx) => tx.getIdempotency('k'));
    expect(kept).toMatchObject({ claimId: 'first', state: 'in-progress', expireAt: 2e12 });
  });

  it('firestore: the record keeps expireAt as a Timestamp for the TTL policy', async () => {
    const fake = fakeFirestore();
    fake.docs.set('dev_receipts/R1', receipt());
    const store = createFirestoreStore(fake.db, backendCollections('dev_'));
    await store.createIdempotency(record('k', 'first'));
    expect(fake.docs.get('dev_idempotencyKeys/k')?.expireAt).toBeInstanceOf(Timestamp);
  });
});
