import type { Receipt } from '../receipt';
import type { LatLng } from '../route/geo';
import { runOf } from './runOf';
import { runStart } from './start';
import type { DispatchDriver, DispatchSettings, DispatchStop } from './types';

// One driver as the rule's input (docs/auto-dispatch.md#inputs), from the facts a reader has
// gathered (the desk from its board and the shifts' live read, the backend core from its store):
// their open orders as runOf.ts orders them from where the run starts (runStart): the phone's
// shared stop order, else the driver app's optimiser's estimate.

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
  /** Their open orders, earliest due first (runOf.ts: new ones join a shared run in this order). */
  open: readonly DispatchStop[];
  /** The stop order the phone shared (receipt ids); absent or null: none shared. */
  sharedRun?: readonly string[] | null;
}

export function dispatchDriverOf(
  facts: DriverFacts,
  now: number,
  settings: Pick<DispatchSettings, 'store'>,
): DispatchDriver {
  const { uid, name, onShift, position, lastStop, open, sharedRun } = facts;
  const start = runStart({ position, lastStop }, settings.store, now)?.point ?? null;
  const { run, runEstimated } = runOf(start, open, sharedRun ?? null);
  return {
    uid,
    name,
    onShift,
    position,
    lastStop,
    run,
    runEstimated,
  };
}
