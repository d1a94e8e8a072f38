import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, formatTime, isoDateTime } from '@/ui/format';
import { formatDistance } from '@/ui/formatDistance';

const HOSTILE_NUMBERS = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e308,
  -1e308,
  1_700_000_000_000_000_000, // nanoseconds
  8.64e15 + 1,
];

describe('formatters are total: a value they cannot show is absent, never a throw', () => {
  it.each(HOSTILE_NUMBERS)('formatTime(%s) is null', (value) => {
    expect(formatTime(value)).toBeNull();
  });

  it.each(HOSTILE_NUMBERS)('isoDateTime(%s) is null', (value) => {
    expect(isoDateTime(value)).toBeNull();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'formatMoney and formatQuantity of %s are null',
    (value) => {
      expect(formatMoney(value, 'EUR')).toBeNull();
      expect(formatMoney(value, null)).toBeNull();
      expect(formatQuantity(value)).toBeNull();
    },
  );

  it('an unknown locale tag gives null, not a RangeError', () => {
    expect(formatTime(1_700_000_000_000, 'not a locale!')).toBeNull();
    expect(formatMoney(12.5, 'EUR', 'not a locale!')).toBeNull();
  });

  it('still formats what it can show', () => {
    expect(formatTime(8.64e15, 'en-GB')).toMatch(/^\d\d:\d\d$/);
    expect(isoDateTime(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(formatMoney(1e308, null, 'en-US')).toMatch(/^100,000,000/);
    expect(formatMoney(1234567.891, 'EUR', 'en-US')).toBe('€1,234,567.89');
    expect(formatQuantity(12345)).toBe('12345×');
    expect(formatQuantity(null)).toBeNull();
  });
});

describe('formatDistance', () => {
  it('says metres and kilometres in the language’s way, with one formatter per kind', () => {
    expect(formatDistance(850, 'en')).toBe('850 m');
    expect(formatDistance(2_400, 'en')).toBe('2.4 km');
    expect(formatDistance(2_400, 'pt-PT')).toBe('2,4 km');
    expect(formatDistance(850, 'en')).toBe('850 m'); // the kept formatter gives the same
  });

  it('falls back to plain text for a locale Intl refuses', () => {
    expect(formatDistance(850, 'not a locale!')).toBe('850 m');
  });
});
