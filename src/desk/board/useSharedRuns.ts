import { useState } from 'react';
import type { ShiftPositions } from '@/desk/map/useShiftPositions';
import type { DriverShift } from '@/domain/shift/driverShift';
import { sharedRuns, type SharedRuns } from './board';

// The drivers' runs as their phones shared them (docs/desk.md#the-board), from the live read of
// the shift records (the board's, which it hands to auto-dispatch too; the Map's). A new position that carries the
// same run leaves the runs as they were, so the board is not built again for it.

const NO_RUNS: SharedRuns = new Map();

function sameRuns(a: SharedRuns, b: SharedRuns): boolean {
  if (a.size !== b.size) return false;
  for (const [uid, run] of a) {
    const other = b.get(uid);
    if (other === undefined || other.length !== run.length) return false;
    if (run.some((id, index) => other[index] !== id)) return false;
  }
  return true;
}

/** The runs of `shifts`, keeping the object given before while they say the same. */
export function useRunsOf(shifts: readonly DriverShift[] | null): SharedRuns {
  const [kept, setKept] = useState<{ shifts: readonly DriverShift[] | null; runs: SharedRuns }>({
    shifts: null,
    runs: NO_RUNS,
  });
  if (kept.shifts === shifts) return kept.runs;
  const next = shifts === null ? NO_RUNS : sharedRuns(shifts);
  const runs = sameRuns(kept.runs, next) ? kept.runs : next;
  // Adjusting state while rendering (React's pattern for state derived from props).
  setKept({ shifts, runs });
  return runs;
}

/** The shared runs of the live read; none until it is in (the board orders by time till then). */
export function useSharedRuns(positions: ShiftPositions): SharedRuns {
  return useRunsOf(positions.status === 'ready' ? positions.shifts : null);
}
