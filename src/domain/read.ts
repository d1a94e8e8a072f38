// The tolerant readers: everything the app reads from outside (Firestore documents, push
// payloads, server error bodies) may hold anything, so each reader answers null instead of
// throwing. Receipts, proofs, the store address, back-office users, push messages and the HTTP
// error bodies all read through these; the field mapping of each stays in its own module.

export type Fields = Record<string, unknown>;

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a plain object, or null. */
export function asRecord(value: unknown): Fields | null {
  return isRecord(value) ? value : null;
}

/** A trimmed, non-blank string; anything else (numbers included) is null. */
export function readString(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A non-empty string; numbers are accepted and turned into text (order numbers often are). */
export function readText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return readString(value);
}

/** A trimmed, non-blank string, shortened to `max` characters (with "…"). */
export function shortText(value: unknown, max: number): string | null {
  const trimmed = readString(value);
  if (trimmed === null) return null;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** A finite number; numeric strings ("12.50") are accepted, anything else is null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const MAX_IDENTIFIER_LENGTH = 200;

/** An identifier: a string, or a number (FCM data values are strings, but backends vary). */
export function readIdentifier(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = readString(value);
  return text !== null && text.length <= MAX_IDENTIFIER_LENGTH ? text : null;
}

/** The first alias whose value reads as a T: an unusable value under one name tries the next. */
export function pick<T>(
  fields: Fields,
  names: readonly string[],
  read: (value: unknown) => T | null,
): T | null {
  for (const name of names) {
    const value = read(fields[name]);
    if (value !== null) return value;
  }
  return null;
}

/** The largest epoch-millisecond value a Date can hold (±100,000,000 days around 1970). */
export const MAX_DATE_MS = 8.64e15;

/** Epoch milliseconds a Date can hold, or null (NaN, ±Infinity, nanoseconds, 1e308). */
function readDateMillis(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || Math.abs(value) > MAX_DATE_MS) return null;
  return value;
}

/**
 * Epoch milliseconds from a number, a numeric string, a Date, or a Firestore Timestamp-like
 * object ({ seconds, nanoseconds } or { toMillis() }). A value a Date cannot hold (nanoseconds
 * instead of milliseconds, 1e308, Infinity from `{ seconds }`) is null: the time is absent.
 */
export function readEpochMillis(value: unknown): number | null {
  if (value instanceof Date) return readDateMillis(value.getTime());
  if (isRecord(value)) {
    if (typeof value.toMillis === 'function') {
      try {
        return readDateMillis(readNumber((value.toMillis as () => unknown)()));
      } catch {
        return null;
      }
    }
    const seconds = readNumber(value.seconds ?? value._seconds);
    if (seconds !== null) {
      const nanos = readNumber(value.nanoseconds ?? value._nanoseconds) ?? 0;
      return readDateMillis(seconds * 1000 + Math.floor(nanos / 1e6));
    }
    return null;
  }
  return readDateMillis(readNumber(value));
}

/** A point on the map; coordinates out of range make none. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** `{ lat, lng }` (or latitude/longitude, lon, a Firestore GeoPoint's _lat/_long) in range, or null. */
export function readGeoPoint(value: unknown): GeoPoint | null {
  if (!isRecord(value)) return null;
  const lat = readNumber(value.lat ?? value.latitude ?? value._lat);
  const lng = readNumber(value.lng ?? value.lon ?? value.longitude ?? value._long);
  if (lat === null || lng === null) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng };
}
