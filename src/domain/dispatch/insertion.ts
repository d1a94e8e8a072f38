import { travelSeconds, type LatLng } from '../route/geo';
import { runTiming } from './timing';
import type { DispatchStop } from './types';

// The cheapest insertion (docs/auto-dispatch.md#the-rule): the new order goes where it adds the
// least driving to the run, which otherwise keeps its order (the driver's, or the manager's
// choices, are never reshuffled). Its cost is then told in full: the driving added and the
// lateness added to every stop of the run, not only to the new order's.

export interface Insertion {
  /** Where in the run the order goes (0: first). */
  index: number;
  /** Seconds of driving the order adds to the run (≥ 0: the straight line is a metric). */
  addedSeconds: number;
  /** Seconds of lateness it adds over the whole run, the new order's included (≥ 0). */
  addedLateSeconds: number;
  /** How late the new order itself would arrive (seconds, 0 when on time). */
  orderLateSeconds: number;
}

export interface InsertionInput {
  start: LatLng;
  run: readonly DispatchStop[];
  order: DispatchStop & { location: LatLng };
  departAt: number;
  speedKmh: number;
  stopSeconds: number;
}

/** The run with the order at `index`, every other stop in its order. */
export function insertAt<T>(run: readonly T[], index: number, order: T): T[] {
  return [...run.slice(0, index), order, ...run.slice(index)];
}

/** Null when the speed makes travel impossible to estimate. */
export function cheapestInsertion(input: InsertionInput): Insertion | null {
  const { start, run, order, speedKmh } = input;
  const leg = (a: LatLng, b: LatLng) => travelSeconds(a, b, speedKmh);
  // The located point before each position (the start, else the last located stop before it).
  let before = start;
  let best = { index: 0, added: Number.POSITIVE_INFINITY };
  for (let index = 0; index <= run.length; index += 1) {
    const next = run.slice(index).find((stop) => stop.location !== null)?.location ?? null;
    const added =
      next === null
        ? leg(before, order.location)
        : leg(before, order.location) + leg(order.location, next) - leg(before, next);
    // Strictly less: of equal places the earliest, so a tie never jumps between renders.
    if (added < best.added - 1e-9) best = { index, added };
    const here = run[index]?.location;
    if (here) before = here;
  }
  if (!Number.isFinite(best.added)) return null;
  const timing = (stops: readonly DispatchStop[]) =>
    runTiming(start, stops, input.departAt, speedKmh, input.stopSeconds);
  const without = timing(run);
  const withOrder = timing(insertAt(run, best.index, order));
  const alone = timing(insertAt(run, best.index, order).slice(0, best.index + 1));
  const beforeOrder = timing(run.slice(0, best.index));
  return {
    index: best.index,
    addedSeconds: Math.max(0, withOrder.travelSeconds - without.travelSeconds),
    addedLateSeconds: Math.max(0, withOrder.lateSeconds - without.lateSeconds),
    orderLateSeconds: Math.max(0, alone.lateSeconds - beforeOrder.lateSeconds),
  };
}
