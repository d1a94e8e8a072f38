import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '@/services/http';
import { AuthError, type DeliveryUpdate } from '@/services/ports';
import { dispatchApiError } from '../../../helpers/dispatchApiError';
import { fakeIdToken } from '../../../helpers/idToken';
import { startTestBackend, testBackendForFile } from '../../../helpers/testBackend';
import { httpApiAgainst } from './httpApiAgainst';

// The backend client against a real HTTP server on 127.0.0.1. The test document lives on
// another origin (jsdom's http://localhost:3000), so these requests are real CORS requests
// through jsdom's XMLHttpRequest, preflight included — as in the browser.

// vitest's jsdom environment exposes its JSDOM instance; reconfigure moves the document URL.
declare const jsdom: { reconfigure(settings: { url: string }): void };
const DEFAULT_DOCUMENT_URL = 'http://localhost:3000/';

const update: DeliveryUpdate = {
  receiptId: 'r-1',
  status: 'Delivered',
  dispatchId: 'uid-1',
  updatedAt: 1_763_700_000_000,
  updateId: '3f1c7a52-64a1-4c3e-9d0e-9b1b7d5c2a10',
};

/** The signed-in user's token: the owner of `update` (its dispatchId). */
const OWNER_TOKEN = fakeIdToken('uid-1');

const backend = testBackendForFile();
const api = httpApiAgainst(backend, OWNER_TOKEN);

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  jsdom.reconfigure({ url: DEFAULT_DOCUMENT_URL });
});

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

describe('errors', () => {
  it('401 is unauthorized', async () => {
    backend.setHandler(() => ({ status: 401, body: { error: 'Token expired' } }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
  });

  it('no signed-in user is unauthorized, and nothing is sent', async () => {
    const error = await dispatchApiError(
      api({ getIdToken: async () => null }).deliveryUpdate(update),
    );
    expect(error.kind).toBe('unauthorized');
    expect(backend.requests).toHaveLength(0);
  });

  it('a token that cannot be refreshed for lack of network is offline, not unauthorized', async () => {
    const getIdToken = async () => {
      throw new AuthError('network', 'Network down');
    };
    const error = await dispatchApiError(api({ getIdToken }).deliveryUpdate(update));
    expect(error.kind).toBe('offline');
    expect(error.retryable).toBe(true);
  });

  it.each([
    [{ message: 'Receipt r-1 is already delivered' }, 'Receipt r-1 is already delivered'],
    [{ error: 'Unknown status "Lost"' }, 'Unknown status "Lost"'],
    [{ error: { message: 'Nested message' } }, 'Nested message'],
    ['Order not found', 'Order not found'],
  ])('other 4xx is rejected with the server message (%j)', async (body, expected) => {
    backend.setHandler(() => ({ status: 422, body }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(422);
    expect(error.message).toBe(expected);
    expect(error.retryable).toBe(false);
  });

  it('a 4xx without a usable message gets a clear default', async () => {
    backend.setHandler(() => ({ status: 404, body: '<html><body>Not Found</body></html>' }));
    const notFound = await dispatchApiError(api().deliveryUpdate(update));
    expect(notFound.message).toBe('The server does not know this order.');
    backend.setHandler(() => ({ status: 418 }));
    const teapot = await dispatchApiError(api().deliveryUpdate(update));
    expect(teapot.kind).toBe('rejected');
    expect(teapot.message).toBe('The server refused this request (HTTP 418).');
  });

  it.each([500, 502, 503, 408, 429])('%i is a retryable server error', async (status) => {
    backend.setHandler(() => ({ status, body: { message: 'try later' } }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(status);
    expect(error.retryable).toBe(true);
  });

  it('409 update-in-progress is a retryable server answer that honours Retry-After', async () => {
    for (const body of [
      { code: 'update-in-progress', message: 'Still applying the first attempt' },
      { error: { code: 'update-in-progress' } },
    ]) {
      backend.setHandler(() => ({ status: 409, body, headers: { 'Retry-After': '3' } }));
      const error = await dispatchApiError(api().deliveryUpdate(update));
      expect(error).toMatchObject({ kind: 'server', status: 409, retryAfterMs: 3000 });
      expect(error.retryable).toBe(true);
    }
    // Any other 409 is still a refusal, shown to the dispatcher.
    backend.setHandler(() => ({ status: 409, body: { code: 'conflict', message: 'Delivered' } }));
    const conflict = await dispatchApiError(api().deliveryUpdate(update));
    expect(conflict).toMatchObject({ kind: 'rejected', message: 'Delivered' });
    expect(conflict.retryable).toBe(false);
  });

  it('honours Retry-After in seconds and as a date', async () => {
    backend.setHandler(() => ({ status: 429, headers: { 'Retry-After': '7' } }));
    expect((await dispatchApiError(api().deliveryUpdate(update))).retryAfterMs).toBe(7000);

    const now = Date.parse('2026-01-01T10:00:00Z');
    backend.setHandler(() => ({
      status: 503,
      headers: { 'Retry-After': 'Thu, 01 Jan 2026 10:00:30 GMT' },
    }));
    const dated = await dispatchApiError(api({ now: () => now }).deliveryUpdate(update));
    expect(dated.retryAfterMs).toBe(30_000);

    backend.setHandler(() => ({ status: 503 }));
    expect((await dispatchApiError(api().deliveryUpdate(update))).retryAfterMs).toBeNull();
  });

  it('a cut connection is offline/network', async () => {
    backend.setHandler(() => ({ status: 0, destroy: true }));
    const error = await dispatchApiError(api().deliveryUpdate(update));
    expect(error.kind).toBe('offline');
    expect(error.status).toBeNull();
    expect(error.message).toBe('Could not reach the server.');
    expect(error.retryable).toBe(true);
  });

  it('an unreachable server while the browser is offline says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const closed = await startTestBackend();
    const origin = closed.origin;
    await closed.close();
    const error = await dispatchApiError(api({ backendUrl: origin }).deliveryUpdate(update));
    expect(error.kind).toBe('offline');
    expect(error.message).toBe('You are offline.');
  });

  it('a server that does not answer in time is a timeout', async () => {
    backend.setHandler(() => ({ status: 0, hang: true }));
    const error = await dispatchApiError(api({ timeoutMs: 50 }).deliveryUpdate(update));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });
});
