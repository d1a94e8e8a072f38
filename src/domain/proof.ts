import { isRecord, pick, readText, readEpochMillis } from './read';

// Proof of delivery as the backend writes it back onto a receipt (docs/backend-contract.md,
// "Proof of delivery"): `proof: { proofId, photoUrl?, receivedBy, takenAt }`. Read tolerantly,
// like the rest of the receipt: a missing or malformed field becomes null, nothing throws.

/**
 * The address of a photo a backend keeps in this browser (the in-browser backend with sample
 * data): `local-photo:<proofId>`. Its bytes are read through the LocalPhotos port; a backend
 * on a server writes http(s) URLs instead.
 */
export const LOCAL_PHOTO_URL_SCHEME = 'local-photo:';

/** Names are typed by hand on a phone; anything longer is a paste accident or hostile data. */
export const MAX_RECEIVED_BY_LENGTH = 120;
const MAX_PROOF_ID_LENGTH = 200;
const MAX_PHOTO_URL_LENGTH = 4096;

export interface Proof {
  proofId: string | null;
  /** An http(s) URL, or a `local-photo:` URL; null when absent or unsafe. */
  photoUrl: string | null;
  receivedBy: string | null;
  /** Epoch ms when the photo was taken (or the proof recorded). */
  takenAt: number | null;
}

/** `local-photo:<id>` → the id; null for any other text. */
export function localPhotoIdFromUrl(url: string): string | null {
  if (!url.startsWith(LOCAL_PHOTO_URL_SCHEME)) return null;
  const id = url.slice(LOCAL_PHOTO_URL_SCHEME.length);
  return /^[\w-]{1,200}$/.test(id) ? id : null;
}

export function localPhotoUrl(proofId: string): string {
  return `${LOCAL_PHOTO_URL_SCHEME}${proofId}`;
}

/**
 * Only addresses an <img> may safely load: http(s) (absolute, with a host) or a local photo.
 * javascript:, data:, blob: and relative paths from a receipt are refused.
 */
export function readPhotoUrl(value: unknown): string | null {
  const text = readText(value);
  if (text === null || typeof value !== 'string' || text.length > MAX_PHOTO_URL_LENGTH) {
    return null;
  }
  if (localPhotoIdFromUrl(text) !== null) return text;
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '') return url.href;
  } catch {
    // Not a URL at all.
  }
  return null;
}

/** Control characters and runs of whitespace collapse to one space; capped in length. */
export function readReceivedBy(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  if (cleaned === '') return null;
  const chars = Array.from(cleaned); // by code point, so an emoji is never cut in half
  return chars.length > MAX_RECEIVED_BY_LENGTH
    ? `${chars.slice(0, MAX_RECEIVED_BY_LENGTH - 1).join('')}…`
    : cleaned;
}

function readTakenAt(value: unknown): number | null {
  const millis = readEpochMillis(value);
  // Before 2000 or beyond year 9999 is a unit mix-up (seconds for ms) or garbage, not a time.
  if (millis === null || millis < 946_684_800_000 || millis > 253_402_300_799_999) return null;
  return Math.trunc(millis);
}

/**
 * The proof of a receipt's `proof` field (aliases: photoURL / photo_url / url,
 * received_by / recipient, taken_at / timestamp). Null when it is not an object or carries none
 * of the fields: an order without proof.
 */
export function readProof(raw: unknown): Proof | null {
  if (!isRecord(raw)) return null;
  const proofIdText = pick(raw, ['proofId', 'proof_id', 'id'], readText);
  const proof: Proof = {
    proofId: proofIdText !== null && proofIdText.length <= MAX_PROOF_ID_LENGTH ? proofIdText : null,
    photoUrl: readPhotoUrl(raw.photoUrl ?? raw.photoURL ?? raw.photo_url ?? raw.url),
    receivedBy: readReceivedBy(raw.receivedBy ?? raw.received_by ?? raw.recipient),
    takenAt: readTakenAt(raw.takenAt ?? raw.taken_at ?? raw.timestamp),
  };
  const hasAny =
    proof.proofId !== null ||
    proof.photoUrl !== null ||
    proof.receivedBy !== null ||
    proof.takenAt !== null;
  return hasAny ? proof : null;
}
