import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStopgapDispatchApi } from '../../../../src/services/firebase/dispatchApi';
import type { AuthGateway, DeliveryUpdate } from '../../../../src/services/ports';

const update: DeliveryUpdate = {
  receiptId: 'r1',
  status: 'Delivered',
  dispatchId: 'u1',
  updatedAt: 1,
  updateId: 'uuid-1',
};

function authWithToken(token: string | null): AuthGateway {
  return {
    onAuthStateChanged: () => () => {},
    signIn: async () => ({ uid: 'u1', email: null }),
    signOut: async () => {},
    sendPasswordReset: async () => {},
    getIdToken: async () => token,
  };
}

function respondWith(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stopgap DispatchApi', () => {
  it('posts the update with the ID token and the idempotency key', async () => {
    const fetchMock = respondWith(new Response(null, { status: 204 }));
    await createStopgapDispatchApi('https://api.test', authWithToken('tok')).deliveryUpdate(update);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/order/deliveryupdate');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Idempotency-Key': 'uuid-1',
    });
    expect(JSON.parse(init.body as string)).toEqual({ updateData: update });
  });

  it.each([
    [500, 'server', true],
    [429, 'server', true],
    [408, 'timeout', true],
    [401, 'unauthorized', false],
    [422, 'rejected', false],
  ] as const)('classifies HTTP %i as %s', async (status, kind, retryable) => {
    respondWith(new Response('Order is closed', { status }));
    const failure = createStopgapDispatchApi(
      'https://api.test',
      authWithToken('tok'),
    ).deliveryUpdate(update);
    await expect(failure).rejects.toMatchObject({
      kind,
      status,
      retryable,
      message: 'Order is closed',
    });
  });

  it('reports a network failure as offline (retryable)', async () => {
    respondWith(new TypeError('Failed to fetch'));
    await expect(
      createStopgapDispatchApi('https://api.test', authWithToken('tok')).tokenUpdate({
        uid: 'u1',
        email: null,
        fcmToken: 't',
        updatedAt: 1,
      }),
    ).rejects.toMatchObject({ kind: 'offline', retryable: true });
  });

  it('refuses to send without a signed-in user', async () => {
    const fetchMock = respondWith(new Response(null, { status: 204 }));
    await expect(
      createStopgapDispatchApi('https://api.test', authWithToken(null)).deliveryUpdate(update),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
