import { readAssignAnswer } from '@/domain/deskAssign';
import type { AssignRequest, AssignResult, DeskApi } from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';

// The desk's backend call over HTTP (docs/backend-contract.md#desk-assign): POST
// {backend}/desk/assign with the desk's own Bearer token and an Idempotency-Key per action. Not
// exported from ./index.ts: the driver app's HTTP chunk does not carry it (the desk imports this
// file through services/firebase/deskApi.ts).

export const DESK_ASSIGN_PATH = '/desk/assign';

/** The answer's results, one per order asked about, or the 'server' failure an unreadable one is. */
export function assignResultsOf(body: unknown, request: AssignRequest): AssignResult[] {
  const results = readAssignAnswer(body, request.receiptIds);
  if (results === null) {
    throw new DispatchApiError('server', 'The server answered without the assignment results.');
  }
  return results;
}

export function createHttpDeskApi(options: {
  backendUrl: string;
  getIdToken: IdTokenSource;
  now?: () => number;
}): DeskApi {
  const client = createHttpClient({
    baseURL: options.backendUrl.replace(/\/+$/, ''),
    getIdToken: options.getIdToken,
  });
  const now = options.now ?? (() => Date.now());
  return {
    async assign(request, idempotencyKey) {
      let body: unknown;
      try {
        body = (
          await client.post<unknown>(DESK_ASSIGN_PATH, request, {
            headers: { 'Idempotency-Key': idempotencyKey },
          })
        ).data;
      } catch (error) {
        throw toDispatchApiError(error, now());
      }
      return assignResultsOf(body, request);
    },
  };
}
