import {
  readApiKeyList,
  readCreatedApiKey,
  readDeskOrdersAnswer,
  readRevokedApiKey,
} from '@/domain/intake/wire';
import type { OrdersInApi } from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';

// Orders in over HTTP (docs/backend-contract.md#orders-in): the desk's "New order", "Import
// orders" and "Settings → API keys" calls, with the desk's own Bearer token. Not exported from
// ./index.ts: the driver app's HTTP chunk does not carry it (the desk's Firebase adapters import
// this file).

export const DESK_ORDERS_PATH = '/desk/orders';
export const API_KEYS_PATH = '/desk/apikeys';
export const API_KEYS_LIST_PATH = '/desk/apikeys/list';
export const apiKeyRevokePath = (id: string) => `/desk/apikeys/${encodeURIComponent(id)}/revoke`;

export interface HttpOrdersInApiOptions {
  /** VITE_BACKEND_URL (trailing slashes are dropped). */
  backendUrl: string;
  /** The desk's signed-in user's ID token (its own Auth session). */
  getIdToken: IdTokenSource;
  now?: () => number;
}

export function createHttpOrdersInApi(options: HttpOrdersInApiOptions): OrdersInApi {
  const client = createHttpClient({
    baseURL: options.backendUrl.replace(/\/+$/, ''),
    getIdToken: options.getIdToken,
  });
  const now = options.now ?? (() => Date.now());

  /** POSTs `body` (JSON, `{}` at least: the backend takes JSON only) and reads the 2xx body. */
  async function post<T>(
    path: string,
    body: unknown,
    read: (data: unknown) => T | null,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let data: unknown;
    let status: number;
    try {
      ({ data, status } = await client.post<unknown>(path, body, { headers }));
    } catch (error) {
      throw toDispatchApiError(error, now());
    }
    const value = read(data);
    if (value === null) {
      throw new DispatchApiError('server', 'The server’s answer could not be read.', status);
    }
    return value;
  }

  return {
    createOrders(request, idempotencyKey) {
      const keys = request.orders.map((order) => order.key);
      return post(DESK_ORDERS_PATH, request, (data) => readDeskOrdersAnswer(data, keys), {
        'Idempotency-Key': idempotencyKey,
      });
    },
    createApiKey(name) {
      return post(API_KEYS_PATH, { name }, readCreatedApiKey);
    },
    listApiKeys() {
      return post(API_KEYS_LIST_PATH, {}, readApiKeyList);
    },
    revokeApiKey(id) {
      return post(apiKeyRevokePath(id), {}, readRevokedApiKey);
    },
  };
}
