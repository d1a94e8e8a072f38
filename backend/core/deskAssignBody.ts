import { MAX_ASSIGN_RECEIPTS, type AssignRequest } from '@/domain/deskAssign';
import { isRecord } from '@/domain/read';
import { refuse, type CoreAnswer } from './answer';
import { isDocumentId } from './documentId';

// The body of POST /desk/assign read and checked (docs/backend-contract.md#desk-assign): 400
// `invalid-request` for a malformed one, before anything is read. Never throws, whatever the
// body (tests/unit/backend/deskAssignBody.test.ts).

type Parsed = { ok: true; request: AssignRequest } | { ok: false; answer: CoreAnswer };

const malformed = (message: string): Parsed => ({
  ok: false,
  answer: refuse(400, 'invalid-request', message),
});

/** The first index whose id came before, or -1. */
function firstRepeat(ids: readonly string[]): number {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) return i;
    seen.add(id);
  }
  return -1;
}

export function parseAssignRequest(body: unknown): Parsed {
  if (!isRecord(body)) {
    return malformed('The request must be {"receiptIds": […], "dispatchId": …, "expected": {…}}.');
  }
  const { receiptIds, dispatchId, expected } = body;
  if (!Array.isArray(receiptIds) || receiptIds.length === 0) {
    return malformed('receiptIds must list the orders to assign (at least one).');
  }
  if (receiptIds.length > MAX_ASSIGN_RECEIPTS) {
    return malformed(`receiptIds may list at most ${MAX_ASSIGN_RECEIPTS} orders in one request.`);
  }
  const notAnId = receiptIds.findIndex((id) => !isDocumentId(id));
  if (notAnId >= 0) return malformed(`receiptIds[${notAnId}] is not an order id.`);
  const ids = receiptIds as string[];
  const repeat = firstRepeat(ids);
  if (repeat >= 0) return malformed(`receiptIds[${repeat}] names an order listed before it.`);
  if (!(dispatchId === null || isDocumentId(dispatchId))) {
    return malformed('dispatchId must be a driver’s user id, or null to unassign.');
  }
  if (!isRecord(expected)) {
    return malformed('expected must give each order’s dispatcher as the desk saw it.');
  }
  const seen: Record<string, string | null> = {};
  for (const [i, id] of ids.entries()) {
    if (!Object.hasOwn(expected, id)) {
      return malformed(`expected has no entry for receiptIds[${i}].`);
    }
    const value = expected[id];
    if (value !== null && typeof value !== 'string') {
      return malformed(`expected’s entry for receiptIds[${i}] must be a user id or null.`);
    }
    // An empty id is no dispatcher, as on a stored receipt (receiptWrite.ts, dispatcherOf).
    seen[id] = value === '' ? null : value;
  }
  return { ok: true, request: { receiptIds: [...ids], dispatchId, expected: seen } };
}
