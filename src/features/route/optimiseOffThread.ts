import type { LatLng } from '@/domain/route/geo';
import { optimiseRoute, type RouteStop } from '@/domain/route/optimise';
import type { OptimiseRequest } from './optimise.worker';

// "Optimise route" without holding the screen (docs/route.md#order-the-stops): a short route is
// optimised at once on the main thread (a worker's start costs more than the work), a long one in
// a worker, so that no tap waits for it. The answer is the same either way (optimiseRoute is
// deterministic).

/**
 * The most stops optimised on the main thread: 200 take about 15 ms on the bench machine, so
 * about 60 ms on a phone 4× slower, within the 100 ms a tap may wait; 500 take about 60 ms
 * (240 ms on the phone), 5,000 about half a second.
 */
export const MAIN_THREAD_MAX_STOPS = 200;

/** A worker to optimise in; null where there is none (tests, old browsers). */
export type OptimiseWorkerFactory = () => Pick<
  Worker,
  'postMessage' | 'terminate' | 'onmessage' | 'onerror'
> | null;

function browserWorker(): ReturnType<OptimiseWorkerFactory> {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./optimise.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

function isIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'string');
}

/** optimiseRoute, in a worker for more than MAIN_THREAD_MAX_STOPS stops (when there is one). */
export function optimiseOffThread(
  start: LatLng | null,
  stops: readonly RouteStop[],
  createWorker: OptimiseWorkerFactory = browserWorker,
): Promise<string[]> {
  const here = () => optimiseRoute(start, stops);
  if (stops.length <= MAIN_THREAD_MAX_STOPS) return Promise.resolve(here());
  const worker = createWorker();
  if (worker === null) return Promise.resolve(here());
  return new Promise((resolve) => {
    // A worker that fails (its chunk not cached offline, an error) leaves the work to the page.
    const settle = (ids: string[] | null) => {
      worker.terminate();
      resolve(ids ?? here());
    };
    worker.onmessage = (event: MessageEvent<unknown>) =>
      settle(isIdList(event.data) ? event.data : null);
    worker.onerror = () => settle(null);
    const request: OptimiseRequest = { start, stops: [...stops] };
    worker.postMessage(request);
  });
}
