// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  handleHttp,
  handleTrackGet,
  newApiKey,
  newApiKeyId,
  newTrackingToken,
  StoreContention,
  tokenUpdate,
  trackingLink,
  type BackendStore,
  type HttpDeps,
  type HttpRequest,
} from '@backend/core';
import { setup } from './helpers';

// A store that gives up on contention is 503 `busy` one way (answer.ts, answerOrBusy), wherever
// the transaction ran: in a handler called in the page (the demo), in the key's check before a
// handler, in the customer's GET. The delivery update's claim is the one exception (409 in
// progress: deliveryUpdateConcurrency.test.ts).

const contended: BackendStore = {
  kind: 'contended',
  transaction: () => Promise.reject(new StoreContention()),
  createIdempotency: () => Promise.reject(new StoreContention()),
  readDriver: () => Promise.reject(new StoreContention()),
  putDriverShiftIfUnchanged: () => Promise.reject(new StoreContention()),
};

function contendedDeps(): HttpDeps {
  return {
    ...setup(),
    store: contended,
    verifier: { verify: async () => ({ uid: 'ana' }) },
    allowedOrigins: '*',
  };
}

const BUSY = { status: 503, body: { code: 'busy' }, headers: { 'Retry-After': '2' } };

describe('core: contention is 503 busy, one way', () => {
  it('is answered by the handler itself, so the demo gets it too', async () => {
    const body = { userData: { uid: 'ana', fcmToken: 't1', updatedAt: 1 } };
    expect(await tokenUpdate({ store: contended }, { uid: 'ana', body })).toMatchObject(BUSY);
    const link = await trackingLink(contendedDeps(), { uid: 'ana', body: { receiptId: 'R1' } });
    expect(link).toMatchObject(BUSY);
  });

  it('covers the intake key’s check, before any handler', async () => {
    const request: HttpRequest = {
      method: 'POST',
      path: '/orders/intake',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${newApiKey(newApiKeyId())}`,
      },
      body: new TextEncoder().encode('{}'),
    };
    const response = await handleHttp(contendedDeps(), request);
    expect(response.status).toBe(503);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'busy' });
    expect(response.headers['Retry-After']).toBe('2');
  });

  it('is never kept by a cache on the customer’s page', async () => {
    const request: HttpRequest = { method: 'GET', path: '/track/x', headers: {}, body: null };
    const response = await handleTrackGet(contendedDeps(), request, newTrackingToken());
    expect(response.status).toBe(503);
    expect(response.headers['Cache-Control']).toBe('no-store');
  });
});
