// The intake API's keys (docs/intake.md#api-keys): a manager creates one on the desk
// (`POST /desk/apikeys`), sees it once, and the shop's systems send it as
// `Authorization: Bearer <key>`. The backend keeps only its SHA-256 (a leaked database leaks no
// key) in a backend-only collection, under the key's id, which the key itself carries so that a
// request finds its record in one read: `dsp_<id>_<secret>`.

export const API_KEY_PREFIX = 'dsp_';
/** Random bytes of a key's secret part: 32 (256 bits), as hex. */
const SECRET_BYTES = 32;
const KEY_PATTERN = /^dsp_([a-z0-9]{8,40})_([a-f0-9]{64})$/;

/** An API key's record as stored (never the key). */
export interface ApiKeyRecord {
  id: string;
  /** What the manager called it ("Till", "Online shop"). */
  name: string;
  /** SHA-256 of the whole key, lower-case hex. */
  hash: string;
  createdAt: number;
  /** The manager's uid. */
  createdBy: string;
  /** Set when revoked: the key answers 401 from then on. */
  revokedAt: number | null;
  revokedBy: string | null;
}

/** What the desk shows of a key: never its hash. */
export type ApiKeySummary = Omit<ApiKeyRecord, 'hash'>;

export function summariseApiKey({ hash: _hash, ...summary }: ApiKeyRecord): ApiKeySummary {
  return summary;
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

/** An id for a new key's record: lower-case letters and digits (a safe document id). */
export function apiKeyIdFrom(uuid: string): string {
  return uuid
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
}

/** The record id a presented key names; null for anything not shaped like one of our keys. */
export function apiKeyIdOf(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  return match ? match[1] : null;
}

/** True when `key` is the record's key and the record is not revoked. */
export async function keyMatches(key: string, record: ApiKeyRecord | null): Promise<boolean> {
  if (record === null || record.revokedAt !== null) return false;
  return (await sha256Hex(key)) === record.hash;
}
