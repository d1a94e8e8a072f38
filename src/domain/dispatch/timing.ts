import { travelSeconds, type LatLng } from '../route/geo';
import type { DispatchStop } from './types';

// A run driven in its order from its start (docs/auto-dispatch.md#the-rule): how long the
// driving takes and how late each stop would be against its due time. A stop without a map
// position cannot be timed: it is passed over (it neither moves the driver nor counts late).

export interface RunTiming {
  /** Seconds of driving, start → first located stop → … → last. */
  travelSeconds: number;
  /** The sum over stops of how late each arrives past its due time (seconds). */
  lateSeconds: number;
  /** How many stops arrive after their due time. */
  lateStops: number;
  /** How late the stop `watch` arrives (seconds; 0 when on time or not in the run). */
  watchedLateSeconds: number;
}

export function runTiming(
  start: LatLng,
  stops: readonly DispatchStop[],
  departAt: number,
  speedKmh: number,
  stopSeconds: number,
  watch: string | null = null,
): RunTiming {
  let at = start;
  let clock = departAt;
  let travel = 0;
  let lateSeconds = 0;
  let lateStops = 0;
  let watchedLateSeconds = 0;
  for (const stop of stops) {
    if (stop.location === null) continue;
    const leg = travelSeconds(at, stop.location, speedKmh);
    travel += leg;
    clock += leg * 1000;
    if (stop.dueAt !== null && clock > stop.dueAt) {
      lateSeconds += (clock - stop.dueAt) / 1000;
      lateStops += 1;
      if (stop.id === watch) watchedLateSeconds = (clock - stop.dueAt) / 1000;
    }
    clock += stopSeconds * 1000;
    at = stop.location;
  }
  return { travelSeconds: travel, lateSeconds, lateStops, watchedLateSeconds };
}
