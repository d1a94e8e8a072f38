import type { Board } from '@/desk/board/board';
import { columnName } from '@/desk/board/cardText';
import { compareByWorkTime } from '@/desk/board/lateness';
import {
  DEFAULT_MAX_ORDERS_PER_DRIVER,
  DEFAULT_STOP_SECONDS,
  dispatchDriverOf,
  dispatchStopOf,
  type DispatchDriver,
  type DispatchSettings,
} from '@/domain/dispatch';
import type { DriverShift } from '@/domain/shift/driverShift';
import { lastStopOf } from './dispatchBoard';

// What the desk knows, as auto-dispatch's input (docs/auto-dispatch.md#inputs): every driver who
// may be given orders (the board's active drivers' regions), on shift or not from their shift
// record, their last position, their last delivered stop, and their open run: in the order their
// phone shared with its position, else estimated from where it starts with the driver app's
// optimiser, and marked so (runOf.ts). Each driver is built by the domain's dispatchDriverOf, as
// the backend core's auto-assign builds them (backend/core/autoDispatch.ts).

/** The settings the desk counts with: the business's speed, the limit when none is set. */
export function deskDispatchSettings(
  speedKmh: number,
  maxOrdersPerDriver: number | null = DEFAULT_MAX_ORDERS_PER_DRIVER,
): DispatchSettings {
  return { speedKmh, stopSeconds: DEFAULT_STOP_SECONDS, maxOrdersPerDriver, store: null };
}

export function dispatchDrivers(
  board: Board,
  shifts: readonly DriverShift[],
  now: number,
  settings: DispatchSettings,
): DispatchDriver[] {
  const byUid = new Map(shifts.map((shift) => [shift.uid, shift]));
  return board.drivers
    .filter((column) => column.kind === 'driver' && column.target && column.uid !== null)
    .map((column) => {
      const shift = byUid.get(column.uid ?? '');
      const position =
        shift?.onShift === true && shift.position !== null
          ? { lat: shift.position.lat, lng: shift.position.lng, storedAt: shift.position.storedAt }
          : null;
      return dispatchDriverOf(
        {
          uid: column.uid ?? '',
          name: columnName(column),
          onShift: shift?.onShift === true,
          position,
          lastStop: lastStopOf(column.delivered),
          // By time, not as the region lists them: the region may already be in this estimate,
          // and the estimate must not depend on it (the board is ordered by it: no loop).
          open: column.open
            .map((card) => card.receipt)
            .sort(compareByWorkTime)
            .map(dispatchStopOf),
          sharedRun: shift?.run ?? null,
        },
        now,
        settings,
      );
    });
}
