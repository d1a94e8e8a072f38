import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import {
  AUTO_DISPATCH_ASSIGNER,
  compareQueue,
  DEFAULT_STOP_SECONDS,
  dispatchDriverOf,
  dispatchStopOf,
  planAutoAssign,
  type DispatchDriver,
  type DispatchSettings,
  type DispatchStop,
} from '@/domain/dispatch';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import { isActiveDriver } from '@/domain/roles';
import { DEFAULT_AVERAGE_SPEED_KMH } from '@/domain/route/geo';
import { dayLabelIn, dayWindowIn } from '@/domain/shift/dayWindow';
import { DEFAULT_TIME_ZONE, type CoreConfig } from './config';
import { dispatchSettingsOf } from './deskSettings';
import { dispatcherOf, isClosedOrder, nextUpdateTimestamp } from './receiptWrite';
import type { BackendStore, DriverShiftRecord, StoreTransaction } from './store';

// "Auto-assign new orders" (docs/auto-dispatch.md#auto-assign-new-orders): when the business
// has it on, the orders that arrive Unassigned (typed or imported on the desk, deskOrders.ts;
// through the intake API, ordersIntake.ts) are given by the backend to the driver the domain's
// rule ranks first (src/domain/dispatch, the same code as the desk's suggestions and its
// "Auto-assign"), after they are written. One transaction per call, after the orders' own (which
// stays as short as before): it re-reads the orders (one someone assigned meanwhile is left
// alone, never overwritten), reads the drivers on shift and their open orders of the day once,
// places the orders in turn, the earliest due first, each counting those placed before it
// (planAutoAssign), and writes each assignment as the desk's does (dispatchId, assignedAt, assignedBy "auto-dispatch", a newer updateTimestamp: the push
// trigger and the driver's feed see it). Nobody on shift, no map position, everyone at the
// limit: the order stays Unassigned, as without the setting.

export interface AutoDispatchDeps {
  config: Pick<CoreConfig, 'now' | 'averageSpeedKmh' | 'timeZone'>;
  store: BackendStore;
  /** Logs a failure to place an order (the order stays Unassigned; the call still succeeds). */
  logError?: (message: string, error: unknown) => void;
}

/** One order the backend placed: to whom. */
export interface AutoAssigned {
  receiptId: string;
  dispatchId: string;
}

/** The rule's settings from the business's: its speed, its limit; the store is not known. */
function ruleSettings(
  config: AutoDispatchDeps['config'],
  maxOrdersPerDriver: number,
): DispatchSettings {
  return {
    speedKmh: config.averageSpeedKmh ?? DEFAULT_AVERAGE_SPEED_KMH,
    stopSeconds: DEFAULT_STOP_SECONDS,
    maxOrdersPerDriver,
    store: null,
  };
}

/** Today's window in the business's zone (the drivers' open orders of the day). */
function todayOf(config: AutoDispatchDeps['config'], now: number): { from: number; to: number } {
  const zone = config.timeZone ?? DEFAULT_TIME_ZONE;
  const day = dayLabelIn(now, zone);
  const window = day === null ? null : dayWindowIn(day, zone);
  return window === null
    ? { from: now - 24 * 60 * 60_000, to: now + 24 * 60 * 60_000 }
    : { from: window.start, to: window.end };
}

/** An unassigned, open order as the rule's stop; null for any other. */
function unassignedStop(receiptId: string, data: Record<string, unknown> | null) {
  if (data === null || dispatcherOf(data) !== null || isClosedOrder(data)) return null;
  return dispatchStopOf(parseReceipt(receiptId, data));
}

/**
 * Places the orders `receiptIds` that arrived Unassigned, when the business has it on: one
 * transaction for the call, planned as the desk's "Auto-assign" plans (planAutoAssign).
 */
export async function autoAssignArrived(
  deps: AutoDispatchDeps,
  receiptIds: readonly string[],
): Promise<AutoAssigned[]> {
  if (receiptIds.length === 0) return [];
  try {
    return await deps.store.transaction((tx) => placeArrived(tx, deps.config, receiptIds));
  } catch (error) {
    // Contention or a store failure: the orders wait in Unassigned, the call still succeeds.
    deps.logError?.(`auto-dispatch could not place ${receiptIds.join(', ')}`, error);
    return [];
  }
}

async function placeArrived(
  tx: StoreTransaction,
  config: AutoDispatchDeps['config'],
  receiptIds: readonly string[],
): Promise<AutoAssigned[]> {
  const stored = dispatchSettingsOf(await tx.getDispatchSettings());
  if (!stored.autoAssignNewOrders) return [];
  const receipts = await Promise.all(receiptIds.map((id) => tx.getReceipt(id)));
  // Assigned by someone meanwhile, delivered or gone: a person's choice is never overwritten.
  const waiting = new Map<string, Record<string, unknown>>();
  const queue: DispatchStop[] = [];
  receipts.forEach((data, i) => {
    const stop = unassignedStop(receiptIds[i], data);
    if (data === null || stop === null) return;
    waiting.set(stop.id, data);
    queue.push(stop);
  });
  if (queue.length === 0) return [];
  const now = config.now();
  const settings = ruleSettings(config, stored.maxOrdersPerDriver);
  const drivers = await driversOnShift(tx, config, now, settings);
  // Each order in turn, the earliest due first, counting those placed before it (plan.ts).
  const plan = planAutoAssign(queue, drivers, now, settings);
  const placed: AutoAssigned[] = [];
  for (const line of plan.lines) {
    const data = waiting.get(line.orderId);
    if (line.kind !== 'assign' || data === undefined) continue;
    tx.updateReceipt(
      line.orderId,
      {
        dispatchId: line.uid,
        assignedAt: now,
        assignedBy: AUTO_DISPATCH_ASSIGNER,
        updateTimestamp: nextUpdateTimestamp(data, now),
      },
      [],
    );
    placed.push({ receiptId: line.orderId, dispatchId: line.uid });
  }
  return placed;
}

/** The active drivers on shift now, each with their open orders of the day as a run. */
async function driversOnShift(
  tx: StoreTransaction,
  config: AutoDispatchDeps['config'],
  now: number,
  settings: DispatchSettings,
): Promise<DispatchDriver[]> {
  const shifts = (await tx.onShiftDrivers()).filter((shift) => shift.expireAt > now);
  const { from, to } = todayOf(config, now);
  const drivers = await Promise.all(
    shifts.map(async (shift) => {
      const record = await tx.getBackOfficeUser(shift.uid);
      const user = record && parseBackOfficeUser(shift.uid, record);
      if (!isActiveDriver(user)) return null;
      const receipts = await tx.receiptsOf(shift.uid, from, to);
      return driverFrom(shift, user?.name ?? shift.uid, receipts, now, settings);
    }),
  );
  return drivers.filter((driver) => driver !== null);
}

function driverFrom(
  shift: DriverShiftRecord,
  name: string,
  receipts: readonly { id: string; data: Record<string, unknown> }[],
  now: number,
  settings: DispatchSettings,
): DispatchDriver {
  const open: DispatchStop[] = [];
  const delivered: Receipt[] = [];
  for (const { id, data } of receipts) {
    if (isClosedOrder(data)) delivered.push(parseReceipt(id, data));
    else open.push(dispatchStopOf(parseReceipt(id, data)));
  }
  // The last delivered stop with a map position: the newest by its last update.
  const lastStop =
    delivered
      .filter((receipt) => receipt.address.location !== null)
      .sort((a, b) => (b.updateTimestamp ?? 0) - (a.updateTimestamp ?? 0))[0]?.address.location ??
    null;
  const position =
    shift.position === null
      ? null
      : { lat: shift.position.lat, lng: shift.position.lng, storedAt: shift.position.storedAt };
  open.sort(compareQueue);
  return dispatchDriverOf(
    { uid: shift.uid, name, onShift: true, position, lastStop, open, sharedRun: shift.run },
    now,
    settings,
  );
}
