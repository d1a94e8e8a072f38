import { isRecord, readText, readGeoPoint } from './read';

// The store (origin) location: the first utilities record's `originAddress_formated`
// ({ address, lat, lng }; the field name's spelling is the backend's).

export interface OriginAddress {
  address: string | null;
  lat: number | null;
  lng: number | null;
}

/** Parses a utilities document; null when it holds no usable origin address. */
export function parseOriginAddress(utilitiesDoc: unknown): OriginAddress | null {
  if (!isRecord(utilitiesDoc)) return null;
  const raw = utilitiesDoc.originAddress_formated;
  if (!isRecord(raw)) return null;
  const address = readText(raw.address);
  const point = readGeoPoint(raw);
  if (address === null && point === null) return null;
  return { address, lat: point?.lat ?? null, lng: point?.lng ?? null };
}
