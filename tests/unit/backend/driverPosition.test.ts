// @vitest-environment node
import 'fake-indexeddb/auto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createDemoCoreStore } from '@/demo/server/coreStore';
import { openDemoDb } from '@/demo/server/store';
import {
  createMemoryStore,
  driverPosition,
  driverShift,
  type BackendStore,
  type DriverShiftRecord,
  type MemoryStore,
} from '@backend/core';
import { createFirestoreStore } from '../../../functions/src/firestoreStore';
import { backendCollections } from '../../../functions/src/settings';
import { uniqueDbName } from '../demo/helpers';
import { fakeFirestore } from './fakeFirestore';
import { NOON } from './helpers';

// A position is stored by a compare-and-set, not a transaction (driverShift.ts): read without a
// lock, written only if the shift record is still the one read, else read again. Its copies sent
// at once learn at once which is stored; a change between the read and the write is never
// written over.

function world(wrap: (store: MemoryStore) => BackendStore = (store) => store) {
  const now = NOON;
  const memory = createMemoryStore({ backOfficeUsers: { eva: { name: 'Eva', active: true } } });
  const deps = { config: { now: () => now }, store: wrap(memory) };
  const body = { lat: 38.72, lng: -9.14, accuracy: 10, at: now - 1000 };
  return {
    memory,
    position: () => driverPosition(deps, { uid: 'eva', body }),
    shift: (onShift: boolean) =>
      driverShift({ ...deps, store: memory }, { uid: 'eva', body: { onShift } }),
  };
}

/** `store`, counting its reads, with `change` made between the first read and its write. */
function changedAfterFirstRead(
  store: BackendStore,
  reads: { count: number },
  change: () => Promise<unknown>,
): BackendStore {
  return {
    ...store,
    readDriver: (uid) => {
      reads.count += 1;
      return store.readDriver(uid);
    },
    putDriverShiftIfUnchanged: async (record, read) => {
      if (reads.count === 1) await change();
      return store.putDriverShiftIfUnchanged(record, read);
    },
  };
}

describe('POST /driver/position, stored by a compare-and-set', () => {
  it('stores one of two copies sent at once; the other is told it is not newer', async () => {
    const { memory, position, shift } = world();
    await shift(true);
    const answers = await Promise.all([position(), position()]);
    expect(answers.map((answer) => answer.body.stored).sort()).toEqual([false, true]);
    expect(answers.find((answer) => answer.body.stored === false)?.body).toMatchObject({
      reason: 'older-than-stored',
    });
    expect(memory.driverShifts.get('eva')?.position?.lat).toBe(38.72);
  });

  it('reads again when the shift changed after its read: off shift meanwhile is 409, not stored', async () => {
    const reads = { count: 0 };
    const { memory, position, shift } = world((store) =>
      // The driver goes off shift between the position's read and its write.
      changedAfterFirstRead(store, reads, () => shift(false)),
    );
    await shift(true);
    const answer = await position();
    expect(answer).toMatchObject({ status: 409, body: { code: 'off-shift' } });
    expect(reads.count).toBe(2);
    expect(memory.driverShifts.get('eva')).toMatchObject({ onShift: false, position: null });
  });

  it('reads again after a deactivation meanwhile: 403, and the ended shift stays ended', async () => {
    const reads = { count: 0 };
    const { memory, position, shift } = world((store) =>
      changedAfterFirstRead(store, reads, () =>
        // What a deactivation does in one transaction (deskDeactivate.ts): record and shift.
        store.transaction(async (tx) => {
          const ended = await tx.getDriverShift('eva');
          tx.putBackOfficeUser('eva', { name: 'Eva', active: false });
          tx.putDriverShift({ ...ended!, onShift: false, position: null, run: null });
        }),
      ),
    );
    await shift(true);
    expect(await position()).toMatchObject({ status: 403, body: { code: 'not-a-driver' } });
    expect(memory.driverShifts.get('eva')?.position).toBeNull();
  });

  it('answers 503 busy when the record keeps changing, after five reads', async () => {
    const reads = { count: 0 };
    const { position, shift } = world((store) => ({
      ...changedAfterFirstRead(store, reads, async () => undefined),
      putDriverShiftIfUnchanged: async () => false,
    }));
    await shift(true);
    expect(await position()).toMatchObject({ status: 503, body: { code: 'busy' } });
    expect(reads.count).toBe(5);
  });
});

describe('each home writes a shift record only if it is the one read', () => {
  const shift = (at: number, run?: string[]): DriverShiftRecord => ({
    uid: 'eva',
    onShift: true,
    shiftStartedAt: 1,
    lastSeenAt: at,
    position: { lat: 1, lng: 2, accuracy: 3, at, storedAt: at },
    ...(run === undefined ? {} : { run }),
    updatedAt: at,
    expireAt: 1_800_000_000_000,
  });
  const fake = fakeFirestore();
  const homes: Array<[string, () => Promise<BackendStore>]> = [
    ['memory', async () => createMemoryStore()],
    ['firestore', async () => createFirestoreStore(fake.db, backendCollections('dev_'))],
    ['indexeddb', async () => createDemoCoreStore(await openDemoDb(uniqueDbName()))],
  ];

  it.each(homes)('%s: written once per read, never over a newer record', async (_, make) => {
    const store = await make();
    const none = await store.readDriver('eva');
    expect([none.user, none.shift.record]).toEqual([null, null]);
    expect(await store.putDriverShiftIfUnchanged(shift(2), none.shift)).toBe(false);

    await store.transaction(async (tx) => {
      tx.putBackOfficeUser('eva', { name: 'Eva', active: true });
      tx.putDriverShift(shift(1, ['R1']));
    });
    const read = await store.readDriver('eva');
    expect(read.user).toEqual({ name: 'Eva', active: true });
    expect(read.shift.record).toEqual(shift(1, ['R1']));
    expect(await store.putDriverShiftIfUnchanged(shift(2), read.shift)).toBe(true);
    // The same read again: the record is no longer the one it read.
    expect(await store.putDriverShiftIfUnchanged(shift(3), read.shift)).toBe(false);
    // Nor after a transaction wrote it.
    const before = await store.readDriver('eva');
    await store.transaction(async (tx) => tx.putDriverShift(shift(4)));
    expect(await store.putDriverShiftIfUnchanged(shift(5), before.shift)).toBe(false);
    // The record written is the one given: no run left over from the record before.
    expect((await store.readDriver('eva')).shift.record).toEqual(shift(4));
  });

  it('firestore: the record written keeps expireAt as a Timestamp, and drops a run it has not', async () => {
    const store = createFirestoreStore(fake.db, backendCollections('x_'));
    await store.transaction(async (tx) => tx.putDriverShift(shift(1, ['R1'])));
    const read = await store.readDriver('eva');
    expect(read.shift.version).toBeInstanceOf(Timestamp);
    expect(await store.putDriverShiftIfUnchanged(shift(2), read.shift)).toBe(true);
    const stored = fake.docs.get('x_driverShifts/eva');
    expect(stored?.expireAt).toBeInstanceOf(Timestamp);
    expect(stored).not.toHaveProperty('run');
  });
});
