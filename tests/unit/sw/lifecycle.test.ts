import { describe, expect, it, vi } from 'vitest';
import { installLifecycle, isSkipWaitingMessage } from '@/sw/lifecycle';

/** Just enough of a ServiceWorkerGlobalScope: events dispatched by the test. */
function fakeWorker() {
  const target = new EventTarget();
  const worker = Object.assign(target, {
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  });
  return worker;
}

function message(data: unknown) {
  return Object.assign(new Event('message'), { data });
}

describe('the worker lifecycle', () => {
  it('takes over only on the page’s SKIP_WAITING message', () => {
    const worker = fakeWorker();
    installLifecycle(worker as unknown as ServiceWorkerGlobalScope);

    worker.dispatchEvent(message({ type: 'PING' }));
    worker.dispatchEvent(message('SKIP_WAITING'));
    worker.dispatchEvent(message(null));
    expect(worker.skipWaiting).not.toHaveBeenCalled();

    worker.dispatchEvent(message({ type: 'SKIP_WAITING' }));
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('claims the open pages when it activates', async () => {
    const worker = fakeWorker();
    installLifecycle(worker as unknown as ServiceWorkerGlobalScope);
    const waits: Promise<unknown>[] = [];
    const activate = Object.assign(new Event('activate'), {
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });

    worker.dispatchEvent(activate);
    await Promise.all(waits);

    expect(worker.clients.claim).toHaveBeenCalledTimes(1);
    expect(waits).toHaveLength(1);
  });

  it('recognises the message workbox-window sends', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'skip_waiting' })).toBe(false);
    expect(isSkipWaitingMessage(undefined)).toBe(false);
  });
});
