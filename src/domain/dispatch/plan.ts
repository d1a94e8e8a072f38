import { insertAt } from './insertion';
import { rankDrivers, type NoSuggestion } from './rank';
import type { DispatchDriver, DispatchSettings, DispatchStop } from './types';

// Auto-assign (docs/auto-dispatch.md#auto-assign): a plan for a queue of unassigned orders, each
// placed in turn (the earliest due first) with the best driver for it given the orders placed
// before it, into that driver's run by the cheapest insertion. It only places the orders it is
// given: a run it adds to keeps every order it had, in its order, with its driver.

export type PlanLine =
  | {
      kind: 'assign';
      orderId: string;
      uid: string;
      name: string;
      addedSeconds: number;
      addedLateSeconds: number;
    }
  | { kind: 'unassigned'; orderId: string; reason: NoSuggestion };

export interface PlanTotals {
  assigned: number;
  unassigned: number;
  addedSeconds: number;
  addedLateSeconds: number;
}

export interface AutoAssignPlan {
  /** One line per order, in the order they were placed. */
  lines: PlanLine[];
  totals: PlanTotals;
  /** Every driver's run after the plan (the drivers given, with the orders placed inserted). */
  runs: ReadonlyMap<string, readonly DispatchStop[]>;
}

/** Earliest due first; orders without a due time after them; ties by id (stable). */
export function compareQueue(a: DispatchStop, b: DispatchStop): number {
  const ad = a.dueAt ?? Number.POSITIVE_INFINITY;
  const bd = b.dueAt ?? Number.POSITIVE_INFINITY;
  if (ad !== bd) return ad < bd ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function planAutoAssign(
  queue: readonly DispatchStop[],
  drivers: readonly DispatchDriver[],
  now: number,
  settings: DispatchSettings,
): AutoAssignPlan {
  // The drivers as the plan goes: each placed order joins its driver's run.
  const current = new Map(drivers.map((driver) => [driver.uid, driver]));
  const lines: PlanLine[] = [];
  const totals: PlanTotals = { assigned: 0, unassigned: 0, addedSeconds: 0, addedLateSeconds: 0 };
  const seen = new Set<string>();
  for (const order of [...queue].sort(compareQueue)) {
    if (seen.has(order.id)) continue;
    seen.add(order.id);
    const { options, reason } = rankDrivers(order, [...current.values()], now, settings);
    const best = options[0];
    if (reason !== null || best === undefined || best.kind !== 'figures') {
      lines.push({ kind: 'unassigned', orderId: order.id, reason: reason ?? 'nobodyOnShift' });
      totals.unassigned += 1;
      continue;
    }
    const driver = current.get(best.uid);
    if (driver !== undefined) {
      current.set(best.uid, { ...driver, run: insertAt(driver.run, best.index, order) });
    }
    lines.push({
      kind: 'assign',
      orderId: order.id,
      uid: best.uid,
      name: best.name,
      addedSeconds: best.addedSeconds,
      addedLateSeconds: best.addedLateSeconds,
    });
    totals.assigned += 1;
    totals.addedSeconds += best.addedSeconds;
    totals.addedLateSeconds += best.addedLateSeconds;
  }
  const runs = new Map([...current.values()].map((driver) => [driver.uid, driver.run]));
  return { lines, totals, runs };
}
