import { useMemo, type Dispatch, type SetStateAction } from 'react';
import type { Board, SharedRuns } from '@/desk/board/board';
import { useFeedEstimates } from '@/desk/board/useSharedRuns';
import { DEFAULT_MAX_ORDERS_PER_DRIVER } from '@/domain/dispatch/types';
import type { DriverShift } from '@/domain/shift/driverShift';
import { useDispatchBoard, useDispatchModule } from './useDeskDispatch';

// The Map's runs as the board's (docs/map.md#the-desks-map): a driver on shift with no shared
// run has their stops numbered in auto-dispatch's estimate, as their region lists them. Only
// the run matters here (the speed and the limit count in no estimate).

export function useMapEstimates(
  board: Board,
  shifts: readonly DriverShift[],
  now: number,
  setEstimated: Dispatch<SetStateAction<SharedRuns>>,
): void {
  const rule = useDispatchModule();
  const counted = useDispatchBoard(board, rule);
  const estimate = useMemo(
    () =>
      rule &&
      rule.createDeskDispatch(counted, shifts, now, 0, DEFAULT_MAX_ORDERS_PER_DRIVER).estimatedRuns,
    [rule, counted, shifts, now],
  );
  useFeedEstimates(estimate, setEstimated);
}
