import { afterEach } from 'vitest';
import { createHttpDispatchApi } from '@/services/http';
import type { DeliveryUpdate, DispatchApi } from '@/services/ports';
import { fakeIdToken } from '../../../helpers/idToken';
import { testBackendForFile, type TestBackend } from '../../../helpers/testBackend';

type HttpApiOptions = Parameters<typeof createHttpDispatchApi>[0];

/**
 * `api(options)`: the HTTP DispatchApi against `backend`, signed in with `idToken`, `options`
 * changing whatever a test is about.
 */
export function httpApiAgainst(backend: TestBackend, idToken: string) {
  return (options: Partial<HttpApiOptions> = {}): DispatchApi =>
    createHttpDispatchApi({
      backendUrl: backend.origin,
      getIdToken: async () => idToken,
      ...options,
    });
}

// vitest's jsdom environment exposes its JSDOM instance; reconfigure moves the document URL.
declare const jsdom: { reconfigure(settings: { url: string }): void };
const DEFAULT_DOCUMENT_URL = 'http://localhost:3000/';

/** The change the DispatchApi tests send (dispatchApi.test.ts, dispatchApiErrors.test.ts). */
export const update: DeliveryUpdate = {
  receiptId: 'r-1',
  status: 'Delivered',
  dispatchId: 'uid-1',
  updatedAt: 1_763_700_000_000,
  updateId: '3f1c7a52-64a1-4c3e-9d0e-9b1b7d5c2a10',
};

/** The signed-in user's token: the owner of `update` (its dispatchId). */
export const OWNER_TOKEN = fakeIdToken('uid-1');

/**
 * For a test file of the DispatchApi client (call at its top): one test backend for the file
 * and `api` against it, signed in as `update`'s owner; after each test the XSRF-TOKEN cookie is
 * cleared and the document is back on jsdom's default URL.
 */
export function dispatchApiWorld() {
  const backend = testBackendForFile();
  const api = httpApiAgainst(backend, OWNER_TOKEN);
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    jsdom.reconfigure({ url: DEFAULT_DOCUMENT_URL });
  });
  return { backend, api };
}
