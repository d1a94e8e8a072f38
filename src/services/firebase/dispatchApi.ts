import type { AuthGateway, DispatchApi } from '@/services/ports';
import { lazyHttpClient } from './lazyHttp';

/** The company backend for Firebase mode: services/http's axios client, loaded on first call. */
export function createLazyHttpDispatchApi(backendUrl: string, auth: AuthGateway): DispatchApi {
  const api = lazyHttpClient(backendUrl, auth, (http, options) =>
    http.createHttpDispatchApi(options),
  );
  return {
    deliveryUpdate: async (update) => (await api()).deliveryUpdate(update),
    tokenUpdate: async (update) => (await api()).tokenUpdate(update),
    uploadProof: async (upload) => (await api()).uploadProof(upload),
  };
}
