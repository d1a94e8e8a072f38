import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import type { ReceiptsSnapshot } from '@/services/ports';
import {
  AFTERNOON,
  demoOpener,
  expectedDispatcherOrders,
  recorder,
  signInDispatcher,
  TODAY,
  uniqueDbName,
  watchToday,
} from './helpers';

// The demo services' sample data over time: "reset" re-seeds relative to now and notifies
// watchers; data of an earlier day is re-seeded (on opening, and in a tab left open past
// midnight); today's data and its changes are kept.

const demo = demoOpener();

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
