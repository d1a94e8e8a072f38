import { describe, expect, it } from 'vitest';
import { readNumber, readText, readEpochMillis, readGeoPoint } from '@/domain/read';

// The read helpers parseReceipt is built on: readText, readNumber, readEpochMillis (numbers,
// strings, Dates, Firestore Timestamps and their shapes) and readGeoPoint.

describe('readText', () => {
  it('trims strings and turns finite numbers into text', () => {
    expect(readText('  A-17 ')).toBe('A-17');
    expect(readText(1042)).toBe('1042');
    expect(readText(0)).toBe('0');
  });

  it.each([[''], ['  '], [NaN], [Infinity], [null], [undefined], [{}], [[]], [true]])(
    'is null for %j',
    (value) => {
      expect(readText(value)).toBeNull();
    },
  );
});

describe('readNumber', () => {
  it('accepts finite numbers and numeric strings', () => {
    expect(readNumber(12.5)).toBe(12.5);
    expect(readNumber(0)).toBe(0);
    expect(readNumber('12.50')).toBe(12.5);
    expect(readNumber(' -3 ')).toBe(-3);
    expect(readNumber('1e3')).toBe(1000);
  });

  it.each([
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['"Infinity"', 'Infinity'],
    ['"NaN"', 'NaN'],
    ['"abc"', 'abc'],
    ['"12,50"', '12,50'],
    ['""', ''],
    ['"  "', '  '],
    ['null', null],
    ['a boolean', true],
    ['an object', { value: 1 }],
  ])('rejects %s', (_label, value) => {
    expect(readNumber(value)).toBeNull();
  });
});

describe('readEpochMillis', () => {
  it('reads numbers, numeric strings and Dates', () => {
    expect(readEpochMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(readEpochMillis('1700000000123')).toBe(1_700_000_000_123);
    expect(readEpochMillis(new Date(1_700_000_000_123))).toBe(1_700_000_000_123);
  });

  it('reads Firestore Timestamp-like values', () => {
    expect(readEpochMillis({ seconds: 1_700_000_000, nanoseconds: 123_456_789 })).toBe(
      1_700_000_000_123,
    );
    expect(readEpochMillis({ _seconds: 1_700_000_000, _nanoseconds: 5_000_000 })).toBe(
      1_700_000_000_005,
    );
    expect(readEpochMillis({ seconds: '1700000000' })).toBe(1_700_000_000_000);
    expect(readEpochMillis({ toMillis: () => 1_700_000_000_999, seconds: 1 })).toBe(
      1_700_000_000_999,
    );
  });

  it('reads a Timestamp class instance through toMillis', () => {
    class Timestamp {
      constructor(
        readonly seconds: number,
        readonly nanoseconds: number,
      ) {}
      toMillis() {
        return this.seconds * 1000 + this.nanoseconds / 1e6;
      }
    }
    expect(readEpochMillis(new Timestamp(1_700_000_000, 0))).toBe(1_700_000_000_000);
  });

  it.each([
    ['an invalid Date', new Date('not a date')],
    [
      'a throwing toMillis',
      {
        toMillis: () => {
          throw new Error('boom');
        },
      },
    ],
    ['a toMillis returning NaN', { toMillis: () => NaN }],
    ['an object without seconds', { nanoseconds: 5 }],
    ['seconds that are not numbers', { seconds: 'soon' }],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a date string', '2026-01-01T00:00:00Z'],
    ['null', null],
    ['an array', [1_700_000_000_000]],
  ])('is null for %s', (_label, value) => {
    expect(readEpochMillis(value)).toBeNull();
  });
});

describe('readGeoPoint', () => {
  it('reads lat/lng, latitude/longitude, lon, and Firestore GeoPoint internals', () => {
    expect(readGeoPoint({ lat: 52.5, lng: 13.4 })).toEqual({ lat: 52.5, lng: 13.4 });
    expect(readGeoPoint({ latitude: '52.5', longitude: '13.4' })).toEqual({ lat: 52.5, lng: 13.4 });
    expect(readGeoPoint({ lat: 1, lon: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(readGeoPoint({ _lat: 1, _long: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(readGeoPoint({ lat: 0, lng: 0 })).toEqual({ lat: 0, lng: 0 });
  });

  it('reads a GeoPoint class instance with getters', () => {
    class GeoPoint {
      constructor(
        private readonly _latitude: number,
        private readonly _longitude: number,
      ) {}
      get latitude() {
        return this._latitude;
      }
      get longitude() {
        return this._longitude;
      }
    }
    expect(readGeoPoint(new GeoPoint(-33.9, 151.2))).toEqual({ lat: -33.9, lng: 151.2 });
  });

  it.each([
    ['a missing lng', { lat: 1 }],
    ['a latitude out of range', { lat: 91, lng: 0 }],
    ['a longitude out of range', { lat: 0, lng: -180.5 }],
    ['NaN', { lat: NaN, lng: 1 }],
    ['text', { lat: 'north', lng: 1 }],
    ['an array', [52.5, 13.4]],
    ['a string', '52.5,13.4'],
    ['null', null],
  ])('is null for %s', (_label, value) => {
    expect(readGeoPoint(value)).toBeNull();
  });
});
