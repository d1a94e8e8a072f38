import { afterEach, describe, expect, it } from 'vitest';
import { createDemoServices, type DemoServices } from '@/demo/adapters';
import {
  createDemoDeskServices,
  deskSessionKey,
  type DemoDeskServices,
} from '@/demo/adapters/desk';
import { startOfLocalDay } from '@/domain/day';
import type { BoardSnapshot, TeamSnapshot } from '@/services/deskPorts';
import type { ReceiptsSnapshot } from '@/services/ports';
import {
  AFTERNOON,
  demoConfig,
  goOffline,
  manualClock,
  recorder,
  storedReceipt,
  TODAY,
  uniqueDbName,
} from './helpers';

// The desk's demo adapters (docs/desk.md#demo): a sign-in apart from the driver app's over the
// same database, the whole team, today's receipts of every dispatcher, realtime both ways.

const open: Array<DemoServices | DemoDeskServices> = [];
afterEach(() => {
  for (const services of open.splice(0)) services.dispose();
  localStorage.clear();
});

/** The desk and the driver app over one database, as two tabs of one browser. */
async function deskAndDriverApp() {
  const dbName = uniqueDbName();
  const options = { dbName, latencyMs: 0, backendDelayMs: 0, clock: manualClock(AFTERNOON) };
  const driverApp = await createDemoServices(demoConfig(), { ...options, locks: null });
  const desk = await createDemoDeskServices(demoConfig(), options);
  open.push(driverApp, desk);
  return { desk, driverApp, dbName };
}

/** Makes the courier's record a manager's: the manager account of the seed is not needed here. */
/** The demo's manager (Marta Silva) signs in to the desk. */
async function asManager(desk: DemoDeskServices) {
  await desk.auth.signIn('manager@demo.test', 'demo1234');
}

/** Idempotency-Keys are uuids (the contract refuses anything else). */
const key = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const since = startOfLocalDay(AFTERNOON);

describe('the desk’s demo adapters', () => {
  it('sign in apart from the driver app: one browser, two sessions', async () => {
    const { desk, driverApp, dbName } = await deskAndDriverApp();
    await desk.auth.signIn('courier@demo.test', 'demo1234');
    await driverApp.auth.signIn('dispatcher@demo.test', 'demo1234');
    expect(desk.auth.currentUser()?.uid).toBe('demo-courier');
    expect(driverApp.auth.currentUser()?.uid).toBe('demo-dispatcher');
    expect(localStorage.getItem(deskSessionKey(dbName))).toContain('demo-courier');
    await desk.auth.signOut();
    expect(driverApp.auth.currentUser()?.uid).toBe('demo-dispatcher');
    expect(desk.sampleData?.accounts.map((a) => a.email)).toContain('dispatcher@demo.test');
  });

  it('read the whole team, confirmed by the "server"', async () => {
    const { desk } = await deskAndDriverApp();
    const team = recorder<TeamSnapshot>();
    desk.team.watch(team.onNext, team.onError);
    const snapshot = await team.waitFor((s) => !s.fromCache);
    expect(snapshot.users.map((u) => u.name)).toEqual(
      expect.arrayContaining(['Ana Ribeiro', 'Tiago Costa']),
    );
  });

  it('read today’s SALE receipts of every dispatcher, newest first, no decoys', async () => {
    const { desk } = await deskAndDriverApp();
    const board = recorder<BoardSnapshot>();
    desk.board.watch(since, board.onNext, board.onError);
    const { receipts } = await board.waitForCount(1);
    const owners = new Set(receipts.map((r) => r.dispatchId));
    expect(owners).toContain('demo-dispatcher');
    expect(owners).toContain('demo-courier');
    expect(receipts.every((r) => r.receiptType === 'SALE')).toBe(true);
    expect(receipts.every((r) => (r.updateTimestamp ?? 0) >= since)).toBe(true);
    const times = receipts.map((r) => r.updateTimestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('assign through the demo backend: the board and the driver’s phone follow at once', async () => {
    const { desk, driverApp } = await deskAndDriverApp();
    await asManager(desk);
    await driverApp.auth.signIn('dispatcher@demo.test', 'demo1234');
    const order = await storedReceipt(
      driverApp,
      (d) =>
        d.dispatchId === 'demo-courier' && d.status !== 'Delivered' && d.receipt_type === 'SALE',
    );
    const phone = recorder<ReceiptsSnapshot>();
    driverApp.receipts.watch(TODAY, phone.onNext, phone.onError);
    await phone.waitForCount(1);
    const board = recorder<BoardSnapshot>();
    desk.board.watch(since, board.onNext, board.onError);
    await board.waitForCount(1);

    const [result] = await desk.deskApi.assign(
      {
        receiptIds: [order.id],
        dispatchId: 'demo-dispatcher',
        expected: { [order.id]: 'demo-courier' },
      },
      key(1),
    );
    expect(result).toMatchObject({
      receiptId: order.id,
      result: 'assigned',
      dispatchId: 'demo-dispatcher',
    });
    await phone.waitFor((s) => s.receipts.some((r) => r.id === order.id));
    await board.waitFor((s) =>
      s.receipts.some((r) => r.id === order.id && r.dispatchId === 'demo-dispatcher'),
    );
  });

  it('refuse a stale expectation, and a caller who is not a manager', async () => {
    const { desk } = await deskAndDriverApp();
    await asManager(desk);
    const order = await storedReceipt(
      desk,
      (d) =>
        d.dispatchId === 'demo-dispatcher' && d.status === 'Pending' && d.receipt_type === 'SALE',
    );
    const [changed] = await desk.deskApi.assign(
      { receiptIds: [order.id], dispatchId: null, expected: { [order.id]: 'demo-courier' } },
      key(2),
    );
    expect(changed).toMatchObject({ result: 'assignment-changed', dispatchId: 'demo-dispatcher' });

    await desk.auth.signIn('dispatcher@demo.test', 'demo1234');
    await expect(
      desk.deskApi.assign(
        { receiptIds: [order.id], dispatchId: null, expected: { [order.id]: 'demo-dispatcher' } },
        key(3),
      ),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('refuse to assign offline, as a network error', async () => {
    const { desk } = await deskAndDriverApp();
    await asManager(desk);
    goOffline();
    await expect(
      desk.deskApi.assign({ receiptIds: ['x'], dispatchId: null, expected: { x: null } }, key(4)),
    ).rejects.toMatchObject({ kind: 'offline' });
  });
});
