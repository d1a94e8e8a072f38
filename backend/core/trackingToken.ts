// The customer's tracking token (docs/tracking.md): 128 random bits from the platform's CSPRNG
// (crypto.getRandomValues, in browsers and Node alike), written base64url so it sits in a URL
// path as it is. Anyone holding it sees the order's progress, so it must not be guessable:
// never Math.random, never derived from the receipt id.

export const TRACKING_TOKEN_BYTES = 16;

/** 16 bytes in base64url without padding: 22 characters. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** Fills `bytes` with random values (the shape of crypto.getRandomValues). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

/** The platform's cryptographic random source (looked up at call time, so tests can spy on it). */
export const cryptoRandomBytes: RandomBytes = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newTrackingToken(random: RandomBytes = cryptoRandomBytes): string {
  const bytes = new Uint8Array(TRACKING_TOKEN_BYTES);
  random(bytes);
  return base64url(bytes);
}

export function isTrackingToken(value: unknown): value is string {
  return typeof value === 'string' && TRACKING_TOKEN_PATTERN.test(value);
}
