import type { IdTokenSource } from '@/services/http';
import { DispatchApiError, type AuthGateway } from '@/services/ports';
import { once } from './lazyAdapters';

type HttpModule = typeof import('@/services/http');
type HttpClientOptions = { backendUrl: string; getIdToken: IdTokenSource };

/**
 * One of services/http's clients, loaded on the first call so that the login screen does not
 * download axios. A chunk that cannot be fetched (offline before it was ever cached) is reported
 * as 'offline', which the outbox retries and the tracking link treats as no connection.
 */
export function lazyHttpClient<T>(
  backendUrl: string,
  auth: AuthGateway,
  create: (http: HttpModule, options: HttpClientOptions) => T,
): () => Promise<T> {
  const load = once(async () =>
    create(await import('@/services/http'), {
      backendUrl,
      getIdToken: (force) => auth.getIdToken(force),
    }),
  );
  return async () => {
    try {
      return await load();
    } catch (error) {
      throw new DispatchApiError('offline', 'The app could not load its network code.', null, {
        cause: error,
      });
    }
  };
}
