// Security rules tests (docs/architecture.md#security) on the Firestore emulator: `npm run
// test:rules` starts one on a free port (FIRESTORE_EMULATOR_HOST), or says they were SKIPPED.
//
// Who: a driver (alice, bob: back-office records that are not a manager's), a manager (mia: her
// record's role is " Manager ", src/domain/roles.ts), a deactivated driver (dan: `active: false`),
// a signed-in stranger with no record (carol) and a signed-out visitor. What: every collection, reading (one document, a query) and
// writing (create, update, delete).
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

const [emulatorHost, emulatorPort] = process.env.FIRESTORE_EMULATOR_HOST?.split(':') ?? [];
const RECEIPTS = 'dev_receipts';
const USERS = 'dev_backOfficeUsers';
const UTILITIES = 'dev_utilities';
// The desk's: managers read them, nobody else; nobody writes.
const MANAGERS_ONLY = [
  ['dev_driverShifts', 'alice'],
  ['dev_settlements', 'alice_2026-11-21'],
] as const;
const BACKEND_ONLY = [
  ['dev_idempotencyKeys', 'some-update-id'],
  ['dev_pushTokens', 'alice'],
  ['dev_trackingLinks', 'AAAAAAAAAAAAAAAAAAAAAA'],
  ['dev_trackingPositions', 'some-receipt'],
  // The intake API's keys: only a hash, yet never readable by anyone, a manager included.
  ['dev_apiKeys', '0a1b2c3d4e5f6a7b8c9d'],
  ['dev_rateWindows', 'apikey:0a1b2c3d4e5f6a7b8c9d'],
  ['dev_counters', 'orderNumber'],
] as const;
const MIDNIGHT = new Date(2026, 10, 21).getTime();

let env: RulesTestEnvironment;

// The test contexts hand out compat Firestore instances; the modular functions accept them
// (they unwrap the modular instance inside), only the types differ.
function dbOf(context: { firestore(): unknown }): Firestore {
  return context.firestore() as Firestore;
}

const alice = () => dbOf(env.authenticatedContext('alice')); // a driver
const bob = () => dbOf(env.authenticatedContext('bob')); // another driver
const mia = () => dbOf(env.authenticatedContext('mia')); // a manager
const carol = () => dbOf(env.authenticatedContext('carol')); // signed in, no back-office record
const dan = () => dbOf(env.authenticatedContext('dan')); // a deactivated driver
const anonymous = () => dbOf(env.unauthenticatedContext());

const EVERYONE = { alice, mia, carol, anonymous };

/** The driver app's query: today's SALE receipts of one dispatcher. */
function todaysOrders(db: Firestore, uid: string) {
  return query(
    collection(db, RECEIPTS),
    where('receipt_type', '==', 'SALE'),
    where('dispatchId', '==', uid),
    where('updateTimestamp', '>=', MIDNIGHT),
    orderBy('updateTimestamp', 'desc'),
  );
}

/** The desk's query: today's SALE receipts of every dispatcher and of none. */
function board(db: Firestore) {
  return query(
    collection(db, RECEIPTS),
    where('receipt_type', '==', 'SALE'),
    where('updateTimestamp', '>=', MIDNIGHT),
    orderBy('updateTimestamp', 'desc'),
  );
}

/** Every kind of client write on one document: all must be denied. */
async function assertNoWrites(db: Firestore, name: string, id: string) {
  await assertFails(setDoc(doc(db, name, id), { written: 'by a client' }));
  await assertFails(setDoc(doc(db, name, `${id}-new`), { written: 'by a client' }));
  await assertFails(updateDoc(doc(db, name, id), { written: 'by a client' }));
  await assertFails(deleteDoc(doc(db, name, id)));
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-dispatch-rules',
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      host: emulatorHost ?? FIRESTORE_EMULATOR_HOST,
      port: emulatorPort ? Number(emulatorPort) : FIRESTORE_EMULATOR_PORT,
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
      setDoc(doc(db, USERS, 'alice'), { name: 'Alice', role: 'dispatcher' }),
      setDoc(doc(db, USERS, 'bob'), { name: 'Bob' }),
      setDoc(doc(db, USERS, 'mia'), { name: 'Mia', role: ' Manager ' }),
      setDoc(doc(db, USERS, 'dan'), { name: 'Dan', role: 'driver', active: false }),
      setDoc(doc(db, RECEIPTS, 'dan-1'), { ...sale, dispatchId: 'dan' }),
      ...MANAGERS_ONLY.map(([name, id]) => setDoc(doc(db, name, id), { uid: 'alice' })),
      setDoc(doc(db, RECEIPTS, 'alice-1'), { ...sale, dispatchId: 'alice' }),
      setDoc(doc(db, RECEIPTS, 'bob-1'), { ...sale, dispatchId: 'bob' }),
      setDoc(doc(db, RECEIPTS, 'carol-1'), { ...sale, dispatchId: 'carol' }),
      setDoc(doc(db, RECEIPTS, 'waiting-1'), sale),
      setDoc(doc(db, UTILITIES, 'main'), { originAddress_formated: { address: '1 Market St' } }),
      setDoc(doc(db, 'receipts', 'unprefixed'), { ...sale, dispatchId: 'alice' }),
      ...BACKEND_ONLY.map(([name, id]) => setDoc(doc(db, name, id), { uid: 'alice' })),
    ]);
  });
});

describe('receipts', () => {
  it('a driver reads their own receipts, one by one and through the app query', async () => {
    await assertSucceeds(getDoc(doc(alice(), RECEIPTS, 'alice-1')));
    await assertSucceeds(getDocs(todaysOrders(alice(), 'alice')));
    await assertSucceeds(getDocs(todaysOrders(bob(), 'bob')));
  });

  it("a driver reads no one else's receipts, nor unassigned ones, nor the desk's query", async () => {
    await assertFails(getDoc(doc(alice(), RECEIPTS, 'bob-1')));
    await assertFails(getDoc(doc(alice(), RECEIPTS, 'waiting-1')));
    await assertFails(getDocs(todaysOrders(alice(), 'bob')));
    await assertFails(getDocs(board(alice())));
    await assertFails(getDocs(collection(alice(), RECEIPTS)));
  });

  it("a manager reads every receipt: anyone's, unassigned, the desk's query, all of them", async () => {
    for (const id of ['alice-1', 'bob-1', 'carol-1', 'waiting-1']) {
      await assertSucceeds(getDoc(doc(mia(), RECEIPTS, id)));
    }
    await assertSucceeds(getDocs(board(mia())));
    await assertSucceeds(getDocs(todaysOrders(mia(), 'alice')));
    await assertSucceeds(getDocs(collection(mia(), RECEIPTS)));
  });

  it('a signed-in stranger reads nothing, not even receipts naming them; nor does a visitor', async () => {
    await assertFails(getDoc(doc(carol(), RECEIPTS, 'carol-1')));
    await assertFails(getDocs(todaysOrders(carol(), 'carol')));
    await assertFails(getDocs(board(carol())));
    await assertFails(getDoc(doc(anonymous(), RECEIPTS, 'alice-1')));
    await assertFails(getDocs(todaysOrders(anonymous(), 'alice')));
    await assertFails(getDocs(board(anonymous())));
  });

  it('nobody writes a receipt from a client, not even the manager or the owner', async () => {
    for (const db of Object.values(EVERYONE)) await assertNoWrites(db(), RECEIPTS, 'alice-1');
    // An assignment goes through the backend (POST /desk/assign), never a client write.
    await assertFails(updateDoc(doc(mia(), RECEIPTS, 'waiting-1'), { dispatchId: 'alice' }));
  });
});

describe('back-office users', () => {
  it('a user reads their own record, and their own missing record (so "missing" is confirmed)', async () => {
    await assertSucceeds(getDoc(doc(alice(), USERS, 'alice')));
    await assertSucceeds(getDoc(doc(mia(), USERS, 'mia')));
    await assertSucceeds(getDoc(doc(carol(), USERS, 'carol')));
  });

  it("a driver and a stranger read no one else's record, nor the list; nor does a visitor", async () => {
    await assertFails(getDoc(doc(alice(), USERS, 'bob')));
    await assertFails(getDoc(doc(alice(), USERS, 'mia')));
    await assertFails(getDocs(collection(alice(), USERS)));
    await assertFails(getDoc(doc(carol(), USERS, 'alice')));
    await assertFails(getDocs(collection(carol(), USERS)));
    await assertFails(getDoc(doc(anonymous(), USERS, 'alice')));
    await assertFails(getDocs(collection(anonymous(), USERS)));
  });

  it('a manager reads every record and the whole list (the desk’s team)', async () => {
    await assertSucceeds(getDoc(doc(mia(), USERS, 'alice')));
    await assertSucceeds(getDoc(doc(mia(), USERS, 'carol')));
    await assertSucceeds(getDocs(collection(mia(), USERS)));
  });

  it('no client writes, not even to their own record or to make themselves a manager', async () => {
    await assertFails(setDoc(doc(alice(), USERS, 'alice'), { name: 'Root', role: 'manager' }));
    await assertFails(setDoc(doc(carol(), USERS, 'carol'), { name: 'Carol' }));
    await assertFails(deleteDoc(doc(bob(), USERS, 'bob')));
    await assertFails(setDoc(doc(anonymous(), USERS, 'dan'), { role: 'manager' }));
    for (const db of [alice, mia, carol, anonymous]) await assertNoWrites(db(), USERS, 'bob');
  });
});

describe('who counts as a manager (mirrors src/domain/roles.ts)', () => {
  async function withRole(role: unknown) {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(dbOf(context), USERS, 'bob'), { name: 'Bob', role });
    });
    return getDocs(collection(bob(), USERS));
  }

  it('takes "manager" in any case with spaces around it', async () => {
    await assertSucceeds(withRole('MANAGER'));
    await assertSucceeds(withRole('  manager'));
  });

  it('refuses any other role, and a role that is not text', async () => {
    for (const role of ['managers', 'dispatcher', 'admin', '', 7, ['manager'], null]) {
      await assertFails(withRole(role));
    }
  });
});

describe('utilities', () => {
  it('drivers and managers read them', async () => {
    await assertSucceeds(getDocs(query(collection(alice(), UTILITIES), limit(1))));
    await assertSucceeds(getDoc(doc(bob(), UTILITIES, 'main')));
    await assertSucceeds(getDoc(doc(mia(), UTILITIES, 'main')));
  });

  it('other signed-in users and anonymous readers are denied', async () => {
    await assertFails(getDocs(query(collection(carol(), UTILITIES), limit(1))));
    await assertFails(getDoc(doc(anonymous(), UTILITIES, 'main')));
  });

  it('no client writes', async () => {
    for (const db of Object.values(EVERYONE)) await assertNoWrites(db(), UTILITIES, 'main');
  });
});

describe('the backend’s own collections (idempotency keys, push tokens, tracking, API keys, rate windows, counters)', () => {
  it('nobody reads or writes them from a client, the manager included', async () => {
    for (const [name, id] of BACKEND_ONLY) {
      for (const db of Object.values(EVERYONE)) {
        await assertFails(getDoc(doc(db(), name, id)));
        await assertFails(getDocs(query(collection(db(), name), limit(1))));
        await assertNoWrites(db(), name, id);
      }
    }
  });
});

describe('a deactivated driver', () => {
  it('reads their own record (Access Denied), no receipt nor setting; a manager reads both', async () => {
    await assertSucceeds(getDoc(doc(dan(), USERS, 'dan')));
    await assertFails(getDoc(doc(dan(), RECEIPTS, 'dan-1')));
    await assertFails(getDocs(todaysOrders(dan(), 'dan')));
    await assertFails(getDoc(doc(dan(), UTILITIES, 'main')));
    await assertNoWrites(dan(), USERS, 'dan');
    await assertSucceeds(getDoc(doc(mia(), USERS, 'dan')));
    await assertSucceeds(getDoc(doc(mia(), RECEIPTS, 'dan-1')));
  });
});

describe('the desk’s shifts and settlements', () => {
  it('a manager reads them, one by one and the whole collection', async () => {
    for (const [name, id] of MANAGERS_ONLY) {
      await assertSucceeds(getDoc(doc(mia(), name, id)));
      await assertSucceeds(getDocs(collection(mia(), name)));
    }
    await assertSucceeds(
      getDocs(query(collection(mia(), 'dev_settlements'), where('day', '==', '2026-11-21'))),
    );
  });

  it('nobody else reads them, not even the driver their own shift; nobody writes them', async () => {
    for (const [name, id] of MANAGERS_ONLY) {
      for (const db of [alice, bob, dan, carol, anonymous]) {
        await assertFails(getDoc(doc(db(), name, id)));
        await assertFails(getDocs(query(collection(db(), name), limit(1))));
      }
      for (const db of Object.values(EVERYONE)) await assertNoWrites(db(), name, id);
    }
  });
});

describe('everything else', () => {
  it('collections outside the prefix and unknown collections are denied to everyone', async () => {
    for (const db of Object.values(EVERYONE)) {
      await assertFails(getDoc(doc(db(), 'receipts', 'unprefixed')));
      await assertFails(getDoc(doc(db(), 'anything', 'x')));
      await assertFails(setDoc(doc(db(), 'anything', 'x'), { a: 1 }));
    }
  });
});
