import { describe, expect, it } from 'vitest';
import { readOptions } from '../../../bench/options.mjs';

// `npm run bench -- <args>` (bench/options.mjs): the switches docs/performance.md documents.

describe('readOptions', () => {
  it('runs everything with the defaults', () => {
    const options = readOptions([], {});
    expect(options).toMatchObject({
      skipBuild: false,
      only: undefined,
      baselineRev: null,
      firstPort: 4186,
      scaleCounts: [100, 1000, 5000],
      warmReloads: 5,
      scaleChanges: 15,
      benchRounds: 3,
      deskOrders: 1000,
      deskDrivers: 40,
      deskRuns: 9,
    });
    expect(options.runs(7)).toBe(true);
    expect(options.runs(11)).toBe(true);
  });

  it('reads --skip-build, --only= and the environment', () => {
    const options = readOptions(['--skip-build', '--only=5,7'], {
      BENCH_PORT: '4500',
      BENCH_SCALE: '1000',
      BENCH_RELOADS: '15',
      BENCH_CHANGES: '3',
      BENCH_ROUNDS: '1',
      BENCH_DESK_ORDERS: '200',
      BENCH_DESK_DRIVERS: '8',
      BENCH_DESK_RUNS: '3',
    });
    expect(options).toMatchObject({
      skipBuild: true,
      only: [5, 7],
      firstPort: 4500,
      scaleCounts: [1000],
      warmReloads: 15,
      scaleChanges: 3,
      benchRounds: 1,
      deskOrders: 200,
      deskDrivers: 8,
      deskRuns: 3,
    });
    expect(options.runs(5)).toBe(true);
    expect(options.runs(6)).toBe(false);
  });

  it('takes the baseline as --baseline <rev> or --baseline=<rev>', () => {
    expect(readOptions(['--baseline', 'fa55294', '--only=5'], {}).baselineRev).toBe('fa55294');
    expect(readOptions(['--only=5', '--baseline=fa55294'], {}).baselineRev).toBe('fa55294');
  });

  it('refuses --baseline without a revision', () => {
    expect(() => readOptions(['--baseline'], {})).toThrow('--baseline needs a git revision');
    expect(() => readOptions(['--baseline='], {})).toThrow('--baseline needs a git revision');
  });

  it('keeps counts of at least one when the environment says nonsense', () => {
    const options = readOptions([], {
      BENCH_RELOADS: '0',
      BENCH_CHANGES: 'x',
      BENCH_ROUNDS: '-2',
      BENCH_DESK_ORDERS: 'lots',
      BENCH_DESK_DRIVERS: '-1',
      BENCH_DESK_RUNS: '0',
    });
    expect(options).toMatchObject({
      warmReloads: 5,
      scaleChanges: 15,
      benchRounds: 1,
      deskOrders: 1000,
      deskDrivers: 1,
      deskRuns: 9,
    });
  });
});
