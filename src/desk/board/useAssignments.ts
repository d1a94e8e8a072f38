import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import type { Receipt } from '@/domain/receipt';
import { isOnline, randomUuid } from '@/platform';
import { assignmentsReducer, initialAssignments, type AssignmentsState } from './assignments';
import type { BoardCard } from './board';
import { planAssignment, refusalOf } from './plan';

// Assigning from the board (docs/desk.md#assigning): a move shows at once, goes to the server
// with an Idempotency-Key per call, and is confirmed or put back with the reason. Offline, it is
// refused at once, never kept to send later: the board it was made on may be out of date.

export interface Assignments {
  state: AssignmentsState;
  /**
   * Moves these receipts (in this order) to the driver `to` (null: unassigned), expecting each
   * with the driver the board shows, or with `expectedFrom` when given (plan.ts).
   */
  assign(receiptIds: readonly string[], to: string | null, expectedFrom?: string | null): void;
  dismiss(noticeId: number): void;
}

export function useAssignments(
  receipts: readonly Receipt[],
  /** The board's cards as shown now (what an assignment is planned on). */
  cards: { readonly current: ReadonlyMap<string, BoardCard> },
): Assignments {
  const { deskApi } = useDeskServices();
  const [state, dispatch] = useReducer(assignmentsReducer, initialAssignments);
  // The receipts by id, made only when asked (most realtime changes come with no move pending).
  const receiptsById = useMemo(() => {
    let byId: ReadonlyMap<string, Receipt> | null = null;
    return () => (byId ??= new Map(receipts.map((r) => [r.id, r])));
  }, [receipts]);

  // The feed caught up: confirmed moves it now shows are settled (none to settle, no render).
  const anyPending = state.pending.size > 0;
  useEffect(() => {
    if (anyPending) dispatch({ type: 'feed', receipts: receiptsById() });
  }, [receiptsById, anyPending]);

  // The latest receipts, for `assign`, which keeps its identity (the memoised cards hold it).
  // Set as soon as the render is committed, before any event can come.
  const latest = useRef(receiptsById);
  useLayoutEffect(() => {
    latest.current = receiptsById;
  }, [receiptsById]);

  const assign = useCallback(
    (receiptIds: readonly string[], to: string | null, expectedFrom?: string | null) => {
      if (!isOnline()) {
        dispatch({ type: 'refused', refusal: { kind: 'offline' } });
        return;
      }
      const actions = planAssignment(cards.current, receiptIds, to, randomUuid, expectedFrom);
      for (const action of actions) {
        dispatch({ type: 'started', action });
        const request = {
          receiptIds: [...action.receiptIds],
          dispatchId: action.to,
          expected: { ...action.expected },
        };
        deskApi.assign(request, action.id).then(
          (results) => dispatch({ type: 'answered', action, results, receipts: latest.current() }),
          (error: unknown) =>
            dispatch({ type: 'failed', action, refusal: refusalOf(error, action.to) }),
        );
      }
    },
    [deskApi, cards],
  );
  const dismiss = useCallback((id: number) => dispatch({ type: 'dismissed', id }), []);
  return { state, assign, dismiss };
}
