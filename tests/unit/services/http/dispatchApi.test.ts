import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@/services/http';
import { dispatchApiError } from '../../../helpers/dispatchApiError';
import { fakeIdToken } from '../../../helpers/idToken';
import { dispatchApiWorld, OWNER_TOKEN, update } from './httpApiAgainst';

// The backend client against a real HTTP server on 127.0.0.1. The test document lives on
// another origin (jsdom's http://localhost:3000), so these requests are real CORS requests
// through jsdom's XMLHttpRequest, preflight included — as in the browser.
// This file: deliveryUpdate, tokenUpdate and X-XSRF-TOKEN; the errors are in
// dispatchApiErrors.test.ts.

// vitest's jsdom environment exposes its JSDOM instance; reconfigure moves the document URL.
declare const jsdom: { reconfigure(settings: { url: string }): void };

const { backend, api } = dispatchApiWorld();

describe('deliveryUpdate', () => {
  it('POSTs the update with Accept, Bearer token and Idempotency-Key', async () => {
    await api().deliveryUpdate(update);

    expect(backend.requests).toHaveLength(1);
    const [request] = backend.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/order/deliveryupdate');
    expect(request.headers.accept).toBe('application/json, text/plain, */*');
    expect(request.headers.authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    expect(request.headers['idempotency-key']).toBe(update.updateId);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.body).toEqual({ updateData: { ...update } });
    expect(Object.keys((request.body as { updateData: object }).updateData).sort()).toEqual(
      ['dispatchId', 'receiptId', 'status', 'updateId', 'updatedAt'].sort(),
    );
  });

  it('accepts any 2xx body, reading only the updateTimestamp a JSON answer names', async () => {
    const answers: [Parameters<typeof backend.setHandler>[0], number | null][] = [
      [
        () => ({ status: 200, body: { applied: true, updateTimestamp: 1_763_700_000_123 } }),
        1_763_700_000_123,
      ],
      [() => ({ status: 204 }), null],
      [() => ({ status: 200, body: 'not json at all' }), null],
      [
        () => ({ status: 200, body: '{"updateTimestamp": 12', contentType: 'application/json' }),
        null,
      ],
      // What else a body may hold is the domain's reading (tests/unit/domain/deliveryUpdate).
    ];
    for (const [handler, expected] of answers) {
      backend.setHandler(handler);
      await expect(api().deliveryUpdate(update)).resolves.toEqual({ updateTimestamp: expected });
    }
  });

  it('sends the outcome fields of a change when it has them', async () => {
    const outcome = {
      reason: 'Customer not available',
      note: 'Rang twice',
      cashCollected: 35.3,
      previousStatus: 'On the Way',
    };
    await api().deliveryUpdate({ ...update, ...outcome, reason: undefined });
    await api().deliveryUpdate({ ...update, ...outcome });
    const [partial, full] = backend.requests.map((r) => r.body);
    expect(partial).toEqual({
      updateData: {
        ...update,
        note: 'Rang twice',
        cashCollected: 35.3,
        previousStatus: 'On the Way',
      },
    });
    expect(full).toEqual({ updateData: { ...update, ...outcome } });
  });

  it('is a CORS request whose preflight asks for the documented headers', async () => {
    backend.preflights.length = 0;
    await api().deliveryUpdate({ ...update, updateId: 'another-key' });
    expect(backend.preflights.length).toBeGreaterThan(0);
    // (Browsers also list content-type; jsdom does not. The contract allows all three.)
    const asked = String(backend.preflights[0].headers['access-control-request-headers'])
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .sort();
    expect(asked).toEqual(expect.arrayContaining(['authorization', 'idempotency-key']));
  });

  it('fetches the ID token at send time, for every request', async () => {
    const first = fakeIdToken('uid-1', { iat: 1 });
    const second = fakeIdToken('uid-1', { iat: 2 });
    let token = first;
    const client = api({ getIdToken: async () => token });
    await client.deliveryUpdate(update);
    token = second;
    await client.deliveryUpdate(update);
    expect(backend.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${first}`,
      `Bearer ${second}`,
    ]);
  });

  it("is never sent with another user's token, nor with a token naming no user", async () => {
    for (const token of [fakeIdToken('uid-2'), 'not-a-jwt', fakeIdToken('')]) {
      const error = await dispatchApiError(
        api({ getIdToken: async () => token }).deliveryUpdate(update),
      );
      expect(error.kind).toBe('unauthorized');
    }
    expect(backend.requests).toHaveLength(0);
  });

  it('keeps a path prefix of the backend URL', async () => {
    await api({ backendUrl: `${backend.origin}/api/v1/` }).deliveryUpdate(update);
    expect(backend.requests[0].path).toBe('/api/v1/order/deliveryupdate');
  });
});

describe('tokenUpdate', () => {
  it('POSTs userData, with a null token to forget it', async () => {
    await api().tokenUpdate({ uid: 'uid-1', email: 'a@b.test', fcmToken: null, updatedAt: 5 });
    const [request] = backend.requests;
    expect(request.path).toBe('/portal/tokenupdate');
    expect(request.headers.authorization).toBe(`Bearer ${OWNER_TOKEN}`);
    expect(request.headers['idempotency-key']).toBeUndefined();
    expect(request.body).toEqual({
      userData: { uid: 'uid-1', email: 'a@b.test', fcmToken: null, updatedAt: 5 },
    });
  });
});

describe('X-XSRF-TOKEN', () => {
  it('is sent for a POST to a relative URL, from the XSRF-TOKEN cookie', async () => {
    jsdom.reconfigure({ url: `${backend.origin}/order` });
    document.cookie = 'XSRF-TOKEN=xsrf%20value; path=/';
    await api({ backendUrl: '/api' }).deliveryUpdate(update);
    const [request] = backend.requests;
    expect(request.path).toBe('/api/order/deliveryupdate');
    expect(request.headers['x-xsrf-token']).toBe('xsrf value');
  });

  it('is not sent to an absolute URL, even one on the same origin', async () => {
    jsdom.reconfigure({ url: `${backend.origin}/order` });
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    await api({ backendUrl: backend.origin }).deliveryUpdate(update);
    expect(backend.requests[0].headers['x-xsrf-token']).toBeUndefined();
  });

  it('is not sent for GET or HEAD, even to a relative URL', async () => {
    jsdom.reconfigure({ url: `${backend.origin}/order` });
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    const client = createHttpClient({ getIdToken: async () => 't' });
    await client.get('/probe');
    await client.head('/probe');
    await client.post('/probe', {});
    expect(backend.requests.map((r) => [r.method, r.headers['x-xsrf-token']])).toEqual([
      ['GET', undefined],
      ['HEAD', undefined],
      ['POST', 'secret'],
    ]);
  });

  it('is simply absent when there is no cookie', async () => {
    jsdom.reconfigure({ url: `${backend.origin}/order` });
    await api({ backendUrl: '/api' }).deliveryUpdate(update);
    expect(backend.requests[0].headers['x-xsrf-token']).toBeUndefined();
  });
});
