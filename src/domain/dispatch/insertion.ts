import { travelSeconds, type LatLng } from '../route/geo';
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
 * What a run is without the new order, kept for the run's array while the start, the time and
 * the settings are the same: ranking many orders against the same drivers (the desk's cards,
 * auto-assign's queue) works each run out once, not once per order. Per stop: the leg into it
 * (seconds, from the last located point) and when it is reached (ms); NaN for a stop without a
 * map position.
 */
interface RunFacts {
  /** What the facts were worked out for (compared as numbers: no key string per call). */
  lat: number;
  lng: number;
  departAt: number;
  speedKmh: number;
  stopSeconds: number;
  legInto: number[];
  arrive: number[];
  /** The index of the next located stop at or after each position (-1: none); run.length + 1. */
  nextAt: number[];
}

const knownRuns = new WeakMap<readonly DispatchStop[], RunFacts>();

function runFacts(input: InsertionInput): RunFacts {
  const { start, run, departAt, speedKmh, stopSeconds } = input;
  const kept = knownRuns.get(run);
  if (
    kept !== undefined &&
    kept.lat === start.lat &&
    kept.lng === start.lng &&
    kept.departAt === departAt &&
    kept.speedKmh === speedKmh &&
    kept.stopSeconds === stopSeconds
  ) {
    return kept;
  }
  const legInto: number[] = [];
  const arrive: number[] = [];
  let at = start;
  let clock = departAt;
  for (const stop of run) {
    if (stop.location === null) {
      legInto.push(Number.NaN);
      arrive.push(Number.NaN);
      continue;
    }
    const leg = travelSeconds(at, stop.location, speedKmh);
    clock += leg * 1000;
    legInto.push(leg);
    arrive.push(clock);
    clock += stopSeconds * 1000;
    at = stop.location;
  }
  const nextAt: number[] = new Array<number>(run.length + 1).fill(-1);
  for (let index = run.length - 1; index >= 0; index -= 1) {
    nextAt[index] = run[index]?.location ? index : (nextAt[index + 1] ?? -1);
  }
  const facts = {
    nextAt,
    lat: start.lat,
    lng: start.lng,
    departAt,
    speedKmh,
    stopSeconds,
    legInto,
    arrive,
  };
  knownRuns.set(run, facts);
  return facts;
}

const lateness = (arrive: number, dueAt: number | null) =>
  dueAt === null || !(arrive > dueAt) ? 0 : (arrive - dueAt) / 1000;

/**
 * The order's travel to each stop of the run (NaN where a stop has no map position), reused from
 * call to call: ranking every order against every driver would otherwise make an array per pair.
 */
let withStopScratch = new Float64Array(16);

/** Null when the speed makes travel impossible to estimate. */
export function cheapestInsertion(input: InsertionInput): Insertion | null {
  const { start, run, order, speedKmh, departAt, stopSeconds } = input;
  const facts = runFacts(input);
  const { nextAt, legInto, arrive } = facts;
  const count = run.length;
  // The order's travel to each located stop, once: the straight line is the same both ways
  // (distanceMetres is symmetric), so the leg from a stop to the order is the leg back.
  if (withStopScratch.length < count) withStopScratch = new Float64Array(count * 2);
  const withStop = withStopScratch;
  for (let index = 0; index < count; index += 1) {
    const location = run[index]?.location;
    withStop[index] = location ? travelSeconds(order.location, location, speedKmh) : Number.NaN;
  }
  // The located point before each position (the start, else the last located stop before it),
  // and when the driver leaves it.
  let toOrder = travelSeconds(start, order.location, speedKmh);
  let leaves = departAt;
  let bestIndex = 0;
  let bestAdded = Number.POSITIVE_INFINITY;
  let bestToOrder = 0;
  let bestLeaves = departAt;
  for (let index = 0; index <= count; index += 1) {
    const next = nextAt[index] ?? -1;
    const added = next < 0 ? toOrder : toOrder + (withStop[next] ?? 0) - (legInto[next] ?? 0);
    // Strictly less: of equal places the earliest, so a tie never jumps between renders.
    if (added < bestAdded - 1e-9) {
      bestIndex = index;
      bestAdded = added;
      bestToOrder = toOrder;
      bestLeaves = leaves;
    }
    if (run[index]?.location) {
      toOrder = withStop[index] ?? toOrder;
      leaves = (arrive[index] ?? departAt) + stopSeconds * 1000;
    }
  }
  if (!Number.isFinite(bestAdded)) return null;
  // With the order in: it is reached from the point before it; every located stop after it is
  // reached later by the driving it adds and its time at the door.
  const orderLate = lateness(bestLeaves + bestToOrder * 1000, order.dueAt);
  const shift = (bestAdded + stopSeconds) * 1000;
  let addedLate = orderLate;
  for (let index = bestIndex; index < count; index += 1) {
    const reached = arrive[index] ?? Number.NaN;
    if (Number.isNaN(reached)) continue;
    const dueAt = run[index]?.dueAt ?? null;
    addedLate += lateness(reached + shift, dueAt) - lateness(reached, dueAt);
  }
  return {
    index: bestIndex,
    addedSeconds: Math.max(0, bestAdded),
    addedLateSeconds: Math.max(0, addedLate),
    orderLateSeconds: orderLate,
  };
}
