import type { DeskApi, OrdersInApi } from '@/services/deskPorts';
import { DispatchApiError, type AuthGateway } from '@/services/ports';
import { once } from './lazyAdapters';

// The desk's backend calls for Firebase mode: services/http's axios clients, loaded on the first
// call (the sign-in form does not download axios), with the desk's own ID token. A chunk that
// cannot be fetched is reported as 'offline' (nothing was written).

/** The loaded client, or the 'offline' refusal a chunk that cannot be fetched means. */
async function loaded<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new DispatchApiError('offline', 'The desk could not load its network code.', null, {
      cause: error,
    });
  }
}

export function createLazyHttpDeskApi(backendUrl: string, auth: AuthGateway): DeskApi {
  const load = once(async () =>
    (await import('@/services/http/deskApi')).createHttpDeskApi({
      backendUrl,
      getIdToken: (force) => auth.getIdToken(force),
    }),
  );
  return {
    assign: async (request, idempotencyKey) => (await loaded(load)).assign(request, idempotencyKey),
  };
}

/** Orders in (docs/intake.md): the desk's new orders, imports and API keys. */
export function createLazyHttpOrdersInApi(backendUrl: string, auth: AuthGateway): OrdersInApi {
  const load = once(async () =>
    (await import('@/services/http/ordersInApi')).createHttpOrdersInApi({
      backendUrl,
      getIdToken: (force) => auth.getIdToken(force),
    }),
  );
  return {
    createOrders: async (request, idempotencyKey) =>
      (await loaded(load)).createOrders(request, idempotencyKey),
    createApiKey: async (name) => (await loaded(load)).createApiKey(name),
    listApiKeys: async () => (await loaded(load)).listApiKeys(),
    revokeApiKey: async (id) => (await loaded(load)).revokeApiKey(id),
    readDispatchSettings: async () => (await loaded(load)).readDispatchSettings(),
    saveDispatchSettings: async (choice) => (await loaded(load)).saveDispatchSettings(choice),
  };
}
