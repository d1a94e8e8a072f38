import type { Receipt } from '@/domain/receipt';
import type { AssignResult } from '@/services/deskPorts';

// Assignments on their way (docs/desk.md#optimistic), as a pure reducer. A move shows at once
// (pending: the card sits where it is going); the server's answer then confirms it or puts it
// back with the reason. A confirmed move stays laid over the feed until the feed has caught up
// (the receipt as the feed shows it has the new driver, or is a newer version than the one
// the move was made on), so the card never flickers back to where it was.

export interface AssignAction {
  /** The action's id; also its Idempotency-Key. */
  id: string;
  receiptIds: readonly string[];
  /** The driver's uid, or null to unassign. */
  to: string | null;
  /** Each receipt's driver as the desk showed it. */
  expected: Readonly<Record<string, string | null>>;
  /** Each receipt's order number (for the messages), as shown. */
  numbers: Readonly<Record<string, string | null>>;
  /** Each receipt's version (updateTimestamp) the move was made on. */
  versions: Readonly<Record<string, number | null>>;
}

export interface PendingMove {
  actionId: string;
  to: string | null;
  /** The version of the receipt the move was made on. */
  version: number | null;
  /** The server applied it; waiting for the feed to show it. */
  confirmed: boolean;
}

/** Why a move was not made: each is shown in words (src/desk/board/noticeText.ts). */
export type Refusal =
  | { kind: 'took-meanwhile'; number: string | null; by: string }
  | { kind: 'unassigned-meanwhile'; number: string | null }
  | { kind: 'closed'; number: string | null }
  | { kind: 'not-found'; number: string | null }
  | { kind: 'offline' }
  | { kind: 'not-manager' }
  | { kind: 'not-driver'; to: string | null }
  | { kind: 'signed-out' }
  | { kind: 'failed'; reason: string };

export type Notice =
  | { id: number; tone: 'done'; count: number; to: string | null; number: string | null }
  | { id: number; tone: 'refused'; refusal: Refusal };

export interface AssignmentsState {
  pending: ReadonlyMap<string, PendingMove>;
  /** Newest first, at most MAX_NOTICES. */
  notices: readonly Notice[];
  nextNoticeId: number;
}

export const MAX_NOTICES = 5;

export const initialAssignments: AssignmentsState = {
  pending: new Map(),
  notices: [],
  nextNoticeId: 1,
};

export type AssignmentsEvent =
  | { type: 'started'; action: AssignAction }
  | {
      type: 'answered';
      action: AssignAction;
      results: readonly AssignResult[];
      /** The receipts as the feed shows them now. */
      receipts: ReadonlyMap<string, Receipt>;
    }
  | { type: 'failed'; action: AssignAction; refusal: Refusal }
  /** Refused before it left (offline): nothing was pending. */
  | { type: 'refused'; refusal: Refusal }
  | { type: 'feed'; receipts: ReadonlyMap<string, Receipt> }
  | { type: 'dismissed'; id: number };

type NoticeBody =
  Omit<Extract<Notice, { tone: 'done' }>, 'id'> | { tone: 'refused'; refusal: Refusal };

function withNotices(state: AssignmentsState, bodies: readonly NoticeBody[]): AssignmentsState {
  if (bodies.length === 0) return state;
  let id = state.nextNoticeId;
  const added = bodies.map((body) => ({ ...body, id: id++ }) as Notice).reverse();
  return {
    ...state,
    notices: [...added, ...state.notices].slice(0, MAX_NOTICES),
    nextNoticeId: id,
  };
}

/** The feed shows the move: the receipt has the new driver, or a newer version, or is gone. */
function caughtUp(move: PendingMove, receipt: Receipt | undefined): boolean {
  if (receipt === undefined) return true;
  return receipt.dispatchId === move.to || receipt.updateTimestamp !== move.version;
}

/** The moves the feed has caught up with, dropped (confirmed ones only). */
function settle(
  pending: ReadonlyMap<string, PendingMove>,
  receipts: ReadonlyMap<string, Receipt>,
): ReadonlyMap<string, PendingMove> {
  let next: Map<string, PendingMove> | null = null;
  for (const [id, move] of pending) {
    if (move.confirmed && caughtUp(move, receipts.get(id))) {
      next ??= new Map(pending);
      next.delete(id);
    }
  }
  return next ?? pending;
}

function answered(
  state: AssignmentsState,
  event: Extract<AssignmentsEvent, { type: 'answered' }>,
): AssignmentsState {
  const { action, results } = event;
  const pending = new Map(state.pending);
  const ours = (id: string) => pending.get(id)?.actionId === action.id;
  const notices: NoticeBody[] = [];
  let done = 0;
  let firstDone: string | null = null;
  const answeredIds = new Set<string>();
  for (const result of results) {
    const id = result.receiptId;
    if (!action.receiptIds.includes(id) || answeredIds.has(id)) continue;
    answeredIds.add(id);
    const number = action.numbers[id] ?? null;
    if (result.result === 'assigned' || result.result === 'unchanged') {
      done += 1;
      if (done === 1) firstDone = number;
      const move = pending.get(id);
      if (move !== undefined && ours(id)) pending.set(id, { ...move, confirmed: true });
      continue;
    }
    if (ours(id)) pending.delete(id);
    if (result.result === 'assignment-changed') {
      notices.push({
        tone: 'refused',
        refusal:
          result.dispatchId === null
            ? { kind: 'unassigned-meanwhile', number }
            : { kind: 'took-meanwhile', number, by: result.dispatchId },
      });
    } else if (result.result === 'order-closed') {
      notices.push({ tone: 'refused', refusal: { kind: 'closed', number } });
    } else {
      notices.push({ tone: 'refused', refusal: { kind: 'not-found', number } });
    }
  }
  // A receipt the server said nothing about was not moved: put back, without a word.
  for (const id of action.receiptIds) if (!answeredIds.has(id) && ours(id)) pending.delete(id);
  if (done > 0) notices.unshift({ tone: 'done', count: done, to: action.to, number: firstDone });
  return withNotices({ ...state, pending: settle(pending, event.receipts) }, notices);
}

export function assignmentsReducer(
  state: AssignmentsState,
  event: AssignmentsEvent,
): AssignmentsState {
  switch (event.type) {
    case 'started': {
      const pending = new Map(state.pending);
      const { action } = event;
      for (const id of action.receiptIds) {
        pending.set(id, {
          actionId: action.id,
          to: action.to,
          version: action.versions[id] ?? null,
          confirmed: false,
        });
      }
      return { ...state, pending };
    }
    case 'answered':
      return answered(state, event);
    case 'failed': {
      const pending = new Map(state.pending);
      for (const id of event.action.receiptIds) {
        if (pending.get(id)?.actionId === event.action.id) pending.delete(id);
      }
      return withNotices({ ...state, pending }, [{ tone: 'refused', refusal: event.refusal }]);
    }
    case 'refused':
      return withNotices(state, [{ tone: 'refused', refusal: event.refusal }]);
    case 'feed': {
      const pending = settle(state.pending, event.receipts);
      return pending === state.pending ? state : { ...state, pending };
    }
    case 'dismissed': {
      const notices = state.notices.filter((notice) => notice.id !== event.id);
      return notices.length === state.notices.length ? state : { ...state, notices };
    }
  }
}
