import { describe, expect, it, vi } from 'vitest';
import type { ReceiptsSnapshot } from '@/services/ports';
import {
  AFTERNOON,
  demoOpener,
  expectedDispatcherIds,
  recorder,
  signInDispatcher,
  TODAY,
  uniqueDbName,
  watchToday,
} from './helpers';

// The demo services' receipt feed: only the dispatcher's SALE receipts of today, newest first;
// re-emitting after a change, in this tab and in another; the cache; unsubscribe. Reset and
// stale days are in servicesDays.test.ts, back-office users and utilities in
// servicesBackOffice.test.ts.

const demo = demoOpener();

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
    // The confirming read is still travelling (60 s): a page that goes leaves it behind.
    nextStart.dispose();
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
