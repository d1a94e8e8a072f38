import { describe, expect, it } from 'vitest';
import type { DeskOrdersRequest } from '@/services/deskPorts';
import { createHttpOrdersInApi } from '@/services/http/ordersInApi';
import { createMemoryStore } from '@backend/core';
import { dispatchApiError } from '../../../helpers/dispatchApiError';
import { fakeIdToken } from '../../../helpers/idToken';
import { testBackendForFile } from '../../../helpers/testBackend';
import { coreDeps, coreServerForFile } from './coreServer';

// The desk's Orders in client over HTTP against the backend core itself (handleHttp on a real
// server on 127.0.0.1, the memory store), through jsdom's XMLHttpRequest — CORS preflights
// included, as in the browser: what the client sends is what the core reads, and back. Its
// failures against a plain test backend.

const store = createMemoryStore({
  backOfficeUsers: { marta: { role: 'manager' }, ana: { role: 'dispatcher' } },
});
const deps = coreDeps(store);

const server = coreServerForFile(deps);

const as = (uid: string) =>
  createHttpOrdersInApi({
    backendUrl: `${server.origin()}/`,
    getIdToken: async () => fakeIdToken(uid),
  });

const request: DeskOrdersRequest = {
  source: 'import',
  assignTo: null,
  orders: [
    {
      key: 'SHOP-1001',
      order: {
        customerName: 'Inês Carvalho',
        address: 'Rua da Prata 42, Lisboa',
        items: [{ name: 'Margherita pizza', quantity: 2 }],
        payment: 'Dinheiro',
        total: '21,50',
        reference: 'SHOP-1001',
      },
    },
    { key: 'row-0badf00d', order: { customerName: '', address: 'x', items: [], payment: '' } },
  ],
};

describe('Orders in over HTTP, against the core', () => {
  it('creates orders with the Idempotency-Key, each result in the order sent', async () => {
    const results = await as('marta').createOrders(request, 'import-1');
    expect(results).toEqual([
      {
        key: 'SHOP-1001',
        result: 'created',
        receiptId: expect.stringMatching(/^import-/),
        orderNumber: expect.any(String),
      },
      expect.objectContaining({
        key: 'row-0badf00d',
        result: 'error',
        code: 'invalid-order',
        errors: expect.arrayContaining([
          { field: 'customerName', code: 'required', message: 'Enter the customer’s name' },
        ]),
      }),
    ]);
    expect(store.idempotency.has('desk-orders:import-1')).toBe(true);
    expect(await as('marta').createOrders(request, 'import-1')).toEqual(results);
  });

  it('creates, lists and revokes API keys', async () => {
    const created = await as('marta').createApiKey('Online shop');
    expect(created.key).toMatch(/^dsp_/);
    const listed = await as('marta').listApiKeys();
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, revokedAt: null }));
    expect(listed[0]).not.toHaveProperty('key');
    const revoked = await as('marta').revokeApiKey(created.id);
    expect(revoked).toMatchObject({ id: created.id, revokedBy: 'marta' });
  });

  it('rejects with the contract’s code: not-a-manager, not-found', async () => {
    const driver = await dispatchApiError(as('ana').createOrders(request, 'import-2'));
    expect(driver).toMatchObject({ kind: 'rejected', status: 403, code: 'not-a-manager' });
    const unknown = await dispatchApiError(as('marta').revokeApiKey('nosuch/key'));
    expect(unknown).toMatchObject({ kind: 'rejected', status: 404 });
  });
});

describe('Orders in over HTTP, answers it cannot read', () => {
  const backend = testBackendForFile();
  const api = () =>
    createHttpOrdersInApi({ backendUrl: backend.origin, getIdToken: async () => fakeIdToken('m') });

  it('is a server error when a 2xx does not say what happened to each order', async () => {
    for (const body of [{ ok: true }, { results: [] }, { results: [{ key: 'other' }, {}] }]) {
      backend.setHandler(() => ({ status: 200, body }));
      const error = await dispatchApiError(api().createOrders(request, 'k'));
      expect(error).toMatchObject({ kind: 'server', status: 200, retryable: true });
    }
    backend.setHandler(() => ({ status: 201, body: { id: 'x' } }));
    expect(await dispatchApiError(api().createApiKey('Till'))).toMatchObject({ kind: 'server' });
  });

  it('sends JSON bodies to the documented paths, `{}` where there is nothing to say', async () => {
    backend.setHandler(() => ({ status: 200, body: { apiKeys: [] } }));
    await api().listApiKeys();
    backend.setHandler(() => ({ status: 503, headers: { 'Retry-After': '2' }, body: {} }));
    const busy = await dispatchApiError(api().revokeApiKey('a b'));
    expect(busy).toMatchObject({ kind: 'server', retryAfterMs: 2000 });
    expect(backend.requests.map((r) => [r.path, r.body])).toEqual([
      ['/desk/apikeys/list', {}],
      ['/desk/apikeys/a%20b/revoke', {}],
    ]);
  });
});
