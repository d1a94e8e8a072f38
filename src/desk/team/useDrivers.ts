import { useMemo, useState } from 'react';
import { useBoardClock, useBoardData } from '@/desk/board/useBoardData';
import { useShiftPositions } from '@/desk/map/useShiftPositions';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { DriverShift } from '@/domain/shift/driverShift';
import { buildDriverRows, type DriverRows } from './driverRows';

// What "Drivers" shows, live (docs/team.md): the board's reads (the team and today's receipts,
// useBoardData, with its clock) and the drivers' shift records (the Map's read,
// useShiftPositions). Without the shift records the list still shows, saying what it does not
// know.

export type DriversData =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      rows: DriverRows;
      team: readonly BackOfficeUser[];
      /** A read came from the local cache, not (yet) confirmed by the server. */
      fromCache: boolean;
      /** Why on shift and last seen are not known (the shift records failed); else null. */
      shiftsProblem: string | null;
      now: number;
    };

/** Without the shift records: everyone off shift, never seen (and the list says so). */
const NO_SHIFTS: readonly DriverShift[] = [];

export function useDrivers(): { data: DriversData; retry(): void } {
  const now = useBoardClock();
  const { data, retry: retryBoard } = useBoardData(now);
  const [attempt, setAttempt] = useState(0);
  const positions = useShiftPositions(attempt);
  const shiftsError = positions.status === 'error' ? positions.error : null;

  const team = data.status === 'ready' ? data.team : null;
  const receipts = data.status === 'ready' ? data.receipts : null;
  const shiftList =
    positions.status === 'ready'
      ? positions.shifts
      : positions.status === 'error'
        ? NO_SHIFTS
        : null;
  const rows = useMemo(
    () =>
      team === null || receipts === null || shiftList === null
        ? null
        : buildDriverRows({ team, shifts: shiftList, receipts, now }),
    [team, receipts, shiftList, now],
  );

  const retry = () => {
    setAttempt((n) => n + 1);
    retryBoard();
  };
  if (data.status !== 'ready') return { data, retry };
  if (rows === null) return { data: { status: 'loading' }, retry };
  return {
    data: {
      status: 'ready',
      rows,
      team: data.team,
      fromCache: data.fromCache || (positions.status === 'ready' && positions.fromCache),
      shiftsProblem: shiftsError?.message ?? null,
      now,
    },
    retry,
  };
}
