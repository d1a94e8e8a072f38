import type { ApiKeySummary } from '@/domain/intake/wire';

// The intake API's keys (docs/intake.md#api-keys): a manager creates one on the desk
// (`POST /desk/apikeys`), sees it once, and the shop's systems send it as
// `Authorization: Bearer <key>`. The backend keeps only its SHA-256 (a leaked database leaks no
// key) in a backend-only collection, under the key's id, which the key itself carries so that a
// request finds its record in one read: `dsp_<id>_<secret>`.

export const API_KEY_PREFIX = 'dsp_';
/** Random bytes of a key's secret part: 32 (256 bits), as hex. */
const SECRET_BYTES = 32;
const KEY_PATTERN = /^dsp_([a-z0-9]{8,40})_([a-f0-9]{64})$/;

/**
 * An API key's record as stored (never the key): what the desk lists (src/domain/intake/wire.ts:
 * its name, who made it when, when it was revoked, after which it answers 401) and the hash.
 */
export interface ApiKeyRecord extends ApiKeySummary {
  /** SHA-256 of the whole key, lower-case hex. */
  hash: string;
}

/** What the desk shows of a key: never its hash. */
export function summariseApiKey(record: ApiKeyRecord): ApiKeySummary {
  const { id, name, createdAt, createdBy, revokedAt, revokedBy } = record;
  return { id, name, createdAt, createdBy, revokedAt, revokedBy };
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of `text` as lower-case hex (WebCrypto: Node 22 and browsers both have it). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(new Uint8Array(digest));
}

/** A new key for the record `id`: `dsp_<id>_<64 hex>`. */
export function newApiKey(id: string): string {
  const secret = new Uint8Array(SECRET_BYTES);
  globalThis.crypto.getRandomValues(secret);
  return `${API_KEY_PREFIX}${id}_${hex(secret)}`;
}

/** Random bytes of a new key's id: 10 (80 bits), as 20 hex digits (a safe document id). */
const ID_BYTES = 10;

/** An id for a new key's record: 20 lower-case hex digits, random. */
export function newApiKeyId(): string {
  const bytes = new Uint8Array(ID_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return hex(bytes);
}

/** The record id a presented key names; null for anything not shaped like one of our keys. */
export function apiKeyIdOf(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  return match ? match[1] : null;
}
