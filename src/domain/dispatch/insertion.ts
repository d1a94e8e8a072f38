import { travelSeconds, type LatLng } from '../route/geo';
import { runTiming, type RunTiming } from './timing';
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

/**
 * A run's timing without the new order, kept for the run's array while the start, the time and
 * the settings are the same: ranking many orders against the same drivers (the desk's cards,
 * auto-assign's queue) times each run once, not once per order.
 */
const timedRuns = new WeakMap<readonly DispatchStop[], { key: string; timing: RunTiming }>();

function timingWithout(input: InsertionInput): RunTiming {
  const { start, run, departAt, speedKmh, stopSeconds } = input;
  const key = `${start.lat},${start.lng},${departAt},${speedKmh},${stopSeconds}`;
  const kept = timedRuns.get(run);
  if (kept !== undefined && kept.key === key) return kept.timing;
  const timing = runTiming(start, run, departAt, speedKmh, stopSeconds);
  timedRuns.set(run, { key, timing });
  return timing;
}

/** Null when the speed makes travel impossible to estimate. */
export function cheapestInsertion(input: InsertionInput): Insertion | null {
  const { start, run, order, speedKmh } = input;
  const leg = (a: LatLng, b: LatLng) => travelSeconds(a, b, speedKmh);
  // The next located stop at or after each position (null: none), in one pass from the end.
  const nextAt: (LatLng | null)[] = new Array<LatLng | null>(run.length + 1).fill(null);
  for (let index = run.length - 1; index >= 0; index -= 1) {
    nextAt[index] = run[index]?.location ?? nextAt[index + 1] ?? null;
  }
  // The located point before each position (the start, else the last located stop before it).
  let before = start;
  let best = { index: 0, added: Number.POSITIVE_INFINITY };
  for (let index = 0; index <= run.length; index += 1) {
    const next = nextAt[index] ?? null;
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
  const without = timingWithout(input);
  const withOrder = runTiming(
    start,
    insertAt(run, best.index, order),
    input.departAt,
    speedKmh,
    input.stopSeconds,
    order.id,
  );
  return {
    index: best.index,
    addedSeconds: Math.max(0, withOrder.travelSeconds - without.travelSeconds),
    addedLateSeconds: Math.max(0, withOrder.lateSeconds - without.lateSeconds),
    orderLateSeconds: Math.max(0, withOrder.watchedLateSeconds),
  };
}
