import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_UIDS } from '@/demo/server/accounts';
import { emulatorSeed } from '@/demo/server/emulatorSeed';
import { buildDemoDataset, DEFAULT_DEMO_SEED } from '@/demo/server/seed';
import { AFTERNOON } from './helpers';

// The emulators are seeded with the demo's day (scripts/seed-emulators.mjs): one story in both
// homes, with the accounts the Firebase-mode journeys sign in with.

describe('emulatorSeed', () => {
  const seed = emulatorSeed(AFTERNOON);

  it('is the demo dataset of the same moment, document for document', () => {
    const dataset = buildDemoDataset({ now: AFTERNOON, seed: DEFAULT_DEMO_SEED });
    expect(seed.documents.receipts).toEqual(dataset.receipts);
    expect(seed.documents.backOfficeUsers).toEqual(
      dataset.backOfficeUsers.map(({ uid, data }) => ({ id: uid, data })),
    );
    expect(seed.documents.utilities).toEqual(dataset.utilities);
    expect(seed.documents.driverShifts).toEqual(
      dataset.driverShifts.map((shift) => ({
        id: shift.uid,
        data: { ...shift, expireAt: new Date(shift.expireAt) },
      })),
    );
  });

  it('has the drivers, one account without a record, and the manager, on the demo password', () => {
    const records = new Set(seed.documents.backOfficeUsers.map((user) => user.id));
    expect(seed.accounts.map((a) => [a.uid, a.displayName, records.has(a.uid)])).toEqual([
      [DEMO_UIDS.driver, 'Ana Ribeiro', true],
      [DEMO_UIDS.secondDriver, 'Tiago Costa', true],
      [DEMO_UIDS.thirdDriver, 'Rui Lopes', true],
      [DEMO_UIDS.noAccess, 'no-access@demo.test', false],
      [DEMO_UIDS.manager, 'Marta Silva', true],
    ]);
    expect(new Set(seed.accounts.map((a) => a.password))).toEqual(new Set([DEMO_PASSWORD]));
  });
});
