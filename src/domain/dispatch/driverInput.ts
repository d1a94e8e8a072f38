import type { Receipt } from '../receipt';
import type { LatLng } from '../route/geo';
import { estimatedRun } from './estimatedRun';
import { runStart } from './start';
import type { DispatchDriver, DispatchSettings, DispatchStop } from './types';

// One driver as the rule's input (docs/auto-dispatch.md#inputs), from the facts a reader has
// gathered (the desk from its board and the shifts' live read, the backend core from its store):
// their open orders in the order the phone shared, or, where it shared none, the order the
// driver app's optimiser would give from where the run starts, said to be an estimate.

/** An order as a stop: its map position and due time. */
export function dispatchStopOf(receipt: Pick<Receipt, 'id' | 'address' | 'dueAt'>): DispatchStop {
  return { id: receipt.id, location: receipt.address.location, dueAt: receipt.dueAt };
}

export interface DriverFacts {
  uid: string;
  name: string;
  onShift: boolean;
  /** Their last position with the server's time it was stored; null: none (or off shift). */
  position: (LatLng & { storedAt: number }) | null;
  /** Where their last delivered stop of the day was, or null. */
  lastStop: LatLng | null;
  /** Their open orders, in any order. */
  open: readonly DispatchStop[];
  /** The stop order the phone shared (receipt ids); absent or null: none shared. */
  sharedRun?: readonly string[] | null;
}

/** The open orders in the shared order; those it does not name follow, estimated. */
function inSharedOrder(
  shared: readonly string[],
  open: readonly DispatchStop[],
  start: LatLng | null,
): { run: DispatchStop[]; estimated: boolean } {
  const byId = new Map(open.map((stop) => [stop.id, stop]));
  const run = shared.flatMap((id) => {
    const stop = byId.get(id);
    byId.delete(id);
    return stop === undefined ? [] : [stop];
  });
  const rest = [...byId.values()];
  return {
    run: [...run, ...estimatedRun(run.at(-1)?.location ?? start, rest)],
    estimated: rest.length > 0,
  };
}

export function dispatchDriverOf(
  facts: DriverFacts,
  now: number,
  settings: Pick<DispatchSettings, 'store'>,
): DispatchDriver {
  const { uid, name, onShift, position, lastStop, open, sharedRun } = facts;
  const start = runStart({ position, lastStop }, settings.store, now)?.point ?? null;
  const ordered =
    sharedRun === undefined || sharedRun === null
      ? { run: estimatedRun(start, open), estimated: open.length > 1 }
      : inSharedOrder(sharedRun, open, start);
  return {
    uid,
    name,
    onShift,
    position,
    lastStop,
    run: ordered.run,
    runEstimated: ordered.estimated,
  };
}
