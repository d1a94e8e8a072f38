import { describe, expect, it } from 'vitest';
import { parseOriginAddress } from '@/domain/origin';

describe('parseOriginAddress', () => {
  it('reads originAddress_formated', () => {
    expect(
      parseOriginAddress({
        originAddress_formated: { address: 'Torstraße 1, Berlin', lat: 52.53, lng: 13.4 },
        other: 'ignored',
      }),
    ).toEqual({ address: 'Torstraße 1, Berlin', lat: 52.53, lng: 13.4 });
  });

  it('accepts numeric strings and latitude/longitude names', () => {
    expect(
      parseOriginAddress({
        originAddress_formated: { address: 'Store', latitude: '52.53', longitude: '13.4' },
      }),
    ).toEqual({ address: 'Store', lat: 52.53, lng: 13.4 });
  });

  it('keeps the address when the coordinates are missing or malformed', () => {
    expect(parseOriginAddress({ originAddress_formated: { address: 'Store' } })).toEqual({
      address: 'Store',
      lat: null,
      lng: null,
    });
    expect(
      parseOriginAddress({ originAddress_formated: { address: 'Store', lat: 95, lng: 13 } }),
    ).toEqual({ address: 'Store', lat: null, lng: null });
  });

  it('keeps the coordinates when the address is missing', () => {
    expect(parseOriginAddress({ originAddress_formated: { lat: 1, lng: 2 } })).toEqual({
      address: null,
      lat: 1,
      lng: 2,
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'Store'],
    ['an array', [{ originAddress_formated: { address: 'Store' } }]],
    ['a document without the field', { originAddress: { address: 'Store' } }],
    ['a field of the wrong type', { originAddress_formated: 42 }],
    ['a field holding nothing usable', { originAddress_formated: { address: ' ', lat: 'x' } }],
    ['a null field', { originAddress_formated: null }],
  ])('is null for %s', (_label, doc) => {
    expect(parseOriginAddress(doc)).toBeNull();
  });
});
