import type { LatLng } from '@/domain/route/geo';
import { optimiseRoute, type RouteStop } from '@/domain/route/optimise';

// "Optimise route" for a long route, off the main thread (optimiseOffThread.ts): one request,
// one answer (the stop ids in the new order), then the page ends the worker.

export interface OptimiseRequest {
  start: LatLng | null;
  stops: RouteStop[];
}

self.onmessage = (event: MessageEvent<OptimiseRequest>) => {
  self.postMessage(optimiseRoute(event.data.start, event.data.stops));
};
