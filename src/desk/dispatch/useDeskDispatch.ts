import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { configResult } from '@/config/env';
import type { Board, SharedRuns } from '@/desk/board/board';
import { useFeedEstimates } from '@/desk/board/useSharedRuns';
import { useDeskServices } from '@/desk/deskServices';
import type { ShiftPositions } from '@/desk/map/useShiftPositions';
import { DEFAULT_MAX_ORDERS_PER_DRIVER } from '@/domain/dispatch/types';
import { DEFAULT_AVERAGE_SPEED_KMH } from '@/domain/route/geo';
import { createStore, whenIdle } from '@/platform';
import { keepNothing, keepWhileSame, useKeptWhileUnchanged } from '@/ui/useKeptWhileUnchanged';
import type { CardSuggestion } from './deskDispatch';
import type { Suggestions } from './suggestions';

// Auto-dispatch on the board (docs/auto-dispatch.md): the drivers' shifts and positions, read
// live as the Map reads them, and the unassigned cards' suggestions worked out when the browser
// is idle after a change (a realtime change's frame stays the board's own).

const SPEED_KMH = configResult.ok ? configResult.config.averageSpeedKmh : DEFAULT_AVERAGE_SPEED_KMH;

/** The performance measure of each pass that works out the unassigned cards' lines. */
export const SUGGESTIONS_MEASURE = 'desk: suggestions';

type DispatchModule = typeof import('./deskDispatch');
const NO_LINES: ReadonlyMap<string, CardSuggestion> = new Map();

/** The new lines, keeping each old object whose words are the same (a card re-renders less). */
function keepSame(
  before: ReadonlyMap<string, CardSuggestion>,
  after: ReadonlyMap<string, CardSuggestion>,
): ReadonlyMap<string, CardSuggestion> {
  const kept = new Map<string, CardSuggestion>();
  let changed = before.size !== after.size;
  for (const [id, line] of after) {
    const old = before.get(id);
    const same = old !== undefined && old.text === line.text && old.reason === line.reason;
    kept.set(id, same ? old : line);
    if (!same) changed = true;
  }
  return changed ? kept : before;
}

/** Where the drivers' shifts read is. */
export type ShiftsRead = 'loading' | 'error' | 'ready';

/**
 * The business's "At most n orders per driver" (docs/auto-dispatch.md#settings), read once from
 * the backend after the rule's code (not on the board's first load); the default until it is
 * read, or if it cannot be.
 */
function useOrderLimit(ready: boolean): number {
  const { ordersIn } = useDeskServices();
  const [limit, setLimit] = useState(DEFAULT_MAX_ORDERS_PER_DRIVER);
  useEffect(() => {
    if (!ready) return undefined;
    let live = true;
    ordersIn.readDispatchSettings().then(
      (settings) => live && setLimit(settings.maxOrdersPerDriver),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ordersIn, ready]);
  return limit;
}

/**
 * `board`, or the board auto-dispatch counted with before while the two are the same to it (the
 * rule's `sameForDispatch`, dispatchBoard.ts): what auto-dispatch works out from it keeps its
 * identity, and so do the idle passes keyed on it. `board` itself until the rule's code is in.
 */
export function useDispatchBoard(
  board: Board,
  rule: Pick<DispatchModule, 'sameForDispatch'> | null,
): Board {
  const keep = rule === null ? keepNothing : keepWhileSame(rule.sameForDispatch);
  return useKeptWhileUnchanged(board, keep);
}

/** The rule's code, fetched once the board (or the Map) is on screen: its own chunk. */
export function useDispatchModule(): DispatchModule | null {
  const [rule, setRule] = useState<DispatchModule | null>(null);
  useEffect(() => {
    let live = true;
    void import('./deskDispatch').then((loaded) => {
      if (live) setRule(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return rule;
}

/**
 * Auto-dispatch over `board`, with the drivers' shift records read live (`useShiftPositions`):
 * read by the board itself, which orders its regions by the runs they carry, and handed here so
 * the desk keeps one read of them. `setEstimated` is given the runs it estimates (board.ts).
 */
export function useDeskDispatch(
  board: Board,
  now: number,
  positions: ShiftPositions,
  setEstimated: Dispatch<SetStateAction<SharedRuns>>,
) {
  const rule = useDispatchModule();
  const limit = useOrderLimit(rule !== null);
  // A change auto-dispatch would count the same from (a status between two open ones) runs
  // no pass: its lines and estimates stay.
  const counted = useDispatchBoard(board, rule);
  const dispatch = useMemo(
    () =>
      positions.status === 'ready' && rule !== null
        ? rule.createDeskDispatch(counted, positions.shifts, now, SPEED_KMH, limit)
        : null,
    [counted, positions, now, rule, limit],
  );
  const [store] = useState(() => createStore<ReadonlyMap<string, CardSuggestion>>(NO_LINES));
  const unassigned = counted.unassigned.open;
  useEffect(() => {
    if (dispatch === null) {
      store.set(NO_LINES);
      return undefined;
    }
    return whenIdle(() => {
      const start = performance.now();
      store.set(keepSame(store.get(), dispatch.suggestions(unassigned)));
      // The bench reads the pass's time here (docs/performance.md#the-desk-section-11).
      performance.measure(SUGGESTIONS_MEASURE, { start, end: performance.now() });
    }, 500);
  }, [dispatch, unassigned, store]);
  useFeedEstimates(dispatch && dispatch.estimatedRuns, setEstimated);
  const suggestions: Suggestions = store;
  const shifts: ShiftsRead = positions.status;
  return { dispatch, suggestions, shifts };
}
