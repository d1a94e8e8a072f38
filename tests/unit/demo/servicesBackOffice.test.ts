import { describe, expect, it } from 'vitest';
import type { BackOfficeUserSnapshot } from '@/services/ports';
import { demoOpener, recorder } from './helpers';

// The demo services' back-office users (names confirmed by the "server", none for no-access),
// the store's origin address from the utilities record, and the demo accounts of the login
// screen.

const demo = demoOpener();

describe('demo back-office users and utilities', () => {
  it('gives realistic names to the two back-office users, confirmed by the "server"', async () => {
    const { services } = await demo();
    for (const [uid, name] of [
      ['demo-dispatcher', 'Ana Ribeiro'],
      ['demo-courier', 'Tiago Costa'],
    ] as const) {
      const watch = recorder<BackOfficeUserSnapshot>();
      services.backOfficeUsers.watch(uid, watch.onNext, watch.onError);
      const snapshot = await watch.waitForCount(1);
      expect(snapshot.fromCache).toBe(false);
      expect(snapshot.user?.name).toBe(name);
      expect(snapshot.user?.uid).toBe(uid);
    }
  });

  it('confirms that no-access has no back-office record', async () => {
    const { services } = await demo();
    const watch = recorder<BackOfficeUserSnapshot>();
    services.backOfficeUsers.watch('demo-no-access', watch.onNext, watch.onError);
    expect(await watch.waitForCount(1)).toEqual({ user: null, fromCache: false });
  });

  it('reads the store’s origin address from the utilities record', async () => {
    const { services } = await demo();
    const origin = await services.utilities.getOriginAddress();
    expect(origin?.address).toMatch(/Lisboa/);
    expect(origin?.lat).toBeCloseTo(38.71, 1);
    expect(origin?.lng).toBeCloseTo(-9.14, 1);
  });

  it('returns null when the utilities record is missing', async () => {
    const { services } = await demo();
    await services.db.clear('utilities');
    expect(await services.utilities.getOriginAddress()).toBeNull();
  });

  it('lists the demo accounts for the login screen', async () => {
    const { services } = await demo();
    expect(services.mode).toBe('demo');
    expect(services.sampleData?.accounts.map((a) => a.email)).toEqual([
      'dispatcher@demo.test',
      'courier@demo.test',
      'driver3@demo.test',
      'no-access@demo.test',
      'manager@demo.test',
    ]);
    for (const account of services.sampleData!.accounts) {
      expect(account.password).toBe('demo1234');
      expect(account.description).not.toBe('');
    }
  });
});
