import type { TeamApi } from '@/services/deskPorts';
import { DispatchApiError, type AuthGateway } from '@/services/ports';
import { once } from './lazyAdapters';

/**
 * The desk's team calls for Firebase mode: services/http's axios client, loaded on the first
 * call (the sign-in form does not download axios), with the desk's own ID token. A chunk that
 * cannot be fetched is reported as 'offline' (nothing was done).
 */
export function createLazyHttpTeamApi(backendUrl: string, auth: AuthGateway): TeamApi {
  const load = once(async () =>
    (await import('@/services/http/teamApi')).createHttpTeamApi({
      backendUrl,
      getIdToken: (force) => auth.getIdToken(force),
    }),
  );
  const api = async (): Promise<TeamApi> => {
    try {
      return await load();
    } catch (error) {
      throw new DispatchApiError('offline', 'The desk could not load its network code.', null, {
        cause: error,
      });
    }
  };
  return {
    invite: async (request) => (await api()).invite(request),
    passwordLink: async (uid) => (await api()).passwordLink(uid),
    deactivate: async (uid) => (await api()).deactivate(uid),
    recordCash: async (request) => (await api()).recordCash(request),
  };
}
