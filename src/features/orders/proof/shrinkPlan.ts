// How a photo is shrunk before it is kept on the phone (docs/proof-of-delivery.md): the
// longest side at most 1600 px, the JPEG at most ~300 KB. This module is the decision logic
// only — sizes and the order of encoding attempts — so it is tested without a canvas.

export const MAX_LONGEST_SIDE_PX = 1600;
export const MAX_PHOTO_BYTES = 300 * 1024;

export interface Dimensions {
  width: number;
  height: number;
}

export interface EncodingAttempt extends Dimensions {
  /** JPEG quality, 0..1. */
  quality: number;
}

/**
 * The size to draw at: scaled down (never up) so the longest side is at most `maxSide`,
 * keeping the aspect ratio, each side at least 1 px.
 */
export function targetDimensions(source: Dimensions, maxSide = MAX_LONGEST_SIDE_PX): Dimensions {
  const width = Math.max(1, Math.round(source.width));
  const height = Math.max(1, Math.round(source.height));
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Quality first, then size: a 1600 px photo of a doorstep is ~200–400 KB at 0.8, so the first
 * steps are usually enough; the smaller sizes are for very detailed scenes (gravel, foliage).
 * Each smaller size starts at a lower quality, since the higher ones already failed above.
 */
const ATTEMPT_PLAN: readonly { scale: number; qualities: readonly number[] }[] = [
  { scale: 1, qualities: [0.82, 0.72, 0.62, 0.52, 0.42] },
  { scale: 0.75, qualities: [0.62, 0.52, 0.42] },
  { scale: 0.5, qualities: [0.52, 0.42] },
  { scale: 0.35, qualities: [0.42] },
];

/** The encodings to try, in order, for a photo of `source` size. */
export function encodingAttempts(
  source: Dimensions,
  maxSide = MAX_LONGEST_SIDE_PX,
): EncodingAttempt[] {
  const target = targetDimensions(source, maxSide);
  const attempts: EncodingAttempt[] = [];
  const seen = new Set<string>();
  for (const { scale, qualities } of ATTEMPT_PLAN) {
    const size = {
      width: Math.max(1, Math.round(target.width * scale)),
      height: Math.max(1, Math.round(target.height * scale)),
    };
    for (const quality of qualities) {
      // A tiny photo scales to the same pixels: trying that twice would only waste time.
      const key = `${size.width}x${size.height}@${quality}`;
      if (seen.has(key)) continue;
      seen.add(key);
      attempts.push({ ...size, quality });
    }
  }
  return attempts;
}

export interface Encoded<T> {
  attempt: EncodingAttempt;
  byteLength: number;
  result: T;
}

/**
 * Encodes attempt after attempt until one fits in `maxBytes`; when none does, the smallest
 * one (a photo slightly over the limit is better than no proof at all).
 */
export async function encodeWithinLimit<T>(
  attempts: readonly EncodingAttempt[],
  encode: (attempt: EncodingAttempt) => Promise<{ byteLength: number; result: T }>,
  maxBytes = MAX_PHOTO_BYTES,
): Promise<Encoded<T>> {
  let smallest: Encoded<T> | null = null;
  for (const attempt of attempts) {
    const { byteLength, result } = await encode(attempt);
    const encoded = { attempt, byteLength, result };
    if (byteLength <= maxBytes) return encoded;
    if (smallest === null || byteLength < smallest.byteLength) smallest = encoded;
  }
  if (smallest === null) throw new Error('encodeWithinLimit needs at least one attempt.');
  return smallest;
}
