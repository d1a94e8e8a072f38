import type { LatLng } from '../route/geo';
import { optimiseRoute } from '../route/optimise';
import type { DispatchStop } from './types';

// A driver's run where the phone has shared no order (docs/auto-dispatch.md#inputs): the order
// the driver app's own "Optimise route" would give from where they start (route/optimise.ts),
// said to be an estimate. Stops without a map position keep their order, at the end.

export function estimatedRun<T extends DispatchStop>(
  start: LatLng | null,
  stops: readonly T[],
): T[] {
  if (stops.length < 2) return [...stops];
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  // A small cap: a desk estimates every driver's run on each change of the board.
  const order = optimiseRoute(start, stops, { maxEvaluations: 20_000 });
  return order.flatMap((id) => {
    const stop = byId.get(id);
    return stop === undefined ? [] : [stop];
  });
}
