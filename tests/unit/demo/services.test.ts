import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoDataset, type DemoServices } from '@/demo/adapters';
import { startOfLocalDay } from '@/domain/day';
import { selectTodaysOrders } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import type { BackOfficeUserSnapshot, ReceiptsSnapshot } from '@/services/ports';
import { AFTERNOON, makeDemo, recorder, uniqueDbName } from './helpers';

const open: DemoServices[] = [];
async function demo(options: Parameters<typeof makeDemo>[0] = {}) {
  const made = await makeDemo(options);
  open.push(made.services);
  return made;
}

afterEach(() => {
  for (const services of open.splice(0)) services.dispose();
  localStorage.clear();
});

const TODAY = { dispatchId: 'demo-dispatcher', since: startOfLocalDay(AFTERNOON) };

function expectedDispatcherOrders(now: number) {
  const dataset = buildDemoDataset({ now });
  return selectTodaysOrders(
    dataset.receipts.map((r) => parseReceipt(r.id, r.data)),
    { dispatchId: 'demo-dispatcher', since: startOfLocalDay(now) },
  );
}

const expectedDispatcherIds = (now: number) => expectedDispatcherOrders(now).map((r) => r.id);

async function signInDispatcher(services: DemoServices) {
  await services.auth.signIn('dispatcher@demo.test', 'demo1234');
}

/** Watches the dispatcher's orders of today; resolves once the first snapshot is in. */
async function watchToday(services: DemoServices) {
  const feed = recorder<ReceiptsSnapshot>();
  const unsubscribe = services.receipts.watch(TODAY, feed.onNext, feed.onError);
  return { feed, unsubscribe, first: await feed.waitForCount(1) };
}

describe('demo receipt feed', () => {
  it('delivers only the dispatcher’s SALE receipts of today, newest first', async () => {
    const { services } = await demo();
    const { feed, first: snapshot } = await watchToday(services);

    expect(snapshot.fromCache).toBe(false);
    expect(snapshot.receipts).toHaveLength(12);
    expect(snapshot.receipts.map((r) => r.id)).toEqual(expectedDispatcherIds(AFTERNOON));
    const times = snapshot.receipts.map((r) => r.updateTimestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const r of snapshot.receipts) {
      expect(r.receiptType).toBe('SALE');
      expect(r.dispatchId).toBe('demo-dispatcher');
      expect(r.updateTimestamp).toBeGreaterThanOrEqual(TODAY.since);
    }
    expect(snapshot.receipts.some((r) => r.status === 'Preparing')).toBe(true);
    expect(feed.errors).toEqual([]);
  });

  it('keeps the decoys in the store but never returns them for the dispatcher', async () => {
    const { services } = await demo();
    const stored = await services.db.getAll('receipts');
    const decoys = stored.filter(
      (r) =>
        r.data.dispatchId !== 'demo-dispatcher' ||
        r.data.receipt_type !== 'SALE' ||
        r.data.updateTimestamp < TODAY.since,
    );
    expect(decoys.some((r) => r.data.dispatchId === 'demo-courier')).toBe(true);
    expect(decoys.some((r) => r.data.receipt_type === 'REFUND')).toBe(true);
    expect(decoys.some((r) => r.data.updateTimestamp < TODAY.since)).toBe(true);

    const { first } = await watchToday(services);
    const shown = new Set(first.receipts.map((r) => r.id));
    for (const decoy of decoys) expect(shown.has(decoy.id)).toBe(false);
  });

  it('gives the courier their own orders', async () => {
    const { services } = await demo();
    const feed = recorder<ReceiptsSnapshot>();
    services.receipts.watch({ ...TODAY, dispatchId: 'demo-courier' }, feed.onNext, feed.onError);
    const snapshot = await feed.waitForCount(1);
    expect(snapshot.receipts).toHaveLength(5);
    expect(snapshot.receipts.every((r) => r.dispatchId === 'demo-courier')).toBe(true);
  });

  it('re-emits after a status change with the order moved to Delivered and on top', async () => {
    const { services, clock } = await demo();
    await signInDispatcher(services);
    const { feed, first: before } = await watchToday(services);
    const target = before.receipts.filter((r) => r.status !== 'Delivered').at(-1);
    expect(target).toBeDefined();

    clock.advance(60_000);
    await services.dispatchApi.deliveryUpdate({
      receiptId: target!.id,
      status: 'Delivered',
      dispatchId: 'demo-dispatcher',
      updatedAt: clock.now(),
      updateId: 'update-1',
    });

    const after = await feed.waitFor((s) =>
      s.receipts.some((r) => r.id === target!.id && r.status === 'Delivered'),
    );
    expect(after.receipts[0]?.id).toBe(target!.id);
    expect(after.receipts[0]?.updateTimestamp).toBe(clock.now());
    expect(after.receipts).toHaveLength(12);
  });

  it('re-reads only the receipts a write touched, and agrees with a full read', async () => {
    const { services, clock } = await demo();
    await signInDispatcher(services);
    const { feed, first: before } = await watchToday(services);
    const fullReads = vi.spyOn(services.db, 'getAllFromIndex');

    clock.advance(60_000);
    const target = before.receipts.find((r) => r.status !== 'Delivered')!;
    await services.dispatchApi.deliveryUpdate({
      receiptId: target.id,
      status: 'Delivered',
      dispatchId: 'demo-dispatcher',
      updatedAt: clock.now(),
      updateId: 'incremental',
    });
    const after = await feed.waitForCount(2);
    expect(fullReads).not.toHaveBeenCalled();
    fullReads.mockRestore();

    expect((await watchToday(services)).first.receipts).toEqual(after.receipts);
  });

  it('drops a receipt another tab moved out of the query (reassigned to someone else)', async () => {
    const dbName = uniqueDbName();
    const { services } = await demo({ dbName, broadcast: true });
    const { feed, first: before } = await watchToday(services);
    const target = before.receipts[0]!;
    const stored = (await services.db.get('receipts', target.id))!;
    await services.db.put('receipts', {
      ...stored,
      data: { ...stored.data, dispatchId: 'demo-courier' },
    });
    // What the other tab's change bus sends after such a write (changes.ts).
    const otherTab = new BroadcastChannel(`${dbName}:changes`);
    otherTab.postMessage({
      type: 'changed',
      change: { kind: 'receipts', ids: [target.id, 'no-such-receipt'] },
    });
    otherTab.close();

    const after = await feed.waitForCount(2);
    expect(after.receipts.map((r) => r.id)).toEqual(before.receipts.slice(1).map((r) => r.id));
  });

  it('answers a query read before from the cache at once, then confirms it', async () => {
    const dbName = uniqueDbName();
    const { services: firstVisit } = await demo({ dbName });
    expect((await watchToday(firstVisit)).first.fromCache).toBe(false);
    firstVisit.dispose();

    // The next start (same browser storage) has a simulated round trip of 60 s.
    const { services: nextStart } = await demo({ dbName, latencyMs: 60_000 });
    const { first } = await watchToday(nextStart);
    expect(first.fromCache).toBe(true);
    expect(first.receipts.map((r) => r.id)).toEqual(expectedDispatcherIds(AFTERNOON));
  });

  it('stops delivering after unsubscribe', async () => {
    const { services } = await demo();
    await signInDispatcher(services);
    const { feed, unsubscribe, first } = await watchToday(services);
    unsubscribe();
    await services.dispatchApi.deliveryUpdate({
      receiptId: first.receipts[0]!.id,
      status: 'On the Way',
      dispatchId: 'demo-dispatcher',
      updatedAt: AFTERNOON,
      updateId: 'update-after-unsubscribe',
    });
    await services.sampleData?.reset();
    expect(feed.values).toHaveLength(1);
  });

  it('re-emits in another tab (BroadcastChannel) when this tab changes the data', async () => {
    const dbName = uniqueDbName();
    const { services: tabA } = await demo({ dbName, broadcast: true });
    const { services: tabB } = await demo({ dbName, broadcast: true });
    const { feed, first: before } = await watchToday(tabB);
    const target = before.receipts.find((r) => r.status === 'Pending')!;

    await signInDispatcher(tabA);
    await tabA.dispatchApi.deliveryUpdate({
      receiptId: target.id,
      status: 'Picked Up',
      dispatchId: 'demo-dispatcher',
      updatedAt: AFTERNOON,
      updateId: 'cross-tab',
    });
    await feed.waitFor((s) =>
      s.receipts.some((r) => r.id === target.id && r.status === 'Picked Up'),
    );
  });
});

describe('demo reset and stale days', () => {
  it('reset re-seeds relative to now and notifies watchers', async () => {
    const { services, clock } = await demo();
    await signInDispatcher(services);
    const { feed, first: before } = await watchToday(services);
    const target = before.receipts.find((r) => r.status === 'Pending')!;
    await services.dispatchApi.deliveryUpdate({
      receiptId: target.id,
      status: 'Delivered',
      dispatchId: 'demo-dispatcher',
      updatedAt: AFTERNOON,
      updateId: 'before-reset',
    });
    await feed.waitFor((s) =>
      s.receipts.some((r) => r.id === target.id && r.status === 'Delivered'),
    );

    clock.advance(2 * 3_600_000);
    const seen = feed.values.length;
    await services.sampleData!.reset();
    const after = await feed.waitFor(
      (s) => s.receipts.find((r) => r.id === target.id)?.status === 'Pending',
      seen,
    );
    // Generated relative to the reset time, not to the first seed.
    const stamps = (receipts: { id: string; updateTimestamp: number | null }[]) =>
      receipts.map((r) => [r.id, r.updateTimestamp]);
    expect(stamps(after.receipts)).toEqual(stamps(expectedDispatcherOrders(clock.now())));
    expect(stamps(after.receipts)).not.toEqual(stamps(expectedDispatcherOrders(AFTERNOON)));
    // The idempotency record went with the old data: the same updateId applies again.
    expect(await services.db.get('appliedUpdates', 'before-reset')).toBeUndefined();
  });

  it('re-seeds data from an earlier day when the demo is opened on a new day', async () => {
    const dbName = uniqueDbName();
    const { services: yesterday } = await demo({ dbName });
    const oldIds = (await yesterday.db.getAll('receipts')).map((r) => r.data.updateTimestamp);
    yesterday.dispose();

    const tomorrow = AFTERNOON + 24 * 3_600_000;
    const { services } = await demo({ dbName, now: tomorrow });
    const feed = recorder<ReceiptsSnapshot>();
    const since = startOfLocalDay(tomorrow);
    services.receipts.watch({ dispatchId: 'demo-dispatcher', since }, feed.onNext, feed.onError);
    const snapshot = await feed.waitForCount(1);
    expect(snapshot.receipts).toHaveLength(12);
    expect(snapshot.receipts.every((r) => (r.updateTimestamp ?? 0) >= since)).toBe(true);
    const newTimes = (await services.db.getAll('receipts')).map((r) => r.data.updateTimestamp);
    expect(newTimes).not.toEqual(oldIds);
  });

  it('re-seeds when a tab left open passes midnight and watches the new day', async () => {
    const { services, clock } = await demo({ now: new Date(2026, 10, 21, 23, 58).getTime() });
    clock.set(new Date(2026, 10, 22, 0, 1).getTime());
    const since = startOfLocalDay(clock.now());
    const feed = recorder<ReceiptsSnapshot>();
    services.receipts.watch({ dispatchId: 'demo-dispatcher', since }, feed.onNext, feed.onError);
    const snapshot = await feed.waitFor((s) => s.receipts.length === 12);
    for (const r of snapshot.receipts) {
      expect(r.updateTimestamp).toBeGreaterThanOrEqual(since);
      expect(r.updateTimestamp).toBeLessThanOrEqual(clock.now());
    }
  });

  it('keeps today’s data (and its changes) when opened again the same day', async () => {
    const dbName = uniqueDbName();
    const { services: first } = await demo({ dbName });
    await signInDispatcher(first);
    const target = (await first.db.getAll('receipts')).find(
      (r) =>
        r.data.dispatchId === 'demo-dispatcher' &&
        r.data.status === 'Pending' &&
        r.data.updateTimestamp >= TODAY.since,
    )!;
    await first.dispatchApi.deliveryUpdate({
      receiptId: target.id,
      status: 'On the Way',
      dispatchId: 'demo-dispatcher',
      updatedAt: AFTERNOON,
      updateId: 'kept',
    });
    first.dispose();

    const { services: second } = await demo({ dbName, now: AFTERNOON + 3_600_000 });
    expect((await second.db.get('receipts', target.id))?.data.status).toBe('On the Way');
  });
});

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
      'no-access@demo.test',
    ]);
    for (const account of services.sampleData!.accounts) {
      expect(account.password).toBe('demo1234');
      expect(account.description).not.toBe('');
    }
  });
});
