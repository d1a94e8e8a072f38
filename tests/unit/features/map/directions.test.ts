import { describe, expect, it } from 'vitest';
import { scriptBaseUrl } from '@/features/map/DeliveryMap';
import { directionsUrl, telHref } from '@/features/map/directions';

describe('directionsUrl', () => {
  it('builds the universal directions link with coordinates when known', () => {
    expect(
      directionsUrl({ destination: { text: 'Somewhere 1', location: { lat: 52.5, lng: -0.25 } } }),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=52.5%2C-0.25&travelmode=driving');
  });

  it('falls back to the address text, encoded', () => {
    const url = directionsUrl({ destination: { text: 'Straße 5 & Co, Berlin', location: null } });
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Stra%C3%9Fe+5+%26+Co%2C+Berlin&travelmode=driving',
    );
  });

  it('adds the origin from the store coordinates, or its address, when given', () => {
    const destination = { text: 'B', location: null };
    const withPoint = directionsUrl({
      destination,
      origin: { address: 'Store', lat: 1, lng: 2 },
    });
    expect(new URL(withPoint ?? '').searchParams.get('origin')).toBe('1,2');
    const withText = directionsUrl({
      destination,
      origin: { address: 'Store street 1', lat: null, lng: null },
    });
    expect(new URL(withText ?? '').searchParams.get('origin')).toBe('Store street 1');
    const unknown = directionsUrl({ destination, origin: { address: null, lat: 1, lng: null } });
    expect(new URL(unknown ?? '').searchParams.has('origin')).toBe(false);
  });

  it('is null without any destination', () => {
    expect(directionsUrl({ destination: { text: null, location: null } })).toBeNull();
  });
});

describe('telHref', () => {
  it.each([
    ['+49 (030) 123-45 67', 'tel:+490301234567'],
    ['030 / 123.456', 'tel:030123456'],
    ['  0171 2345678 ', 'tel:01712345678'],
    ['0049 30 1234', 'tel:0049301234'],
  ])('normalises %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([[null], [undefined], [''], ['n/a'], ['12']])('is null for %j', (phone) => {
    expect(telHref(phone)).toBeNull();
  });
});

describe('scriptBaseUrl', () => {
  it.each([
    [null, 'https://maps.googleapis.com'],
    ['', 'https://maps.googleapis.com'],
    ['https://proxy.example/', 'https://proxy.example'],
    ['https://proxy.example/google/maps/api/js', 'https://proxy.example/google'],
  ])('%j → %j', (input, base) => {
    expect(scriptBaseUrl(input)).toBe(base);
  });
});
