import type { LatLng } from '../route/geo';
import { orderByRoute } from '../route/routeOrder';
import { estimatedRun } from './estimatedRun';
import type { DispatchDriver, DispatchStop } from './types';

// A driver's open run as auto-dispatch counts it (docs/auto-dispatch.md#inputs): the stop order
// their phone shared with its last position where there is one, else the desk's estimate.

/** A driver's open stops in the order they will drive them, and whether that is an estimate. */
export interface DriverRun<T extends DispatchStop> extends Pick<DispatchDriver, 'runEstimated'> {
  run: T[];
}

/**
 * The run of a driver whose open stops are `stops` (in the desk's order: due, else placed time).
 *
 * - `shared` (the receipt ids the phone sent with its position, `DriverShift.run`): the stops in
 *   that order. Ids no longer among `stops` (delivered, taken away) are dropped; open stops the
 *   phone had not listed yet (given to the driver since its last position) follow at the end in
 *   the order given, as the phone's own route adds a new stop at the end (route/routeOrder.ts),
 *   so the run is **not** estimated: it is what the phone will show.
 * - `shared` null (an old phone, off shift, nothing sent yet): the driver app's optimiser's order
 *   from `start` (estimatedRun.ts), estimated when there are two stops or more to order.
 *
 * Pure and deterministic: the desk's regions, its suggestions and the backend's auto-assign
 * all count the same run from the same inputs.
 */
export function runOf<T extends DispatchStop>(
  start: LatLng | null,
  stops: readonly T[],
  shared: readonly string[] | null,
): DriverRun<T> {
  if (shared === null) return { run: estimatedRun(start, stops), runEstimated: stops.length > 1 };
  return { run: orderByRoute(stops, shared), runEstimated: false };
}
