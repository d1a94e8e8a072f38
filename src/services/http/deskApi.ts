import { isRecord, readText } from '@/domain/read';
import type { AssignOutcome, AssignResult, DeskApi } from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';

// The desk's backend call over HTTP (docs/backend-contract.md#desk-assign): POST
// {backend}/desk/assign with the desk's own Bearer token and an Idempotency-Key per action. Not
// exported from ./index.ts: the driver app's HTTP chunk does not carry it (the desk imports this
// file through services/firebase/deskApi.ts).

export const DESK_ASSIGN_PATH = '/desk/assign';

const OUTCOMES: readonly AssignOutcome[] = [
  'assigned',
  'unchanged',
  'not-found',
  'order-closed',
  'assignment-changed',
];

function readResult(value: unknown): AssignResult | null {
  if (!isRecord(value)) return null;
  const receiptId = readText(value.receiptId);
  const result = OUTCOMES.find((outcome) => outcome === value.result);
  if (receiptId === null || result === undefined) return null;
  const updateTimestamp =
    typeof value.updateTimestamp === 'number' && Number.isFinite(value.updateTimestamp)
      ? value.updateTimestamp
      : null;
  return { receiptId, result, dispatchId: readText(value.dispatchId), updateTimestamp };
}

/** The answer's results (`{ results: [...] }`, or the list itself); unreadable ones dropped. */
export function readAssignResults(body: unknown): AssignResult[] {
  const list = isRecord(body) ? body.results : body;
  if (!Array.isArray(list)) {
    throw new DispatchApiError('server', 'The server answered without the assignment results.');
  }
  return list.map(readResult).filter((result): result is AssignResult => result !== null);
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
      return readAssignResults(body);
    },
  };
}
