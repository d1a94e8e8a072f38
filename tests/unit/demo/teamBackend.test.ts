import { describe, expect, it } from 'vitest';
import { createDemoSettlements, createDemoTeamPositions } from '@/demo/adapters/teamFeeds';
import { createReadCache } from '@/demo/adapters/watch';
import { DEMO_UIDS } from '@/demo/server/accounts';
import { localDayLabel } from '@/domain/shift/dayWindow';
import type { SettlementsSnapshot, TeamPositionsSnapshot } from '@/services/deskPorts';
import type { BackOfficeUserSnapshot } from '@/services/ports';
import { dispatchApiError } from '../../helpers/dispatchApiError';
import { deskWorld } from './deskWorld';
import { AFTERNOON, recorder } from './helpers';

// The desk's team in demo mode (src/demo/server/teamBackend.ts, shiftBackend.ts, the accounts of
// demoAccounts.ts, the feeds of adapters/teamFeeds.ts): an invited driver signs in at once in the
// driver app's tab with demo1234; a deactivated one is refused, their record read again on the
// phone, their orders gone from it; the shift and position seen on the desk's feed; the cash
// counted; every write announced on the change bus.

const { deskAndPhone, watchAs } = deskWorld();

describe('the desk’s team in demo mode', () => {
  it('invites a driver who signs in at once in the driver app, with demo1234', async () => {
    const { phone, auth, team, announced } = await deskAndPhone();
    await auth.signIn('manager@demo.test', 'demo1234');
    const invited = await team.invite({
      name: 'Rita Sousa',
      email: 'Rita@Demo.test',
      phone: '+351 912 000 111',
    });
    expect(invited).toEqual({
      uid: expect.stringMatching(/^demo-driver-/),
      email: 'rita@demo.test',
      setPasswordLink: `${location.origin}/login?email=rita%40demo.test`,
    });
    expect(announced).toEqual([{ kind: 'records', stores: ['backOfficeUsers'] }]);
    expect((await phone.db.get('backOfficeUsers', invited.uid))?.data).toMatchObject({
      name: 'Rita Sousa',
      role: 'driver',
      active: true,
    });
    const user = await phone.auth.signIn('rita@demo.test', 'demo1234');
    expect(user.uid).toBe(invited.uid);
    expect(await phone.shift?.setOnShift(true)).toEqual({
      onShift: true,
      shiftStartedAt: AFTERNOON,
    });

    const again = await dispatchApiError(
      team.invite({ name: 'Rita', email: 'rita@demo.test', phone: '912000111' }),
    );
    expect(again).toMatchObject({ kind: 'rejected', status: 409, code: 'email-in-use' });
    const fixed = await dispatchApiError(
      team.invite({ name: 'Ana', email: 'dispatcher@demo.test', phone: '912000111' }),
    );
    expect(fixed.code).toBe('email-in-use');
  });

  it('deactivates a driver: Access Denied read on the phone, orders gone, sign-in and calls refused', async () => {
    const { phone, auth, team, announced } = await deskAndPhone();
    await phone.auth.signIn('dispatcher@demo.test', 'demo1234');
    const orders = watchAs(phone, DEMO_UIDS.driver);
    const before = (await orders.waitForCount(1)).receipts.length;
    const record = recorder<BackOfficeUserSnapshot>();
    phone.backOfficeUsers.watch(DEMO_UIDS.driver, record.onNext, record.onError);
    await record.waitFor((snapshot) => snapshot.user?.raw.active !== false);

    await auth.signIn('manager@demo.test', 'demo1234');
    const deactivated = await team.deactivate(DEMO_UIDS.driver);
    expect(deactivated).toMatchObject({ uid: DEMO_UIDS.driver, alreadyDeactivated: false });
    expect(deactivated.unassigned.length).toBeGreaterThan(0);
    const given = await Promise.all(
      deactivated.unassigned.map((id) => phone.db.get('receipts', id)),
    );
    expect(announced).toEqual([
      { kind: 'records', stores: ['backOfficeUsers', 'driverShifts'] },
      { kind: 'receipts', ids: deactivated.unassigned, records: given },
    ]);

    const seen = await record.waitFor((snapshot) => snapshot.user?.raw.active === false);
    expect(seen.fromCache).toBe(false);
    // Today's open orders left the phone (yesterday's, given back too, were never on it).
    const after = await orders.waitFor((s) =>
      s.receipts.every((r) => !deactivated.unassigned.includes(r.id)),
    );
    expect(after.receipts.length).toBeLessThan(before);
    expect(after.receipts.every((r) => r.status === 'Delivered')).toBe(true);
    // The session the phone has fails its next call; a new sign-in is refused.
    const refused = await dispatchApiError(phone.shift!.setOnShift(true));
    expect(refused).toMatchObject({ kind: 'unauthorized', status: 401 });
    await phone.auth.signOut();
    await expect(phone.auth.signIn('dispatcher@demo.test', 'demo1234')).rejects.toMatchObject({
      code: 'user-disabled',
    });
  });

  it('shows a driver on shift and where on the desk’s feed; off shift the position goes', async () => {
    const { phone, bus, team, auth } = await deskAndPhone();
    const positions = recorder<TeamPositionsSnapshot>();
    const feeds = {
      db: phone.db,
      bus,
      ensureFresh: async () => {},
      firstDelay: async () => {},
      cache: createReadCache(null, 'x'),
    };
    createDemoTeamPositions(feeds).watch(positions.onNext, positions.onError);
    await positions.waitForCount(1);

    // Ana starts the demo day off shift (Tiago and Rui are on shift already: seedShifts.ts).
    await phone.auth.signIn('dispatcher@demo.test', 'demo1234');
    await phone.shift!.setOnShift(true);
    const at = AFTERNOON - 1_000;
    const run = ['demo-order-1001'];
    expect(
      await phone.shift!.sendPosition({ lat: 38.71, lng: -9.13, accuracy: 9, at, run }),
    ).toEqual({ stored: true });
    const ana = (snapshot: TeamPositionsSnapshot) =>
      snapshot.shifts.find((shift) => shift.uid === DEMO_UIDS.driver);
    const on = await positions.waitFor((s) => ana(s)?.position != null);
    expect(ana(on)).toEqual({
      uid: DEMO_UIDS.driver,
      onShift: true,
      shiftStartedAt: AFTERNOON,
      lastSeenAt: AFTERNOON,
      position: { lat: 38.71, lng: -9.13, accuracy: 9, at, storedAt: AFTERNOON },
      run,
    });
    const seen = positions.values.length;
    await phone.shift!.setOnShift(false);
    const off = await positions.waitFor((s) => ana(s)?.onShift === false, seen);
    expect(ana(off)).toMatchObject({ position: null, run: null });
    const offShift = await dispatchApiError(
      phone.shift!.sendPosition({ lat: 38.71, lng: -9.13, accuracy: 9, at: AFTERNOON }),
    );
    expect(offShift).toMatchObject({ kind: 'rejected', status: 409, code: 'off-shift' });

    // The cash counted, on the desk's feed of the day.
    const settlements = recorder<SettlementsSnapshot>();
    const day = localDayLabel(AFTERNOON);
    createDemoSettlements(feeds).watch(day, settlements.onNext, settlements.onError);
    await settlements.waitForCount(1);
    await auth.signIn('manager@demo.test', 'demo1234');
    const recorded = await team.recordCash({ dispatchId: DEMO_UIDS.secondDriver, day, amount: 10 });
    expect(recorded).toMatchObject({ changed: true, settlement: { amount: 10, currency: 'EUR' } });
    const counted = await settlements.waitFor((s) => s.settlements.length === 1);
    expect(counted.settlements[0]).toEqual(recorded.settlement);
  });

  it('refuses a driver, and offline answers offline with nothing done', async () => {
    const { auth, team, goOffline, announced } = await deskAndPhone();
    await auth.signIn('courier@demo.test', 'demo1234');
    const refused = await dispatchApiError(team.deactivate(DEMO_UIDS.driver));
    expect(refused).toMatchObject({ kind: 'rejected', status: 403, code: 'not-a-manager' });
    await auth.signOut();
    await auth.signIn('manager@demo.test', 'demo1234');
    goOffline();
    const offline = await dispatchApiError(team.passwordLink(DEMO_UIDS.driver));
    expect(offline.kind).toBe('offline');
    expect(announced).toEqual([]);
  });
});
