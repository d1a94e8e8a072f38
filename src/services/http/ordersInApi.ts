import { readDispatchSettingsAnswer } from '@/domain/dispatch/settings';
import {
  readApiKeyList,
  readCreatedApiKey,
  readDeskOrdersAnswer,
  readRevokedApiKey,
} from '@/domain/intake/wire';
import type { OrdersInApi } from '@/services/deskPorts';
import { createJsonPost, type JsonPostOptions } from './jsonPost';

// Orders in over HTTP (docs/backend-contract.md#orders-in): the desk's "New order", "Import
// orders", "Settings → API keys" and "Settings → Auto-dispatch" calls, with the desk's own Bearer token. Not exported from
// ./index.ts: the driver app's HTTP chunk does not carry it (the desk's Firebase adapters import
// this file).

export const DESK_ORDERS_PATH = '/desk/orders';
export const API_KEYS_PATH = '/desk/apikeys';
export const API_KEYS_LIST_PATH = '/desk/apikeys/list';
export const SETTINGS_PATH = '/desk/settings';
export const SETTINGS_READ_PATH = '/desk/settings/read';
export const apiKeyRevokePath = (id: string) => `/desk/apikeys/${encodeURIComponent(id)}/revoke`;

/** The desk's backend URL and its signed-in manager's ID token (its own Auth session). */
export type HttpOrdersInApiOptions = JsonPostOptions;

export function createHttpOrdersInApi(options: HttpOrdersInApiOptions): OrdersInApi {
  const post = createJsonPost(options);
  return {
    createOrders(request, idempotencyKey) {
      const keys = request.orders.map((order) => order.key);
      return post(DESK_ORDERS_PATH, request, (data) => readDeskOrdersAnswer(data, keys), {
        headers: { 'Idempotency-Key': idempotencyKey },
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
    readDispatchSettings() {
      return post(SETTINGS_READ_PATH, {}, readDispatchSettingsAnswer);
    },
    saveDispatchSettings(choice) {
      return post(SETTINGS_PATH, choice, readDispatchSettingsAnswer);
    },
  };
}
