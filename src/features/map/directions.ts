import type { OriginAddress } from '@/domain/origin';
import type { GeoPoint } from '@/domain/read';
import type { ReceiptAddress } from '@/domain/receipt';

// Links that hand the driver over to the phone: Google Maps directions and the dialler.

const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/';

/** A place Google Maps understands: "lat,lng" when the coordinates are known, else the address. */
function placeParameter(location: GeoPoint | null, text: string | null): string | null {
  if (location !== null) return `${location.lat},${location.lng}`;
  return text;
}

function originPoint(origin: OriginAddress): GeoPoint | null {
  return origin.lat !== null && origin.lng !== null ? { lat: origin.lat, lng: origin.lng } : null;
}

export interface DirectionsRequest {
  destination: ReceiptAddress;
  /**
   * Where the route starts. Omitted (or null), Google Maps starts from the phone's current
   * position, which is what a driver already on the road needs.
   */
  origin?: OriginAddress | null;
}

/**
 * The universal Google Maps directions link (https://developers.google.com/maps/documentation/urls):
 * it opens the Google Maps app on phones that have it and the website elsewhere.
 * Null when the destination has neither coordinates nor an address.
 */
export function directionsUrl({ destination, origin }: DirectionsRequest): string | null {
  const destinationParameter = placeParameter(destination.location, destination.text);
  if (destinationParameter === null) return null;
  const params = new URLSearchParams({ api: '1' });
  if (origin) {
    const originParameter = placeParameter(originPoint(origin), origin.address);
    if (originParameter !== null) params.set('origin', originParameter);
  }
  params.set('destination', destinationParameter);
  params.set('travelmode', 'driving');
  return `${DIRECTIONS_BASE}?${params.toString()}`;
}

/**
 * A `tel:` link for a phone number as people type it ("+49 (030) 123-45 67"): only digits and
 * a leading "+" survive. Null when too few digits remain to be a phone number.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (typeof phone !== 'string') return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
