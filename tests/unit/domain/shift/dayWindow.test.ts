import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayLabelIn,
  dayWindowIn,
  isDayLabel,
  isTimeZone,
  localDayLabel,
  localDayWindow,
} from '@/domain/shift/dayWindow';

const HOUR = 3_600_000;
const ZONES = [
  'UTC',
  'Europe/Lisbon',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago', // clocks go forward at midnight: some days have no 00:00
  'Asia/Kolkata', // half an hour off UTC
  'Australia/Lord_Howe', // summer time of half an hour
  'Pacific/Kiritimati', // UTC+14
];

describe('dayWindowIn', () => {
  it('gives a day its midnights in the zone, 23 and 25 hours long across summer time', () => {
    expect(dayWindowIn('2026-06-10', 'UTC')).toEqual({
      start: Date.parse('2026-06-10T00:00:00Z'),
      end: Date.parse('2026-06-11T00:00:00Z'),
    });
    expect(dayWindowIn('2026-06-10', 'Europe/Lisbon')).toEqual({
      start: Date.parse('2026-06-10T00:00:00+01:00'),
      end: Date.parse('2026-06-11T00:00:00+01:00'),
    });
    const spring = dayWindowIn('2026-03-29', 'Europe/Lisbon')!;
    expect(spring.start).toBe(Date.parse('2026-03-29T00:00:00Z'));
    expect(spring.end - spring.start).toBe(23 * HOUR);
    const autumn = dayWindowIn('2026-10-25', 'Europe/Berlin')!;
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
  });

  it('starts a day without a midnight at its first instant', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 6 September 2026.
    const day = dayWindowIn('2026-09-06', 'America/Santiago')!;
    expect(dayLabelIn(day.start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayLabelIn(day.start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('refuses what is not a day or not a zone', () => {
    expect(dayWindowIn('2026-02-30', 'UTC')).toBeNull();
    expect(dayWindowIn('2026-2-3', 'UTC')).toBeNull();
    expect(dayWindowIn('2026-06-10', 'Mars/Olympus')).toBeNull();
    expect(isDayLabel('2024-02-29')).toBe(true);
    expect(isDayLabel('2025-02-29')).toBe(false);
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Nowhere')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('holds any instant in the window of its own day, in every zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2040-01-01') }),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const day = dayLabelIn(at, zone)!;
          const window = dayWindowIn(day, zone)!;
          expect(at).toBeGreaterThanOrEqual(window.start);
          expect(at).toBeLessThan(window.end);
          expect(dayLabelIn(window.start, zone)).toBe(day);
          expect(dayLabelIn(window.start - 1, zone)).toBe(addDays(day, -1));
          expect(dayLabelIn(window.end, zone)).toBe(addDays(day, 1));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agrees with the browser’s own day (domain/day.ts) in the browser’s zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2040-01-01') }),
        (at) => {
          const day = localDayLabel(at);
          expect(dayLabelIn(at, zone)).toBe(day);
          expect(dayWindowIn(day, zone)).toEqual(localDayWindow(day));
        },
      ),
    );
  });
});
