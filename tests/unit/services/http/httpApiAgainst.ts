import { createHttpDispatchApi } from '@/services/http';
import type { DispatchApi } from '@/services/ports';
import type { TestBackend } from '../../../helpers/testBackend';

type HttpApiOptions = Parameters<typeof createHttpDispatchApi>[0];

/**
 * `api(options)`: the HTTP DispatchApi against `backend`, signed in with `idToken`, `options`
 * changing whatever a test is about.
 */
export function httpApiAgainst(backend: TestBackend, idToken: string) {
  return (options: Partial<HttpApiOptions> = {}): DispatchApi =>
    createHttpDispatchApi({
      backendUrl: backend.origin,
      getIdToken: async () => idToken,
      ...options,
    });
}
