import { DispatchApiError, type AuthGateway, type TrackingPort } from '@/services/ports';
import { once } from './lazyAdapters';

/**
 * The tracking link for Firebase mode: services/http's client, loaded on the first call (the
 * login screen does not need it). A chunk that cannot be fetched is 'offline'.
 */
export function createLazyHttpTracking(backendUrl: string, auth: AuthGateway): TrackingPort {
  const load = once(async () => {
    const { createHttpTracking } = await import('@/services/http');
    return createHttpTracking({ backendUrl, getIdToken: (force) => auth.getIdToken(force) });
  });
  const port = async (): Promise<TrackingPort> => {
    try {
      return await load();
    } catch (error) {
      throw new DispatchApiError('offline', 'The app could not load its network code.', null, {
        cause: error,
      });
    }
  };
  return {
    link: async (receiptId, minutes) => (await port()).link(receiptId, minutes),
    sendPosition: async (position) => (await port()).sendPosition(position),
  };
}
