import type { LatLng } from './geo';

// The links that hand a driver over to another app (docs/route.md#links): directions in Google
// Maps, Waze or Apple Maps, and a message by SMS or WhatsApp. Only links: nothing is opened or
// sent until the driver taps one.

export type NavigationApp = 'google' | 'waze' | 'apple';
export const NAVIGATION_APPS: readonly NavigationApp[] = ['google', 'waze', 'apple'];

/** A place: its coordinates when known (exact), else its address as written. */
export interface Place {
  location: LatLng | null;
  text: string | null;
}

/** How a link is opened: the web's universal links, or an installed app's URL scheme (native). */
export type LinkTarget = 'web' | 'ios' | 'android';

/** "38.7139,-9.1394", or the address; null when the place has neither. */
export function placeText(place: Place): string | null {
  if (place.location !== null) return `${place.location.lat},${place.location.lng}`;
  const text = place.text?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Directions to one place in the chosen app, from where the phone is. Null when the place has
 * neither coordinates nor an address.
 */
export function navigateUrl(
  app: NavigationApp,
  place: Place,
  target: LinkTarget = 'web',
): string | null {
  const destination = placeText(place);
  if (destination === null) return null;
  const q = encodeURIComponent(destination);
  switch (app) {
    case 'waze': {
      const where = place.location !== null ? `ll=${q}` : `q=${q}`;
      return target === 'web'
        ? `https://waze.com/ul?${where}&navigate=yes`
        : `waze://?${where}&navigate=yes`;
    }
    case 'apple':
      return target === 'web'
        ? `https://maps.apple.com/?daddr=${q}&dirflg=d`
        : `maps://?daddr=${q}&dirflg=d`;
    case 'google':
      if (target === 'ios') return `comgooglemaps://?daddr=${q}&directionsmode=driving`;
      if (target === 'android') return `google.navigation:q=${q}&mode=d`;
      return `https://www.google.com/maps/dir/?api=1&destination=${q}&travelmode=driving`;
  }
}

/** Google Maps takes at most 9 waypoints in a directions link (its URL documentation). */
export const GOOGLE_MAX_WAYPOINTS = 9;
/** The longest URL Google Maps links accept. */
export const GOOGLE_MAX_URL_LENGTH = 2048;

/** Directions through `stops` (each already encoded for a URL), from `origin` when given. */
function googleDirections(origin: string | null, stops: readonly string[]): string {
  const parts = ['api=1'];
  if (origin !== null) parts.push(`origin=${origin}`);
  parts.push(`destination=${stops[stops.length - 1] as string}`);
  if (stops.length > 1) parts.push(`waypoints=${stops.slice(0, -1).join('%7C')}`);
  parts.push('travelmode=driving');
  return `https://www.google.com/maps/dir/?${parts.join('&')}`;
}

/**
 * Each place's text, encoded for a URL, kept per place object: the route's links are made again
 * on every change of the stops (thousands of them on a very long day), whose places are the
 * same objects as before (an order that says the same keeps its object).
 */
const encodedPlaces = new WeakMap<Place, string | null>();

function encodedPlace(place: Place): string | null {
  let encoded = encodedPlaces.get(place);
  if (encoded === undefined) {
    const text = placeText(place);
    encoded = text === null ? null : encodeURIComponent(text);
    encodedPlaces.set(place, encoded);
  }
  return encoded;
}

/**
 * The remaining route as Google Maps directions, in route order: as many stops per link as one
 * link can hold (9 waypoints and the destination, and at most 2,048 characters), the next link
 * starting where the previous one ends. The first starts from where the phone is. Places with
 * neither coordinates nor an address are left out. [] when no stop can be placed.
 */
export function googleRouteUrls(
  stops: readonly Place[],
  maxWaypoints = GOOGLE_MAX_WAYPOINTS,
  maxLength = GOOGLE_MAX_URL_LENGTH,
): string[] {
  const places = stops.map(encodedPlace).filter((text): text is string => text !== null);
  const urls: string[] = [];
  let origin: string | null = null;
  let index = 0;
  while (index < places.length) {
    let take = Math.min(maxWaypoints + 1, places.length - index);
    let url = googleDirections(origin, places.slice(index, index + take));
    // Fewer stops while the link is too long; one stop always goes (an address is short).
    while (take > 1 && url.length > maxLength) {
      take -= 1;
      url = googleDirections(origin, places.slice(index, index + take));
    }
    urls.push(url);
    origin = places[index + take - 1] as string;
    index += take;
  }
  return urls;
}

/** The remaining route in Apple Maps: one link, the stops joined by "to:" (from where the phone is). */
export function appleRouteUrl(stops: readonly Place[], target: LinkTarget = 'web'): string | null {
  const places = stops.map(placeText).filter((text): text is string => text !== null);
  if (places.length === 0) return null;
  const daddr = places.map(encodeURIComponent).join('+to:');
  return `${target === 'web' ? 'https://maps.apple.com/' : 'maps://'}?daddr=${daddr}&dirflg=d`;
}

/**
 * "Open route in Maps": Apple Maps' one link when that is the chosen app, else Google Maps'
 * links (Waze has no route of several stops).
 */
export function routeUrls(
  app: NavigationApp,
  stops: readonly Place[],
  target: LinkTarget = 'web',
): string[] {
  if (app === 'apple') {
    const url = appleRouteUrl(stops, target);
    return url === null ? [] : [url];
  }
  return googleRouteUrls(stops);
}

/** An SMS to the number with the message written in (the driver's app sends it, or not). */
export function smsUrl(e164: string, body: string): string {
  return `sms:${e164}?body=${encodeURIComponent(body)}`;
}

/** A WhatsApp chat with the number and the message written in (https://wa.me/<digits>?text=…). */
export function whatsAppUrl(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/gu, '')}?text=${encodeURIComponent(text)}`;
}
