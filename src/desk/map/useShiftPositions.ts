import { useEffect, useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import type { DriverShift } from '@/domain/shift/driverShift';

// Who is on shift, and where, live (docs/map.md#the-desks-map): every driver's shift record from
// the desk's realtime read (DeskServices.teamPositions). `attempt` starts the read again after
// an error (the screen's "Try again").

export type ShiftPositions =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; shifts: readonly DriverShift[]; fromCache: boolean };

export function useShiftPositions(attempt: number): ShiftPositions {
  const { teamPositions } = useDeskServices();
  // Tagged with its attempt: after "Try again" the old error is not shown while the read restarts.
  const [read, setRead] = useState<{ attempt: number; state: ShiftPositions } | null>(null);
  useEffect(
    () =>
      teamPositions.watch(
        (snapshot) =>
          setRead({
            attempt,
            state: { status: 'ready', shifts: snapshot.shifts, fromCache: snapshot.fromCache },
          }),
        (error) => setRead({ attempt, state: { status: 'error', error } }),
      ),
    [teamPositions, attempt],
  );
  return read === null || read.attempt !== attempt ? { status: 'loading' } : read.state;
}
