import { describe, expect, it } from 'vitest';
import { isSameLocalDay, startOfLocalDay, startOfNextLocalDay } from '@/domain/day';

// Local-time constructors keep these tests right in any time zone; the DST cases are in
// day.dst.test.ts, which switches the zone to Europe/Berlin.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms).getTime();

describe('startOfLocalDay', () => {
  it('is the local midnight that starts the day', () => {
    expect(startOfLocalDay(at(2026, 5, 14, 15, 30))).toBe(at(2026, 5, 14));
  });

  it('keeps a midnight as it is', () => {
    expect(startOfLocalDay(at(2026, 5, 14))).toBe(at(2026, 5, 14));
  });

  it('puts the last millisecond of the day on that day', () => {
    expect(startOfLocalDay(at(2026, 5, 14, 23, 59, 59, 999))).toBe(at(2026, 5, 14));
  });
});

describe('startOfNextLocalDay', () => {
  it('is the next local midnight', () => {
    expect(startOfNextLocalDay(at(2026, 5, 14, 15, 30))).toBe(at(2026, 5, 15));
  });

  it('from a midnight, is the following midnight (never the same instant)', () => {
    expect(startOfNextLocalDay(at(2026, 5, 14))).toBe(at(2026, 5, 15));
  });

  it('crosses the end of a month and of a year', () => {
    expect(startOfNextLocalDay(at(2026, 2, 28, 12))).toBe(at(2026, 3, 1));
    expect(startOfNextLocalDay(at(2028, 2, 28, 12))).toBe(at(2028, 2, 29));
    expect(startOfNextLocalDay(at(2026, 12, 31, 23, 59))).toBe(at(2027, 1, 1));
  });
});

describe('isSameLocalDay', () => {
  it('is true within a day and false across midnight', () => {
    expect(isSameLocalDay(at(2026, 5, 14), at(2026, 5, 14, 23, 59, 59, 999))).toBe(true);
    expect(isSameLocalDay(at(2026, 5, 14, 23, 59, 59, 999), at(2026, 5, 15))).toBe(false);
  });
});
