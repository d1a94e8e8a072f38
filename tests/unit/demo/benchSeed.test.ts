import { describe, expect, it } from 'vitest';
import { benchDemoOptions, MAX_BENCH_ORDERS } from '@/demo/adapters/benchQuery';

// The bench seed's query (docs/performance.md): only well-formed sizes seed, each in its own db.

describe('benchDemoOptions', () => {
  it('seeds N open orders into a database of their own', () => {
    expect(benchDemoOptions('?benchSeed=5000')).toEqual({
      dbName: 'dispatch-bench-5000',
      dataset: { openCount: 5000, deliveredCount: 4 },
    });
  });

  it('drops the simulated latencies with benchFast=1', () => {
    expect(benchDemoOptions('?benchSeed=100&benchFast=1')).toMatchObject({
      latencyMs: 0,
      backendDelayMs: 0,
    });
  });

  it.each([
    '',
    '?benchSeed=',
    '?benchSeed=-3',
    '?benchSeed=2.5',
    '?benchSeed=abc',
    `?benchSeed=${MAX_BENCH_ORDERS + 1}`,
  ])('ignores %j: the default demo data', (search) => {
    expect(benchDemoOptions(search)).toEqual({});
  });
});
