import { describe, expect, it, vi } from 'vitest';
import { optimiseRoute, type RouteStop } from '@/domain/route/optimise';
import {
  MAIN_THREAD_MAX_STOPS,
  optimiseOffThread,
  type OptimiseWorkerFactory,
} from '@/features/route/optimiseOffThread';

const START = { lat: 38.7112, lng: -9.1357 };

function stops(count: number): RouteStop[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `s${index}`,
    location:
      index % 50 === 7
        ? null
        : { lat: 38.7 + Math.sin(index * 7.1) * 0.05, lng: -9.14 + Math.cos(index * 3.3) * 0.05 },
  }));
}

type Answer = (request: { start: typeof START | null; stops: RouteStop[] }) => unknown;

/** A worker that answers on the next task, as a real one would; 'fail' raises its error event. */
function fakeWorker(answer: Answer | 'fail') {
  const worker = {
    onmessage: null as ((event: MessageEvent<unknown>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminate: vi.fn(),
    postMessage: vi.fn((request: Parameters<Answer>[0]) => {
      setTimeout(() => {
        if (answer === 'fail') worker.onerror?.(new ErrorEvent('error'));
        else worker.onmessage?.(new MessageEvent('message', { data: answer(request) }));
      }, 0);
    }),
  };
  const factory = vi.fn(() => worker as unknown as ReturnType<OptimiseWorkerFactory>);
  return { worker, factory };
}

const inWorker: Answer = (request) => optimiseRoute(request.start, request.stops);

describe('optimiseOffThread', () => {
  it('a short route is optimised at once, with no worker', async () => {
    const { factory } = fakeWorker(inWorker);
    const route = stops(MAIN_THREAD_MAX_STOPS);
    await expect(optimiseOffThread(START, route, factory)).resolves.toEqual(
      optimiseRoute(START, route),
    );
    expect(factory).not.toHaveBeenCalled();
  });

  it('a long route goes to a worker, gives the same order, and the worker is ended', async () => {
    const { worker, factory } = fakeWorker(inWorker);
    const route = stops(MAIN_THREAD_MAX_STOPS + 1);
    await expect(optimiseOffThread(START, route, factory)).resolves.toEqual(
      optimiseRoute(START, route),
    );
    expect(worker.postMessage).toHaveBeenCalledWith({ start: START, stops: route });
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('without a worker, or when it fails or answers nonsense, the page does the work', async () => {
    const route = stops(MAIN_THREAD_MAX_STOPS + 1);
    const expected = optimiseRoute(START, route);
    await expect(optimiseOffThread(START, route, () => null)).resolves.toEqual(expected);
    const failing = fakeWorker('fail');
    await expect(optimiseOffThread(START, route, failing.factory)).resolves.toEqual(expected);
    expect(failing.worker.terminate).toHaveBeenCalledOnce();
    const nonsense = fakeWorker(() => ({ not: 'ids' }));
    await expect(optimiseOffThread(START, route, nonsense.factory)).resolves.toEqual(expected);
  });
});
