import { describe, expect, it } from 'vitest';
import {
  asRecord,
  isRecord,
  pick,
  readIdentifier,
  readNumber,
  readString,
  readText,
  shortText,
} from '@/domain/read';

// readText and readNumber are covered with readEpochMillis and readGeoPoint in readValues.test.ts.

describe('isRecord / asRecord', () => {
  it('accepts a plain object', () => {
    const value = { a: 1 };
    expect(isRecord(value)).toBe(true);
    expect(asRecord(value)).toBe(value);
  });

  it.each([null, undefined, [], [1], 'text', 3, true])('refuses %j', (value) => {
    expect(isRecord(value)).toBe(false);
    expect(asRecord(value)).toBeNull();
  });
});

describe('readString', () => {
  it('trims a string', () => {
    expect(readString('  Sam ')).toBe('Sam');
  });

  it.each(['', '   ', 12, null, {}, ['a']])('is null for %j', (value) => {
    expect(readString(value)).toBeNull();
  });
});

describe('readText', () => {
  it('turns a finite number into text, not NaN', () => {
    expect(readText(7)).toBe('7');
    expect(readText(Number.NaN)).toBeNull();
  });
});

describe('shortText', () => {
  it('keeps a text up to the limit', () => {
    expect(shortText(' abcde ', 5)).toBe('abcde');
  });

  it('shortens a longer one to the limit, ending in …', () => {
    const text = shortText('abcdefgh', 5);
    expect(text).toBe('abcd…');
    expect(text).toHaveLength(5);
  });

  it.each(['', '  ', 42, null, { text: 'a' }])('is null for %j', (value) => {
    expect(shortText(value, 10)).toBeNull();
  });
});

describe('readIdentifier', () => {
  it('reads a string or a finite number', () => {
    expect(readIdentifier(' r-1 ')).toBe('r-1');
    expect(readIdentifier(1042)).toBe('1042');
  });

  it('refuses blanks, non-finite numbers and ids over 200 characters', () => {
    expect(readIdentifier('  ')).toBeNull();
    expect(readIdentifier(Number.POSITIVE_INFINITY)).toBeNull();
    expect(readIdentifier('x'.repeat(200))).toHaveLength(200);
    expect(readIdentifier('x'.repeat(201))).toBeNull();
    expect(readIdentifier({ id: 'a' })).toBeNull();
  });
});

describe('pick', () => {
  it('takes the first alias that reads, skipping unusable values', () => {
    const fields = { orderNo: '  ', order_number: 'A-1', number: 'B-2' };
    expect(pick(fields, ['orderNumber', 'orderNo', 'order_number', 'number'], readText)).toBe(
      'A-1',
    );
  });

  it('is null when no alias reads', () => {
    expect(pick({ total: 'n/a' }, ['total', 'amount'], readNumber)).toBeNull();
  });
});
