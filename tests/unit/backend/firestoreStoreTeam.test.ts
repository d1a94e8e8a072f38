// @vitest-environment node
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createFirestoreStore } from '../../../functions/src/firestoreStore';
import { backendCollections } from '../../../functions/src/settings';
import { fakeFirestore } from './fakeFirestore';

// The functions' store over the stand-in Firestore (fakeFirestore.ts), for the team and the
// shift: the driver's receipts of a window (the driver app's query), back-office records written
// whole, the shifts with `expireAt` a Timestamp (their TTL policy), the settlements.

const names = backendCollections('dev_');
const sale = (dispatchId: string, updateTimestamp: number, type = 'SALE') => ({
  receipt_type: type,
  dispatchId,
  updateTimestamp,
  status: 'Pending',
});

describe('functions: the team’s collections over Firestore', () => {
  it('reads a driver’s sales of a window: theirs, sales, from ≤ version < to', async () => {
    const fake = fakeFirestore();
    fake.docs.set('dev_receipts/in', sale('ana', 100));
    fake.docs.set('dev_receipts/edge', sale('ana', 200));
    fake.docs.set('dev_receipts/before', sale('ana', 99));
    fake.docs.set('dev_receipts/other', sale('rui', 150));
    fake.docs.set('dev_receipts/refund', sale('ana', 150, 'REFUND'));
    const store = createFirestoreStore(fake.db, names);
    const found = await store.transaction((tx) => tx.receiptsOf('ana', 100, 200));
    expect(found).toEqual([{ id: 'in', data: sale('ana', 100) }]);
  });

  it('writes records whole, shifts with a Timestamp to expire by, and settlements', async () => {
    const fake = fakeFirestore();
    const store = createFirestoreStore(fake.db, names);
    const shift = {
      uid: 'ana',
      onShift: true,
      shiftStartedAt: 1,
      lastSeenAt: 2,
      position: { lat: 1, lng: 2, accuracy: 3, at: 2, storedAt: 2 },
      updatedAt: 2,
      expireAt: 1_800_000_000_000,
    };
    const settlement = {
      id: 'ana_2026-06-10',
      dispatchId: 'ana',
      day: '2026-06-10',
      timeZone: 'UTC',
      currency: 'EUR',
      amount: 1,
      collected: 1,
      difference: 0,
      recordedAt: 3,
      recordedBy: 'marta',
      recordedByName: null,
      history: [],
    };
    await store.transaction(async (tx) => {
      tx.putBackOfficeUser('ana', { name: 'Ana', active: false });
      tx.putDriverShift(shift);
      tx.putSettlement(settlement);
    });
    expect(fake.docs.get('dev_backOfficeUsers/ana')).toEqual({ name: 'Ana', active: false });
    expect(fake.docs.get('dev_driverShifts/ana')?.expireAt).toEqual(
      Timestamp.fromMillis(shift.expireAt),
    );
    expect(fake.docs.get('dev_settlements/ana_2026-06-10')).toEqual(settlement);
    const read = await store.transaction(async (tx) => ({
      shift: await tx.getDriverShift('ana'),
      none: await tx.getDriverShift('rui'),
      settlement: await tx.getSettlement('ana_2026-06-10'),
    }));
    expect(read).toEqual({ shift, none: null, settlement });
  });

  it('lists the shifts on shift (expireAt back in ms) and keeps settings/dispatch', async () => {
    const fake = fakeFirestore();
    const store = createFirestoreStore(fake.db, names);
    const shift = (uid: string, onShift: boolean) => ({
      uid,
      onShift,
      shiftStartedAt: onShift ? 1 : null,
      lastSeenAt: 2,
      position: null,
      updatedAt: 2,
      expireAt: 1_800_000_000_000,
    });
    const settings = {
      autoAssignNewOrders: true,
      maxOrdersPerDriver: 6,
      updatedAt: 5,
      updatedBy: 'marta',
    };
    expect(await store.transaction((tx) => tx.getDispatchSettings())).toBeNull();
    await store.transaction(async (tx) => {
      tx.putDriverShift(shift('ana', true));
      tx.putDriverShift(shift('rui', false));
      tx.putDispatchSettings(settings);
    });
    expect(fake.docs.get('dev_settings/dispatch')).toEqual(settings);
    const read = await store.transaction(async (tx) => ({
      onShift: await tx.onShiftDrivers(),
      settings: await tx.getDispatchSettings(),
    }));
    expect(read).toEqual({ onShift: [shift('ana', true)], settings });
  });
});
