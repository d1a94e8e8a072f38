import { EARTH_RADIUS_M, type LatLng } from './geo';

// "Optimise route" (docs/route.md#order-the-stops): the open stops in the order of the shortest
// straight-line path found from where the driver is, by nearest neighbour improved by 2-opt.
// The path is open (the driver does not come back): its length is start → first stop → … → last.
// Stops without coordinates cannot be placed: they keep their order, at the end.

export interface RouteStop {
  id: string;
  location: LatLng | null;
}

export interface OptimiseOptions {
  /**
   * The most 2-opt move evaluations to spend (a deterministic cap instead of a clock): 50 stops
   * need a few thousand; 5,000 stop earlier with nearest neighbour's tour mostly unimproved.
   */
  maxEvaluations?: number;
}

export const DEFAULT_MAX_EVALUATIONS = 4_000_000;

interface Point3 {
  x: number;
  y: number;
  z: number;
}

const RADIANS = Math.PI / 180;

function unitVector({ lat, lng }: LatLng): Point3 {
  const phi = lat * RADIANS;
  const lambda = lng * RADIANS;
  return {
    x: Math.cos(phi) * Math.cos(lambda),
    y: Math.cos(phi) * Math.sin(lambda),
    z: Math.sin(phi),
  };
}

/** The great-circle distance from the chord between two unit vectors (exact, cheap). */
function arc(a: Point3, b: Point3): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  const dz = a.z - b.z;
  const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chord / 2));
}

/** The length in metres of the open path from `start` (if any) through the stops in order. */
export function pathLength(start: LatLng | null, stops: readonly LatLng[]): number {
  let total = 0;
  let previous = start === null ? null : unitVector(start);
  for (const stop of stops) {
    const point = unitVector(stop);
    if (previous !== null) total += arc(previous, point);
    previous = point;
  }
  return total;
}

/** The length of the located stops of a route, in the route's order (those without are skipped). */
export function routeLength(start: LatLng | null, stops: readonly RouteStop[]): number {
  return pathLength(
    start,
    stops.flatMap((stop) => (stop.location === null ? [] : [stop.location])),
  );
}

function tourLength(
  start: Point3 | null,
  points: readonly Point3[],
  tour: readonly number[],
): number {
  let total = 0;
  let previous = start;
  for (const index of tour) {
    const point = points[index] as Point3;
    if (previous !== null) total += arc(previous, point);
    previous = point;
  }
  return total;
}

function nearestNeighbour(start: Point3 | null, points: readonly Point3[]): number[] {
  const n = points.length;
  const visited = new Uint8Array(n);
  const tour: number[] = [];
  let current: Point3 | null = start;
  if (current === null) {
    // No start: begin with the first stop as it stood.
    tour.push(0);
    visited[0] = 1;
    current = points[0] as Point3;
  }
  while (tour.length < n) {
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i += 1) {
      if (visited[i] === 1) continue;
      const d = arc(current, points[i] as Point3);
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    visited[best] = 1;
    tour.push(best);
    current = points[best] as Point3;
  }
  return tour;
}

/**
 * 2-opt on an open path: reversing tour[i..j] replaces the edges (before i → i) and (j → after j)
 * with (before i → j) and (i → after j); with no start, the first stop has no edge before it, and
 * the last none after it. Only strictly shorter moves are taken, so the path never grows.
 */
function twoOpt(
  start: Point3 | null,
  points: readonly Point3[],
  tour: number[],
  maxEvaluations: number,
): void {
  const n = tour.length;
  const at = (position: number): Point3 => points[tour[position] as number] as Point3;
  let evaluations = 0;
  let improved = true;
  while (improved && evaluations < maxEvaluations) {
    improved = false;
    for (let i = 0; i < n - 1 && evaluations < maxEvaluations; i += 1) {
      const before = i === 0 ? start : at(i - 1);
      for (let j = i + 1; j < n; j += 1) {
        evaluations += 1;
        const after = j === n - 1 ? null : at(j + 1);
        const first = at(i);
        const last = at(j);
        const removed =
          (before === null ? 0 : arc(before, first)) + (after === null ? 0 : arc(last, after));
        const added =
          (before === null ? 0 : arc(before, last)) + (after === null ? 0 : arc(first, after));
        // A margin keeps rounding from swapping equal paths back and forth.
        if (added < removed - 1e-7) {
          for (let a = i, b = j; a < b; a += 1, b -= 1) {
            const swap = tour[a] as number;
            tour[a] = tour[b] as number;
            tour[b] = swap;
          }
          improved = true;
        }
      }
    }
  }
}

/**
 * The stops' ids in the optimised order: the located stops by nearest neighbour from `start`
 * (from the first stop when there is none) improved by 2-opt, never longer than the order they
 * came in; then the stops without coordinates, in the order they came in.
 */
export function optimiseRoute(
  start: LatLng | null,
  stops: readonly RouteStop[],
  options: OptimiseOptions = {},
): string[] {
  const located = stops.filter(
    (stop): stop is RouteStop & { location: LatLng } => stop.location !== null,
  );
  const unlocated = stops.filter((stop) => stop.location === null).map((stop) => stop.id);
  if (located.length === 0) return unlocated;
  const points = located.map((stop) => unitVector(stop.location));
  const origin = start === null ? null : unitVector(start);
  const given = located.map((_, index) => index);
  const greedy = nearestNeighbour(origin, points);
  // 2-opt only shortens: starting from the shorter of the two keeps the result no longer than
  // the order the driver had.
  const tour =
    tourLength(origin, points, greedy) <= tourLength(origin, points, given) ? greedy : given;
  twoOpt(origin, points, tour, options.maxEvaluations ?? DEFAULT_MAX_EVALUATIONS);
  return [...tour.map((index) => (located[index] as RouteStop).id), ...unlocated];
}
