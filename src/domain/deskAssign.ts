import { isRecord, readEpochMillis } from './read';

// The desk's assignment as the desk sends it and the backend applies it: the body of
// POST /desk/assign (docs/backend-contract.md#desk-assign) and what its 200 answer says. One
// definition for both sides, like deliveryUpdate.ts: the desk's DeskApi port
// (services/deskPorts.ts) and the backend core (backend/core/deskAssign.ts) use it.

/** The most receipts one call may name (a Firestore transaction holds 500 writes). */
export const MAX_ASSIGN_RECEIPTS = 200;

/** `POST /desk/assign`'s body. */
export interface AssignRequest {
  receiptIds: string[];
  /** The driver's uid, or null to unassign. */
  dispatchId: string | null;
  /** Each receipt's dispatcher as the desk saw it (null: unassigned). */
  expected: Record<string, string | null>;
}

export type AssignOutcome =
  'assigned' | 'unchanged' | 'not-found' | 'order-closed' | 'assignment-changed';

export const ASSIGN_OUTCOMES: readonly AssignOutcome[] = [
  'assigned',
  'unchanged',
  'not-found',
  'order-closed',
  'assignment-changed',
];

export interface AssignResult {
  receiptId: string;
  result: AssignOutcome;
  /** The receipt's dispatcher after the call (the other manager's choice on a conflict). */
  dispatchId: string | null;
  /** The receipt's new version when it was written. */
  updateTimestamp: number | null;
}

function readResult(value: unknown): AssignResult | null {
  if (!isRecord(value) || typeof value.receiptId !== 'string') return null;
  const result = ASSIGN_OUTCOMES.find((outcome) => outcome === value.result);
  if (result === undefined) return null;
  const dispatchId =
    typeof value.dispatchId === 'string' && value.dispatchId !== '' ? value.dispatchId : null;
  return {
    receiptId: value.receiptId,
    result,
    dispatchId,
    updateTimestamp: readEpochMillis(value.updateTimestamp),
  };
}

/**
 * Reads a 200 answer's `results`: one per receipt asked about, in the order asked. Null when
 * the body is not that (another shape, a result missing or unknown): the caller cannot tell
 * what happened to each order, and should read the board again rather than guess.
 */
export function readAssignAnswer(
  body: unknown,
  receiptIds: readonly string[],
): AssignResult[] | null {
  const raw = isRecord(body) ? body.results : null;
  if (!Array.isArray(raw) || raw.length !== receiptIds.length) return null;
  const results = raw.map(readResult);
  const complete = (result: AssignResult | null, i: number): result is AssignResult =>
    result !== null && result.receiptId === receiptIds[i];
  return results.every(complete) ? results : null;
}
