import { afterEach, describe, expect, it } from 'vitest';
import type { DemoDeskServices } from '@/demo/adapters/desk';
import {
  benchDriverRecords,
  createBenchDeskServices,
  benchDriverUid,
  deskBenchQuery,
  MAX_BENCH_DRIVERS,
  spreadAmong,
} from '@/demo/adapters/deskBenchSeed';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { startOfLocalDay } from '@/domain/day';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { isManager } from '@/domain/roles';
import { DELIVERED_STATUS } from '@/domain/status';

// The desk's bench seed (docs/performance.md#the-desk-section-11): its query, its drivers and
// how it spreads the day's open orders among them.

describe('deskBenchQuery', () => {
  it('seeds N orders and D drivers into a database of their own, apart from the driver app’s', () => {
    expect(deskBenchQuery('?benchSeed=1000&benchDrivers=40&benchFast=1')).toEqual({
      options: {
        dbName: 'dispatch-desk-dispatch-bench-1000-40',
        dataset: { openCount: 1000, deliveredCount: 4 },
        latencyMs: 0,
        backendDelayMs: 0,
      },
      drivers: 40,
    });
  });

  it('adds no drivers, and keeps the demo’s database, without a well-formed query', () => {
    expect(deskBenchQuery('')).toEqual({ options: {}, drivers: 0 });
    for (const drivers of ['0', '-3', '2.5', 'many', String(MAX_BENCH_DRIVERS + 1)]) {
      expect(deskBenchQuery(`?benchSeed=10&benchDrivers=${drivers}`).drivers).toBe(0);
    }
    expect(deskBenchQuery(`?benchDrivers=${MAX_BENCH_DRIVERS}`)).toEqual({
      options: {},
      drivers: MAX_BENCH_DRIVERS,
    });
  });
});

describe('benchDriverRecords', () => {
  it('names drivers "Bench Driver 01" on, none of them a manager', () => {
    const records = benchDriverRecords(12);
    expect(records).toHaveLength(12);
    expect(records[6]).toEqual({
      uid: benchDriverUid(7),
      data: { name: 'Bench Driver 07', email: 'bench-driver-07@bench.test', role: 'courier' },
    });
    expect(records[11]?.uid).toBe('bench-driver-12');
    const users = records.map((record) => parseBackOfficeUser(record.uid, record.data));
    expect(users.some((user) => isManager(user))).toBe(false);
    expect(new Set(records.map((record) => record.uid)).size).toBe(12);
  });
});

describe('spreadAmong', () => {
  const ids = Array.from({ length: 25 }, (_, i) => `r${i}`);

  it('leaves one in ten waiting and gives the others to the drivers in turn', () => {
    const spread = spreadAmong(ids, ['a', 'b', 'c']);
    expect([...spread.keys()]).toEqual(ids);
    expect(ids.filter((id) => spread.get(id) === null)).toEqual(['r0', 'r10', 'r20']);
    expect(ids.slice(1, 5).map((id) => spread.get(id))).toEqual(['a', 'b', 'c', 'a']);
    const counts = ['a', 'b', 'c'].map(
      (uid) => [...spread.values()].filter((v) => v === uid).length,
    );
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('leaves everything waiting without drivers, and nothing with unassignedEvery 0', () => {
    expect([...spreadAmong(ids, []).values()].every((uid) => uid === null)).toBe(true);
    expect([...spreadAmong(ids, ['a'], 0).values()].every((uid) => uid === 'a')).toBe(true);
  });
});

describe('createBenchDeskServices', () => {
  const started: DemoDeskServices[] = [];
  afterEach(() => {
    for (const services of started.splice(0)) services.dispose();
    delete window.__deskBench;
    sessionStorage.clear();
    localStorage.clear();
  });

  const start = async (search: string) => {
    const services = await createBenchDeskServices({ notDeliveredStatus: 'Not delivered' }, search);
    started.push(services);
    return services;
  };
  const openToday = async (services: DemoDeskServices) => {
    const midnight = startOfLocalDay(Date.now());
    return (await services.db.getAll('receipts')).filter(
      ({ data }) =>
        data.receipt_type === RECEIPT_TYPE_SALE &&
        data.updateTimestamp >= midnight &&
        data.status !== DELIVERED_STATUS,
    );
  };

  it('adds the drivers and spreads the open orders once; a reload keeps the query and the spread', async () => {
    const services = await start('?benchSeed=30&benchDrivers=4&benchFast=1');
    expect(window.__deskBench?.dbName).toBe('dispatch-desk-dispatch-bench-30-4');
    const users = await services.db.getAll('backOfficeUsers');
    expect(users.filter((user) => user.uid.startsWith('bench-driver-'))).toHaveLength(4);
    const orders = await openToday(services);
    const waiting = orders.filter((order) => order.data.dispatchId == null);
    expect(waiting).toHaveLength(Math.ceil(orders.length / 10));
    for (let i = 1; i <= 4; i++) {
      expect(orders.some((order) => order.data.dispatchId === benchDriverUid(i))).toBe(true);
    }

    // The desk assigns one; a reload (no query: the tab remembers it) spreads nothing again.
    const moved = waiting[0];
    if (!moved) throw new Error('no waiting order');
    await services.db.put('receipts', {
      ...moved,
      data: { ...moved.data, dispatchId: benchDriverUid(2) },
    });
    const reloaded = await start('');
    expect((await reloaded.db.get('receipts', moved.id))?.data.dispatchId).toBe(benchDriverUid(2));
  });

  it('announces a write on the database channel, as another tab does', async () => {
    await start('?benchSeed=30&benchDrivers=4&benchFast=1');
    const bench = window.__deskBench;
    if (!bench) throw new Error('no bench');
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(`${bench.dbName}:changes`);
    listener.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    try {
      bench.announce({ kind: 'records', stores: ['driverShifts'] });
      await expect
        .poll(() => heard)
        .toEqual([{ type: 'changed', change: { kind: 'records', stores: ['driverShifts'] } }]);
    } finally {
      listener.close();
    }
  });
});
