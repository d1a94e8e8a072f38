import type { AuthGateway, ShiftPort } from '@/services/ports';
import { lazyHttpClient } from './lazyHttp';

/** On shift, for Firebase mode: services/http's client, loaded on the first call. */
export function createLazyHttpShift(backendUrl: string, auth: AuthGateway): ShiftPort {
  const port = lazyHttpClient(backendUrl, auth, (http, options) => http.createHttpShift(options));
  return {
    setOnShift: async (onShift) => (await port()).setOnShift(onShift),
    sendPosition: async (position) => (await port()).sendPosition(position),
  };
}
