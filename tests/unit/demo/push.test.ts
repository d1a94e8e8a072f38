import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoPush, SHOWN_ANSWER_TIMEOUT_MS } from '@/demo/adapters/push';
import { onWorkerRelayedPush, serviceWorkerRegistration } from '@/services/browserPush';

/** navigator.serviceWorker and Notification as a page with a running worker sees them. */
function stubBrowser(
  permission: NotificationPermission,
  ready?: Promise<unknown>,
  answer: (port: MessagePort) => void = (port) => port.postMessage({ shown: true }),
) {
  const container = new EventTarget();
  const worker = {
    postMessage: vi.fn((_message: unknown, transfer: MessagePort[]) => answer(transfer[0])),
  };
  Object.assign(container, {
    ready: ready ?? Promise.resolve({ active: worker }),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: vi.fn(async () => 'granted'),
  });
  return { container, worker };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the demo Push adapter', () => {
  it('gives one stable fake token per browser, only with permission', async () => {
    stubBrowser('default');
    await expect(createDemoPush(localStorage).getToken()).rejects.toThrow(/not allowed/);

    stubBrowser('granted');
    const token = await createDemoPush(localStorage).getToken();
    expect(token).toMatch(/^demo-fcm-/);
    expect(await createDemoPush(localStorage).getToken()).toBe(token);
  });

  it('keeps the token in memory when there is no storage', async () => {
    stubBrowser('granted');
    const push = createDemoPush(null);
    expect(await push.getToken()).toBe(await push.getToken());
  });

  it('asks the browser for permission and reports it', async () => {
    stubBrowser('default');
    const push = createDemoPush(localStorage);
    expect(push.permission()).toBe('default');
    expect(await push.requestPermission()).toBe('granted');
  });

  it('sends the test notification to the worker, to show it as a push', async () => {
    const { worker } = stubBrowser('granted');
    const payload = { notification: { title: 'Test notification' }, data: { receiptId: 'r-1' } };
    await createDemoPush(localStorage).sendTestNotification?.(payload);
    expect(worker.postMessage).toHaveBeenCalledWith(
      { type: 'dispatch:show-test-notification', payload },
      [expect.any(MessagePort)],
    );
  });

  it('settles only on the worker’s answer, and passes on its refusal', async () => {
    let port: MessagePort | undefined;
    stubBrowser('granted', undefined, (given) => (port = given));
    let settled = false;
    const sending = createDemoPush(localStorage)
      .sendTestNotification?.({})
      .finally(() => (settled = true));
    await vi.waitFor(() => expect(port).toBeDefined());
    port?.postMessage({ type: 'something else' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    port?.postMessage({ shown: false, reason: 'No notification permission' });
    await expect(sending).rejects.toThrow(
      'The notification could not be shown: No notification permission',
    );
  });

  it('says so when the worker never answers', async () => {
    vi.useFakeTimers();
    try {
      stubBrowser('granted', undefined, () => {});
      const sending = createDemoPush(localStorage).sendTestNotification?.({});
      const assertion = expect(sending).rejects.toThrow(/did not answer/);
      await vi.advanceTimersByTimeAsync(SHOWN_ANSWER_TIMEOUT_MS);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the worker is not running', async () => {
    stubBrowser('granted', Promise.resolve({ active: null }));
    await expect(createDemoPush(localStorage).sendTestNotification?.({})).rejects.toThrow(
      /not running/,
    );
  });
});

describe('the browser side shared by both adapters', () => {
  it('passes on the pushes the worker relays, and nothing else', () => {
    const { container } = stubBrowser('granted');
    const listener = vi.fn();
    const stop = onWorkerRelayedPush(listener);
    const message = (data: unknown) => new MessageEvent('message', { data });

    container.dispatchEvent(message({ type: 'dispatch:push-received', payload: { a: 1 } }));
    container.dispatchEvent(message({ type: 'SKIP_WAITING' }));
    container.dispatchEvent(message('dispatch:push-received'));
    stop();
    container.dispatchEvent(message({ type: 'dispatch:push-received', payload: { a: 2 } }));

    expect(listener.mock.calls).toEqual([[{ a: 1 }]]);
  });

  it('gives up waiting for a worker that never starts', async () => {
    vi.useFakeTimers();
    try {
      stubBrowser('granted', new Promise(() => {}));
      const waiting = serviceWorkerRegistration(1000);
      const assertion = expect(waiting).rejects.toThrow(/did not start/);
      await vi.advanceTimersByTimeAsync(1000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
