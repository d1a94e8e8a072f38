// Builds bench/firebasePrime/ (the page that primes the Firestore cache) into the Firebase
// bench build's __bench-prime/, so it is served from the app's origin and shares its IndexedDB.
// Built after the app, so the service worker does not precache it.
import { join, resolve } from 'node:path';
import { build } from 'vite';

export const PRIME_PATH = '/__bench-prime/';

export async function buildFirebasePrime(dist) {
  await build({
    root: resolve('bench/firebasePrime'),
    base: PRIME_PATH,
    configFile: false,
    publicDir: false,
    // The Firestore SDK in one chunk is expected here: no size warning.
    logLevel: 'error',
    build: { outDir: join(resolve(dist), PRIME_PATH), emptyOutDir: true, target: 'es2022' },
  });
}
