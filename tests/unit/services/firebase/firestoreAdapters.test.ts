// @vitest-environment node
// Firestore adapters on the real SDK, no server (docs/architecture.md#testing): a memory cache,
// the network disabled, documents written locally. The SDK evaluates queries and fires
// listeners from its local cache, which checks filters, order, realtime updates and the
// midnight move. setDoc is never awaited: offline it resolves only on a server ack.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  disableNetwork,
  doc,
  initializeFirestore,
  memoryLocalCache,
  setDoc,
  terminate,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectionNames } from '@/config/constants';
import { watchTodaysOrders, type DayWindowEnvironment } from '@/features/orders/todaysOrders';
import type { Unsubscribe } from '@/platform';
import {
  createFirestoreAdapters,
  toBackOfficeUserSnapshot,
  type FirestoreAdapters,
} from '@/services/firebase/firestoreAdapters';
import type { BackOfficeUserSnapshot, ReceiptsSnapshot } from '@/services/ports';

const collections = collectionNames('dev_');
const DISPATCHER = 'dispatcher-uid';
const OTHER = 'courier-uid';
const TODAY_NOON = new Date(2026, 10, 21, 12, 0, 0).getTime();
const MIDNIGHT = new Date(2026, 10, 21, 0, 0, 0).getTime();
const HOUR = 60 * 60 * 1000;

let app: FirebaseApp;
let db: Firestore;
let adapters: FirestoreAdapters;
const stops: Unsubscribe[] = [];

beforeEach(async () => {
  app = initializeApp(
    { apiKey: 'test-key', projectId: 'demo-local-cache', appId: '1:1:web:1' },
    `local-${Math.random()}`,
  );
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  await disableNetwork(db);
  adapters = createFirestoreAdapters(db, collections);
});

afterEach(async () => {
  while (stops.length > 0) stops.pop()?.();
  await terminate(db);
  await deleteApp(app);
});

function writeReceipt(id: string, data: Record<string, unknown>): void {
  void setDoc(doc(db, collections.receipts, id), data);
}

function sale(dispatchId: string, updateTimestamp: number, status = 'Pending') {
  return { receipt_type: 'SALE', dispatchId, updateTimestamp, status, customerName: 'Ana' };
}

/** Collects snapshots and lets a test wait for one that satisfies a condition. */
function recorder<T>() {
  const seen: T[] = [];
  const waiters: { test: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  return {
    seen,
    push(value: T) {
      seen.push(value);
      for (const waiter of [...waiters]) {
        if (waiter.test(value)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(value);
        }
      }
    },
    next(test: (value: T) => boolean): Promise<T> {
      const already = seen.find(test);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
}

const ids = (snapshot: ReceiptsSnapshot) => snapshot.receipts.map((r) => r.id);

function failOnError(error: Error): void {
  throw error;
}

describe('receipts feed (local cache, no server)', () => {
  /** The dispatcher's receipts from MIDNIGHT on, watched until the test ends. */
  function watchDispatchersDay() {
    const snapshots = recorder<ReceiptsSnapshot>();
    stops.push(
      adapters.receipts.watch(
        { dispatchId: DISPATCHER, since: MIDNIGHT },
        snapshots.push,
        failOnError,
      ),
    );
    return snapshots;
  }

  it('returns only SALE receipts of this dispatcher updated since the window start, newest first', async () => {
    writeReceipt('old', sale(DISPATCHER, TODAY_NOON - 2 * HOUR));
    writeReceipt('new', sale(DISPATCHER, TODAY_NOON));
    writeReceipt('middle', sale(DISPATCHER, TODAY_NOON - HOUR, 'Delivered'));
    writeReceipt('yesterday', sale(DISPATCHER, MIDNIGHT - HOUR));
    writeReceipt('refund', { ...sale(DISPATCHER, TODAY_NOON), receipt_type: 'REFUND' });
    writeReceipt('courier', sale(OTHER, TODAY_NOON));

    const snapshots = watchDispatchersDay();

    const first = await snapshots.next((s) => s.receipts.length > 0);
    expect(ids(first)).toEqual(['new', 'middle', 'old']);
    expect(first.fromCache).toBe(true);
    expect(first.receipts[1]).toMatchObject({ status: 'Delivered', customerName: 'Ana' });
  });

  it('updates live when a receipt changes status and when another is added', async () => {
    writeReceipt('a', sale(DISPATCHER, TODAY_NOON - HOUR));
    const snapshots = watchDispatchersDay();
    await snapshots.next((s) => ids(s).join() === 'a');

    void updateDoc(doc(db, collections.receipts, 'a'), { status: 'Delivered' });
    const delivered = await snapshots.next((s) => s.receipts[0]?.status === 'Delivered');
    expect(ids(delivered)).toEqual(['a']);

    writeReceipt('b', sale(DISPATCHER, TODAY_NOON));
    const added = await snapshots.next((s) => s.receipts.length === 2);
    expect(ids(added)).toEqual(['b', 'a']);

    // A receipt reassigned to another dispatcher leaves the list.
    void updateDoc(doc(db, collections.receipts, 'b'), { dispatchId: OTHER });
    const reassigned = await snapshots.next((s) => ids(s).join() === 'a');
    expect(ids(reassigned)).toEqual(['a']);
  });

  it('parses malformed receipts as absent fields instead of failing', async () => {
    writeReceipt('odd', { ...sale(DISPATCHER, TODAY_NOON), customerName: 42, items: 'lots' });
    const snapshots = watchDispatchersDay();
    const [odd] = (await snapshots.next((s) => s.receipts.length === 1)).receipts;
    expect(odd?.items).toEqual([]);
  });

  it('moves to the new day at midnight through watchTodaysOrders', async () => {
    let now = TODAY_NOON;
    let pendingTimer: (() => void) | null = null;
    const env: DayWindowEnvironment = {
      clock: { now: () => now },
      setTimeout: (callback) => {
        pendingTimer = callback;
        return 1;
      },
      clearTimeout: () => {
        pendingTimer = null;
      },
      onVisible: () => () => {},
    };
    const nextMidnight = MIDNIGHT + 24 * HOUR;
    writeReceipt('today', sale(DISPATCHER, TODAY_NOON));
    writeReceipt('tomorrow-early', sale(DISPATCHER, nextMidnight + HOUR));

    const snapshots = recorder<ReceiptsSnapshot & { since: number }>();
    stops.push(watchTodaysOrders(adapters.receipts, DISPATCHER, env, snapshots.push, failOnError));
    const before = await snapshots.next((s) => s.receipts.length > 0);
    expect(before.since).toBe(MIDNIGHT);
    expect(ids(before)).toEqual(['tomorrow-early', 'today']);

    now = nextMidnight + 5 * 60 * 1000;
    expect(pendingTimer).not.toBeNull();
    (pendingTimer as unknown as () => void)();

    const after = await snapshots.next((s) => s.since === nextMidnight && s.receipts.length > 0);
    expect(ids(after)).toEqual(['tomorrow-early']);
  });
});

describe('back-office users (local cache, no server)', () => {
  it('reports a record missing from an empty cache as fromCache, never as confirmed', async () => {
    const snapshots = recorder<BackOfficeUserSnapshot>();
    stops.push(adapters.backOfficeUsers.watch(DISPATCHER, snapshots.push, failOnError));
    const first = await snapshots.next(() => true);
    expect(first).toEqual({ user: null, fromCache: true });
  });

  it('delivers a cached record, and its later changes', async () => {
    void setDoc(doc(db, collections.backOfficeUsers, DISPATCHER), { name: 'Dana Driver' });
    const snapshots = recorder<BackOfficeUserSnapshot>();
    stops.push(adapters.backOfficeUsers.watch(DISPATCHER, snapshots.push, failOnError));
    const found = await snapshots.next((s) => s.user !== null);
    expect(found.user).toMatchObject({ uid: DISPATCHER, name: 'Dana Driver' });
    expect(found.fromCache).toBe(true);

    void updateDoc(doc(db, collections.backOfficeUsers, DISPATCHER), { name: 'Dana D.' });
    const renamed = await snapshots.next((s) => s.user?.name === 'Dana D.');
    expect(renamed.user?.uid).toBe(DISPATCHER);
  });

  it('maps a server-confirmed missing record to fromCache false (the only denial)', () => {
    expect(
      toBackOfficeUserSnapshot('u', { exists: false, data: undefined, fromCache: false }),
    ).toEqual({ user: null, fromCache: false });
    expect(
      toBackOfficeUserSnapshot('u', { exists: false, data: undefined, fromCache: true }),
    ).toEqual({
      user: null,
      fromCache: true,
    });
  });
});

describe('utilities (local cache, no server)', () => {
  it('reads the origin address of the first utilities record', async () => {
    void setDoc(doc(db, collections.utilities, 'main'), {
      originAddress_formated: { address: '1 Market St', lat: 40.1, lng: -3.2 },
    });
    await expect(adapters.utilities.getOriginAddress()).resolves.toEqual({
      address: '1 Market St',
      lat: 40.1,
      lng: -3.2,
    });
  });

  it('answers null when there is no utilities record', async () => {
    await expect(adapters.utilities.getOriginAddress()).resolves.toBeNull();
  });
});
