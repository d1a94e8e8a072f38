import type { AuthGateway, TrackingPort } from '@/services/ports';
import { lazyHttpClient } from './lazyHttp';

/** The tracking link for Firebase mode: services/http's client, loaded on the first call. */
export function createLazyHttpTracking(backendUrl: string, auth: AuthGateway): TrackingPort {
  const port = lazyHttpClient(backendUrl, auth, (http, options) =>
    http.createHttpTracking(options),
  );
  return {
    link: async (receiptId, minutes) => (await port()).link(receiptId, minutes),
    sendPosition: async (position) => (await port()).sendPosition(position),
  };
}
