import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfLocalDay, startOfNextLocalDay } from '@/domain/day';

// Days of 23 and 25 hours. Node applies a change of process.env.TZ at once; if a runner ever
// does not, the zone check below skips these tests instead of failing them wrongly.
const originalTz = process.env.TZ;
const HOUR = 3_600_000;

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

function berlinIsActive(): boolean {
  process.env.TZ = 'Europe/Berlin';
  return (
    new Date(2026, 0, 15).getTimezoneOffset() === -60 &&
    new Date(2026, 6, 15).getTimezoneOffset() === -120
  );
}

describe.skipIf(!berlinIsActive())('day window across DST changes (Europe/Berlin)', () => {
  it('the spring-forward day (29 March 2026) is 23 hours long', () => {
    const noon = Date.parse('2026-03-29T12:00:00+02:00');
    const start = startOfLocalDay(noon);
    const next = startOfNextLocalDay(noon);
    expect(start).toBe(Date.parse('2026-03-29T00:00:00+01:00'));
    expect(next).toBe(Date.parse('2026-03-30T00:00:00+02:00'));
    expect(next - start).toBe(23 * HOUR);
  });

  it('the fall-back day (25 October 2026) is 25 hours long', () => {
    const lateEvening = Date.parse('2026-10-25T23:30:00+01:00');
    const start = startOfLocalDay(lateEvening);
    const next = startOfNextLocalDay(lateEvening);
    expect(start).toBe(Date.parse('2026-10-25T00:00:00+02:00'));
    expect(next).toBe(Date.parse('2026-10-26T00:00:00+01:00'));
    expect(next - start).toBe(25 * HOUR);
  });

  it('the evening before the change still moves to the right midnight', () => {
    const evening = Date.parse('2026-03-28T23:00:00+01:00');
    expect(startOfNextLocalDay(evening)).toBe(Date.parse('2026-03-29T00:00:00+01:00'));
  });

  it('the hour repeated at fall-back belongs to that day', () => {
    const secondTwoThirty = Date.parse('2026-10-25T02:30:00+01:00');
    expect(startOfLocalDay(secondTwoThirty)).toBe(Date.parse('2026-10-25T00:00:00+02:00'));
  });
});
