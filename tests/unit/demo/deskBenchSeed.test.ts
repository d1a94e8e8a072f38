import { describe, expect, it } from 'vitest';
import {
  benchDriverRecords,
  benchDriverUid,
  deskBenchQuery,
  MAX_BENCH_DRIVERS,
  spreadAmong,
} from '@/demo/adapters/deskBenchSeed';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { isManager } from '@/domain/roles';

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
