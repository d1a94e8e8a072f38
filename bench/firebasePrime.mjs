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

/**
 * Opens the primer on `page` (the Firebase bench build at `url`) and waits until the cache holds
 * `count` receipts for `account` (created in the Auth emulator first); `extra` are the primer's
 * other parameters (the desk's app, role and drivers: bench/firebasePrime/prime.ts). Resolves to
 * how many receipts it wrote.
 */
export async function primeFirestoreCache(page, { url, account, firebaseEnv, count, extra = {} }) {
  const query = new URLSearchParams({
    count: String(count),
    ...account,
    apiKey: firebaseEnv.VITE_FIREBASE_API_KEY,
    projectId: firebaseEnv.VITE_FIREBASE_PROJECT_ID,
    appId: firebaseEnv.VITE_FIREBASE_APP_ID,
    ...extra,
  });
  await page.goto(`${url}${PRIME_PATH}index.html?${query}`);
  await page.waitForFunction(() => window.__benchPrime?.done === true, null, { timeout: 60_000 });
  const primed = await page.evaluate(() => window.__benchPrime);
  if (primed.error) throw new Error(`priming the Firestore cache: ${primed.error}`);
  return primed.count;
}

/** What the page shows, for an error that says why a start never showed what it waited for. */
export async function shownText(page, length = 160) {
  const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
  return shown.slice(0, length);
}
