// Security rules tests (docs/architecture.md#security) against the Firestore emulator. Run with
// `npm run test:rules`, which starts the emulator, or reports plainly that these were skipped
// where it cannot start (it needs Java 21+ and a one-off download).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE_EMULATOR_HOST, FIRESTORE_EMULATOR_PORT } from '@/services/firebase/emulators';

const RECEIPTS = 'dev_receipts';
const USERS = 'dev_backOfficeUsers';
const UTILITIES = 'dev_utilities';
const MIDNIGHT = new Date(2026, 10, 21).getTime();

let env: RulesTestEnvironment;

// The test contexts hand out compat Firestore instances; the modular functions accept them
// (they unwrap the modular instance inside), only the types differ.
function dbOf(context: { firestore(): unknown }): Firestore {
  return context.firestore() as Firestore;
}

const alice = () => dbOf(env.authenticatedContext('alice')); // back-office dispatcher
const bob = () => dbOf(env.authenticatedContext('bob')); // another back-office dispatcher
const carol = () => dbOf(env.authenticatedContext('carol')); // signed in, no back-office record
const anonymous = () => dbOf(env.unauthenticatedContext());

function todaysOrders(db: Firestore, uid: string) {
  return query(
    collection(db, RECEIPTS),
    where('receipt_type', '==', 'SALE'),
    where('dispatchId', '==', uid),
    where('updateTimestamp', '>=', MIDNIGHT),
    orderBy('updateTimestamp', 'desc'),
  );
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-dispatch-rules',
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      host: FIRESTORE_EMULATOR_HOST,
      port: FIRESTORE_EMULATOR_PORT,
    },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = dbOf(context);
    const sale = { receipt_type: 'SALE', updateTimestamp: MIDNIGHT + 3_600_000, status: 'Pending' };
    await Promise.all([
      setDoc(doc(db, USERS, 'alice'), { name: 'Alice' }),
      setDoc(doc(db, USERS, 'bob'), { name: 'Bob' }),
      setDoc(doc(db, RECEIPTS, 'alice-1'), { ...sale, dispatchId: 'alice' }),
      setDoc(doc(db, RECEIPTS, 'bob-1'), { ...sale, dispatchId: 'bob' }),
      setDoc(doc(db, RECEIPTS, 'carol-1'), { ...sale, dispatchId: 'carol' }),
      setDoc(doc(db, UTILITIES, 'main'), { originAddress_formated: { address: '1 Market St' } }),
      setDoc(doc(db, 'receipts', 'unprefixed'), { ...sale, dispatchId: 'alice' }),
    ]);
  });
});

describe('receipts', () => {
  it('a back-office user reads their own receipts, one by one and through the app query', async () => {
    await assertSucceeds(getDoc(doc(alice(), RECEIPTS, 'alice-1')));
    await assertSucceeds(getDocs(todaysOrders(alice(), 'alice')));
  });

  it("another dispatcher's receipts are denied", async () => {
    await assertFails(getDoc(doc(alice(), RECEIPTS, 'bob-1')));
    await assertFails(getDocs(todaysOrders(alice(), 'bob')));
  });

  it('a signed-in user without a back-office record reads nothing, not even receipts naming them', async () => {
    await assertFails(getDoc(doc(carol(), RECEIPTS, 'carol-1')));
    await assertFails(getDocs(todaysOrders(carol(), 'carol')));
  });

  it('anonymous reads are denied', async () => {
    await assertFails(getDoc(doc(anonymous(), RECEIPTS, 'alice-1')));
    await assertFails(getDocs(todaysOrders(anonymous(), 'alice')));
  });

  it('a query without the dispatchId filter is denied', async () => {
    await assertFails(
      getDocs(query(collection(alice(), RECEIPTS), where('receipt_type', '==', 'SALE'))),
    );
    await assertFails(getDocs(collection(alice(), RECEIPTS)));
  });

  it('every client write is denied, even on their own receipts', async () => {
    const db = alice();
    await assertFails(
      setDoc(doc(db, RECEIPTS, 'new'), {
        receipt_type: 'SALE',
        dispatchId: 'alice',
        status: 'Pending',
      }),
    );
    await assertFails(updateDoc(doc(db, RECEIPTS, 'alice-1'), { status: 'Delivered' }));
    await assertFails(deleteDoc(doc(db, RECEIPTS, 'alice-1')));
  });
});

describe('back-office users', () => {
  it('a user reads their own record, and their own missing record (so "missing" is confirmed)', async () => {
    await assertSucceeds(getDoc(doc(alice(), USERS, 'alice')));
    await assertSucceeds(getDoc(doc(carol(), USERS, 'carol')));
  });

  it("another user's record and anonymous reads are denied", async () => {
    await assertFails(getDoc(doc(alice(), USERS, 'bob')));
    await assertFails(getDoc(doc(anonymous(), USERS, 'alice')));
    await assertFails(getDocs(collection(alice(), USERS)));
  });

  it('no client writes, not even to their own record or to make themselves back-office', async () => {
    await assertFails(setDoc(doc(alice(), USERS, 'alice'), { name: 'Root', role: 'admin' }));
    await assertFails(setDoc(doc(carol(), USERS, 'carol'), { name: 'Carol' }));
    await assertFails(deleteDoc(doc(bob(), USERS, 'bob')));
  });
});

describe('utilities', () => {
  it('back-office users read them', async () => {
    await assertSucceeds(getDocs(query(collection(alice(), UTILITIES), limit(1))));
    await assertSucceeds(getDoc(doc(bob(), UTILITIES, 'main')));
  });

  it('other signed-in users and anonymous readers are denied', async () => {
    await assertFails(getDocs(query(collection(carol(), UTILITIES), limit(1))));
    await assertFails(getDoc(doc(anonymous(), UTILITIES, 'main')));
  });

  it('no client writes', async () => {
    await assertFails(setDoc(doc(alice(), UTILITIES, 'main'), { originAddress_formated: null }));
  });
});

describe('the backend’s own collections (idempotency keys, push tokens, tracking)', () => {
  it('no client reads or writes them, not even their own token', async () => {
    for (const [name, id] of [
      ['dev_idempotencyKeys', 'some-update-id'],
      ['dev_pushTokens', 'alice'],
      ['dev_trackingLinks', 'AAAAAAAAAAAAAAAAAAAAAA'],
      ['dev_trackingPositions', 'some-receipt'],
    ] as const) {
      await assertFails(getDoc(doc(alice(), name, id)));
      await assertFails(getDocs(query(collection(alice(), name), limit(1))));
      await assertFails(setDoc(doc(alice(), name, id), { fcmToken: 'x' }));
      await assertFails(deleteDoc(doc(alice(), name, id)));
      await assertFails(getDoc(doc(anonymous(), name, id)));
    }
  });
});

describe('everything else', () => {
  it('collections outside the prefix and unknown collections are denied', async () => {
    await assertFails(getDoc(doc(alice(), 'receipts', 'unprefixed')));
    await assertFails(getDoc(doc(alice(), 'anything', 'x')));
    await assertFails(setDoc(doc(alice(), 'anything', 'x'), { a: 1 }));
  });
});
