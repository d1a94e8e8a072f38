import { useEffect, useMemo, type Dispatch, type SetStateAction } from 'react';
import type { ShiftPositions } from '@/desk/map/useShiftPositions';
import type { DriverShift } from '@/domain/shift/driverShift';
import { whenIdle } from '@/platform';
import { keepWhileSame, useKeptWhileUnchanged } from '@/ui/useKeptWhileUnchanged';
import { sharedRuns, type SharedRuns } from './board';
import { sameRun } from './sameRun';

// The drivers' runs as their phones shared them (docs/desk.md#the-board), from the live read of
// the shift records (the board's, which it hands to auto-dispatch too; the Map's). A new
// position that carries the same run leaves the runs as they were, so the board is not built
// again for it.

const NO_RUNS: SharedRuns = new Map();

/** The same drivers with the same runs (sameRun.ts). */
export function sameRuns(a: SharedRuns, b: SharedRuns): boolean {
  if (a.size !== b.size) return false;
  for (const [uid, run] of a) if (!sameRun(run, b.get(uid))) return false;
  return true;
}

const keepSameRuns = keepWhileSame(sameRuns);

/** The runs of `shifts`, keeping the object given before while they say the same. */
export function useRunsOf(shifts: readonly DriverShift[] | null): SharedRuns {
  const runs = useMemo(() => (shifts === null ? NO_RUNS : sharedRuns(shifts)), [shifts]);
  return useKeptWhileUnchanged(runs, keepSameRuns);
}

/** The shared runs of the live read; none until it is in (the board orders by time till then). */
export function useSharedRuns(positions: ShiftPositions): SharedRuns {
  return useRunsOf(positions.status === 'ready' ? positions.shifts : null);
}

/**
 * Hands `set` the runs `estimate` gives (auto-dispatch's estimates: board.ts's `estimated`), once
 * the browser is idle after a change, keeping the object set before while they say the same: the
 * board built with them gives the same estimate again (it counts from the open orders by time and
 * where the run starts, not from the board's order), so it is built once more, not in a loop.
 */
export function useFeedEstimates(
  estimate: (() => SharedRuns) | null,
  set: Dispatch<SetStateAction<SharedRuns>>,
): void {
  useEffect(() => {
    if (estimate === null) return undefined;
    return whenIdle(() => {
      const next = estimate();
      set((before) => (sameRuns(before, next) ? before : next));
    }, 500);
  }, [estimate, set]);
}
