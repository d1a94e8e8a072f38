import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { handleHttp, type BackendStore, type HttpDeps } from '@backend/core';

// The backend core itself (handleHttp) on a real server on 127.0.0.1, for a test file of an HTTP
// client (call at its top): the client goes through jsdom's XMLHttpRequest — CORS preflights
// included, as in the browser — so what it sends is what the core reads, and back.

/** The document's origin in these tests (jsdom's default URL): the one the core allows. */
export const DOCUMENT_ORIGIN = 'http://localhost:3000';

/** The fake tokens name their user (helpers/idToken.ts): the core trusts them here. */
export const trustingVerifier: HttpDeps['verifier'] = {
  verify: async (token) => ({ uid: JSON.parse(atob(token.split('.')[1])).sub }),
};

/** The core's dependencies for these tests: `store`, the trusting verifier, the document's origin. */
export function coreDeps(store: BackendStore, more: Partial<HttpDeps> = {}): HttpDeps {
  return {
    config: {
      deliveryStatuses: ['Pending', 'Delivered'],
      notDeliveredStatus: 'Not Delivered',
      notDeliveredReasons: [],
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
    },
    store,
    verifier: trustingVerifier,
    allowedOrigins: [DOCUMENT_ORIGIN],
    ...more,
  };
}

/** Serves `deps` for the file; `origin()` is the server's, once it listens. */
export function coreServerForFile(deps: HttpDeps) {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        const answer = await handleHttp(deps, {
          method: request.method ?? 'GET',
          path: request.url ?? '/',
          headers,
          body: new Uint8Array(Buffer.concat(chunks)),
        });
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: () => origin };
}
