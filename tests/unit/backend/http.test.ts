// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handleHttp, routeOf, type HttpDeps, type HttpRequest } from '@backend/core';
import { setup, updateBody } from './helpers';

const APP = 'https://dispatch.example.com';

function deps(): HttpDeps & ReturnType<typeof setup> {
  return {
    ...setup(),
    verifier: { verify: async (token) => (token === 'good' ? { uid: 'ana' } : null) },
    allowedOrigins: [APP],
  };
}

function request(overrides: Partial<HttpRequest> & { json?: unknown } = {}): HttpRequest {
  const { json = updateBody(), ...rest } = overrides;
  return {
    method: 'POST',
    path: '/order/deliveryupdate',
    headers: {
      origin: APP,
      'content-type': 'application/json',
      authorization: 'Bearer good',
      'idempotency-key': 'u-1',
    },
    body: new TextEncoder().encode(JSON.stringify(json)),
    ...rest,
  };
}

describe('core: the HTTP surface', () => {
  it('routes every path, also under /api', () => {
    expect(routeOf('/order/deliveryupdate')).toBe('/order/deliveryupdate');
    expect(routeOf('/api/portal/tokenupdate/')).toBe('/portal/tokenupdate');
    expect(routeOf('/desk/assign')).toBe('/desk/assign');
    expect(routeOf('/api/desk/assign?x=1')).toBe('/desk/assign');
    expect(routeOf('/orders/intake')).toBe('/orders/intake');
    expect(routeOf('/api/desk/orders/')).toBe('/desk/orders');
    expect(routeOf('/desk/apikeys')).toBe('/desk/apikeys');
    expect(routeOf('/desk/apikeys/list')).toBe('/desk/apikeys/list');
    expect(routeOf('/api/desk/apikeys/0a1b2c3d4e/revoke')).toBe('/desk/apikeys/{id}/revoke');
    expect(routeOf('/desk/apikeys/a/b/revoke')).toBeNull();
    expect(routeOf('/order')).toBeNull();
    // The route table is a plain object: its inherited names are no routes.
    expect(routeOf('/constructor')).toBeNull();
    expect(routeOf('toString')).toBeNull();
  });

  it('applies a change with CORS headers on the answer', async () => {
    const d = deps();
    const response = await handleHttp(d, request());
    expect(response.status).toBe(200);
    expect(response.headers['Access-Control-Allow-Origin']).toBe(APP);
    expect(response.headers['Access-Control-Expose-Headers']).toBe('Retry-After');
    expect(d.store.receipts.get('R1')!.status).toBe('Delivered');
  });

  it('answers the preflight of the app’s origin without a token, and refuses another', async () => {
    const d = deps();
    const ok = await handleHttp(d, request({ method: 'OPTIONS', headers: { origin: APP } }));
    expect(ok.status).toBe(204);
    expect(ok.headers).toMatchObject({
      'Access-Control-Allow-Origin': APP,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, X-XSRF-TOKEN',
    });
    expect(Number(ok.headers['Access-Control-Max-Age'])).toBeGreaterThanOrEqual(600);
    const other = await handleHttp(
      d,
      request({ method: 'OPTIONS', headers: { origin: 'https://evil.example' } }),
    );
    expect(other.status).toBe(403);
    expect(other.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('lets the app in from its own host (a custom domain of the Hosting rewrite), not another', async () => {
    const d = deps();
    const own = 'https://dispatch.shop.example';
    const viaHosting = await handleHttp(
      d,
      request({
        headers: {
          ...request().headers,
          origin: own,
          host: 'europe-west1-shop.cloudfunctions.net',
          'x-forwarded-host': 'dispatch.shop.example',
        },
      }),
    );
    expect(viaHosting.status).toBe(200);
    expect(viaHosting.headers['Access-Control-Allow-Origin']).toBe(own);
    const spoofed = await handleHttp(
      d,
      request({
        headers: {
          ...request().headers,
          origin: 'https://evil.example',
          'x-forwarded-host': 'dispatch.shop.example',
          'idempotency-key': undefined,
        },
        json: updateBody({ updateId: 'u-2' }),
      }),
    );
    expect(spoofed.status).toBe(403);
  });

  it('answers 401, 405, 413, 415 and 400 before touching anything, CORS headers included', async () => {
    const d = deps();
    const cases: Array<[number, HttpRequest]> = [
      [401, request({ headers: { ...request().headers, authorization: undefined } })],
      [401, request({ headers: { ...request().headers, authorization: 'Bearer bad' } })],
      [401, request({ headers: { ...request().headers, authorization: 'Basic good' } })],
      [405, request({ method: 'GET' })],
      [413, request({ json: { pad: 'x'.repeat(70 * 1024) } })],
      [415, request({ headers: { ...request().headers, 'content-type': 'text/plain' } })],
      [400, request({ body: new TextEncoder().encode('{not json') })],
      [404, request({ path: '/order/other' })],
      [403, request({ headers: { ...request().headers, origin: 'https://evil.example' } })],
    ];
    for (const [status, req] of cases) {
      const response = await handleHttp(d, req);
      expect(response.status, `${req.method} ${req.path} → ${status}`).toBe(status);
      expect(JSON.parse(response.body).message).toEqual(expect.any(String));
    }
    expect(d.store.receipts.get('R1')!.status).toBe('Pending');
  });

  it('answers 500 with a message when the store fails, and logs it', async () => {
    const d = deps();
    const logged: string[] = [];
    const response = await handleHttp(
      {
        ...d,
        store: {
          kind: 'broken',
          transaction: () => Promise.reject(new Error('disk')),
          createIdempotency: () => Promise.reject(new Error('disk')),
          readDriver: () => Promise.reject(new Error('disk')),
          putDriverShiftIfUnchanged: () => Promise.reject(new Error('disk')),
        },
        logError: (message) => logged.push(message),
      },
      request(),
    );
    expect(response.status).toBe(500);
    expect(response.headers['Access-Control-Allow-Origin']).toBe(APP);
    expect(logged).toHaveLength(1);
  });
});
