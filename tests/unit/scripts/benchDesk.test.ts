import { describe, expect, it } from 'vitest';
import { benchDriverRecords } from '@/demo/adapters/deskBenchSeed';
import { benchDriverName, busyBeyondIdle } from '../../../bench/sections/desk.mjs';

// Section 11 of the bench (bench/sections/desk.mjs): its pure helpers.

describe('benchDriverName', () => {
  it('names the drivers as the desk’s bench seed does', () => {
    const records = benchDriverRecords(40);
    for (const index of [1, 7, 40]) {
      expect(records[index - 1]?.data.name).toBe(benchDriverName(index));
    }
  });
});

describe('busyBeyondIdle', () => {
  it('takes the idle window’s busy time off the change’s, never below 0', () => {
    expect(busyBeyondIdle(20.5, 4.5)).toBe(16);
    expect(busyBeyondIdle(3, 4)).toBe(0);
  });
});
