import type { DeskApi } from '@/services/deskPorts';
import { DispatchApiError, type AuthGateway } from '@/services/ports';
import { once } from './lazyAdapters';

/**
 * The desk's backend call for Firebase mode: services/http's axios client, loaded on the first
 * assignment (the sign-in form does not download axios), with the desk's own ID token. A chunk
 * that cannot be fetched is reported as 'offline' (nothing was assigned).
 */
export function createLazyHttpDeskApi(backendUrl: string, auth: AuthGateway): DeskApi {
  const load = once(async () =>
    (await import('@/services/http/deskApi')).createHttpDeskApi({
      backendUrl,
      getIdToken: (force) => auth.getIdToken(force),
    }),
  );
  return {
    async assign(request, idempotencyKey) {
      let api: DeskApi;
      try {
        api = await load();
      } catch (error) {
        throw new DispatchApiError('offline', 'The desk could not load its network code.', null, {
          cause: error,
        });
      }
      return api.assign(request, idempotencyKey);
    },
  };
}
