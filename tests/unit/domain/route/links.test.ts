import { describe, expect, it } from 'vitest';
import {
  appleRouteUrl,
  GOOGLE_MAX_URL_LENGTH,
  googleRouteUrls,
  navigateUrl,
  routeUrls,
  smsUrl,
  whatsAppUrl,
  type Place,
} from '@/domain/route/links';

const at = (lat: number, lng: number): Place => ({ location: { lat, lng }, text: null });
const street = (text: string): Place => ({ location: null, text });

function params(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

describe('navigateUrl', () => {
  it('opens Google Maps directions, universal on the web, the app scheme natively', () => {
    expect(navigateUrl('google', at(38.7, -9.1))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=38.7%2C-9.1&travelmode=driving',
    );
    expect(navigateUrl('google', at(38.7, -9.1), 'ios')).toBe(
      'comgooglemaps://?daddr=38.7%2C-9.1&directionsmode=driving',
    );
    expect(navigateUrl('google', at(38.7, -9.1), 'android')).toBe(
      'google.navigation:q=38.7%2C-9.1&mode=d',
    );
  });

  it('opens Waze by coordinates, or by address when there are none', () => {
    expect(navigateUrl('waze', at(38.7, -9.1))).toBe(
      'https://waze.com/ul?ll=38.7%2C-9.1&navigate=yes',
    );
    expect(navigateUrl('waze', street('Rua de São Bento 1'))).toBe(
      `https://waze.com/ul?q=${encodeURIComponent('Rua de São Bento 1')}&navigate=yes`,
    );
    expect(navigateUrl('waze', at(38.7, -9.1), 'ios')).toBe('waze://?ll=38.7%2C-9.1&navigate=yes');
  });

  it('opens Apple Maps', () => {
    expect(navigateUrl('apple', at(38.7, -9.1))).toBe(
      'https://maps.apple.com/?daddr=38.7%2C-9.1&dirflg=d',
    );
    expect(navigateUrl('apple', at(38.7, -9.1), 'ios')).toBe('maps://?daddr=38.7%2C-9.1&dirflg=d');
  });

  it('has no link for a place with neither coordinates nor an address', () => {
    expect(navigateUrl('google', { location: null, text: '  ' })).toBeNull();
  });

  it('encodes an address that would break the URL', () => {
    const url = navigateUrl('google', street('Rua A & B #3?x=1')) as string;
    expect(params(url).get('destination')).toBe('Rua A & B #3?x=1');
  });
});

describe('googleRouteUrls', () => {
  it('puts up to 9 waypoints and the destination in one link, in route order', () => {
    const stops = Array.from({ length: 10 }, (_, i) => at(30 + i, -9.1));
    const urls = googleRouteUrls(stops);
    expect(urls).toHaveLength(1);
    const p = params(urls[0] as string);
    expect(p.get('origin')).toBeNull(); // from where the phone is
    expect(p.get('destination')).toBe('39,-9.1');
    expect(p.get('waypoints')?.split('|')).toEqual(
      Array.from({ length: 9 }, (_, i) => `${30 + i},-9.1`),
    );
  });

  it('splits a longer route, each link starting where the last ended', () => {
    const stops = Array.from({ length: 23 }, (_, i) => at(38 + i, -9));
    const urls = googleRouteUrls(stops);
    expect(urls).toHaveLength(3);
    const [first, second, third] = urls.map(params) as [
      URLSearchParams,
      URLSearchParams,
      URLSearchParams,
    ];
    expect(first.get('destination')).toBe('47,-9');
    expect(second.get('origin')).toBe('47,-9');
    expect(second.get('waypoints')?.split('|')[0]).toBe('48,-9');
    expect(second.get('destination')).toBe('57,-9');
    expect(third.get('origin')).toBe('57,-9');
    expect(third.get('waypoints')?.split('|')).toEqual(['58,-9', '59,-9']);
    expect(third.get('destination')).toBe('60,-9');
  });

  it('splits by length when long addresses would not fit in 2,048 characters', () => {
    const stops = Array.from({ length: 10 }, (_, i) =>
      street(`${'Rua Muito Comprida ção '.repeat(8)}${i}`),
    );
    const urls = googleRouteUrls(stops);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(GOOGLE_MAX_URL_LENGTH);
    const visited = urls.flatMap((url) => {
      const p = params(url);
      return [...(p.get('waypoints')?.split('|') ?? []), p.get('destination')];
    });
    expect(visited).toEqual(stops.map((s) => s.text));
  });

  it('leaves out stops that cannot be placed, and has no link without any', () => {
    expect(googleRouteUrls([street(' ')])).toEqual([]);
    expect(googleRouteUrls([street(''), at(1, 2)])).toHaveLength(1);
  });
});

describe('appleRouteUrl and routeUrls', () => {
  it('joins the stops with "to:" in Apple Maps', () => {
    expect(appleRouteUrl([at(1, 2), street('Rua X')])).toBe(
      'https://maps.apple.com/?daddr=1%2C2+to:Rua%20X&dirflg=d',
    );
    expect(appleRouteUrl([])).toBeNull();
  });

  it('uses Google Maps for Waze (Waze has no route of several stops)', () => {
    expect(routeUrls('waze', [at(1, 2)])[0]).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    expect(routeUrls('apple', [at(1, 2)])[0]).toMatch(/^https:\/\/maps\.apple\.com\//);
  });
});

describe('message links', () => {
  const body =
    'Hi Ana, this is your courier from Dispatch: I’m on my way with order #1042, about 8 min.';

  it('writes an SMS with the body', () => {
    const url = smsUrl('+351912345678', body);
    expect(url.startsWith('sms:+351912345678?body=')).toBe(true);
    expect(decodeURIComponent(url.split('body=')[1] as string)).toBe(body);
  });

  it('opens a WhatsApp chat with the number’s digits and the text', () => {
    const url = whatsAppUrl('+351912345678', body);
    expect(url.startsWith('https://wa.me/351912345678?text=')).toBe(true);
    expect(params(url).get('text')).toBe(body);
  });
});
