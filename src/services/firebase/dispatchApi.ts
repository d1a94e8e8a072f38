import { DispatchApiError, type AuthGateway, type DispatchApi } from '@/services/ports';
import { once } from './lazyAdapters';

/**
 * The company backend for Firebase mode: the axios client of services/http, loaded on the first
 * call so that the login screen does not download it. A chunk that cannot be fetched (offline
 * before it was ever cached) is reported as 'offline', which the outbox retries.
 */
export function createLazyHttpDispatchApi(backendUrl: string, auth: AuthGateway): DispatchApi {
  const load = once(async () => {
    const { createHttpDispatchApi } = await import('@/services/http');
    return createHttpDispatchApi({ backendUrl, getIdToken: (force) => auth.getIdToken(force) });
  });
  const api = async (): Promise<DispatchApi> => {
    try {
      return await load();
    } catch (error) {
      throw new DispatchApiError('offline', 'The app could not load its network code.', null, {
        cause: error,
      });
    }
  };
  return {
    deliveryUpdate: async (update) => (await api()).deliveryUpdate(update),
    tokenUpdate: async (update) => (await api()).tokenUpdate(update),
    uploadProof: async (upload) => (await api()).uploadProof(upload),
  };
}
