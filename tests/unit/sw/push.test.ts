import { describe, expect, it, vi } from 'vitest';
import { installPush, PREVIOUS_PUSH_WAIT_MS, readPushData } from '@/sw/push';

const ORIGIN = 'https://dispatch.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, options: Partial<FakeWindow> = {}): FakeWindow {
  const client: FakeWindow = {
    url,
    focused: false,
    visibilityState: 'hidden',
    postMessage: vi.fn(),
    focus: vi.fn(async () => client),
    navigate: vi.fn(async () => client),
    ...options,
  };
  return client;
}

/** Just enough of a ServiceWorkerGlobalScope for the push module; events come from the test. */
function fakeWorker(windows: FakeWindow[] = []) {
  const target = new EventTarget();
  const worker = Object.assign(target, {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  });
  installPush(worker as unknown as ServiceWorkerGlobalScope);
  return worker;
}

/** Dispatches an extendable event and waits for what it asked to wait for. */
async function dispatch(worker: EventTarget, type: string, fields: Record<string, unknown>) {
  const waits: Promise<unknown>[] = [];
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  });
  worker.dispatchEvent(event);
  await Promise.all(waits);
  return waits.length;
}

function pushData(text: string): PushMessageData {
  return {
    json: () => JSON.parse(text) as unknown,
    text: () => text,
  } as PushMessageData;
}

const FCM_MESSAGE = {
  notification: { title: 'Order 1042 changed', body: 'Now: On the Way' },
  data: { receiptId: 'r-1042' },
};

describe('a push in the worker', () => {
  it('becomes a system notification when no window of the app is visible', async () => {
    const hidden = fakeWindow(`${ORIGIN}/order`);
    const worker = fakeWorker([hidden]);

    await dispatch(worker, 'push', { data: pushData(JSON.stringify(FCM_MESSAGE)) });

    expect(worker.registration.showNotification).toHaveBeenCalledWith(
      'Order 1042 changed',
      expect.objectContaining({
        body: 'Now: On the Way',
        tag: 'order-r-1042',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { receiptId: 'r-1042', link: null },
      }),
    );
    expect(hidden.postMessage).not.toHaveBeenCalled();
  });

  it('is relayed to the visible window (a toast) instead of a notification', async () => {
    const visible = fakeWindow(`${ORIGIN}/order`, { visibilityState: 'visible' });
    const worker = fakeWorker([visible]);

    await dispatch(worker, 'push', { data: pushData(JSON.stringify(FCM_MESSAGE)) });

    expect(visible.postMessage).toHaveBeenCalledWith({
      type: 'dispatch:push-received',
      payload: FCM_MESSAGE,
    });
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', pushData('ping')],
  ])('still shows a notification for a push with %s', async (_, data) => {
    const worker = fakeWorker();
    await dispatch(worker, 'push', { data });
    expect(worker.registration.showNotification).toHaveBeenCalledWith(
      'Dispatch',
      expect.objectContaining({ body: 'Your orders have changed.', tag: 'dispatch-orders' }),
    );
  });

  it('does not let a display that never settles hold the next push for more than a moment', async () => {
    vi.useFakeTimers();
    try {
      const worker = fakeWorker();
      worker.registration.showNotification.mockImplementationOnce(() => new Promise(() => {}));
      const first = { data: { receiptId: 'r-1', title: 'First' } };
      const second = { data: { receiptId: 'r-2', title: 'Second' } };
      void dispatch(worker, 'push', { data: pushData(JSON.stringify(first)) });
      const shown = dispatch(worker, 'push', { data: pushData(JSON.stringify(second)) });
      await vi.advanceTimersByTimeAsync(PREVIOUS_PUSH_WAIT_MS);
      await shown;
      expect(worker.registration.showNotification).toHaveBeenLastCalledWith(
        'Second',
        expect.objectContaining({ tag: 'order-r-2' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads push bodies tolerantly', () => {
    expect(readPushData(null)).toBeNull();
    expect(readPushData(pushData('{"a":1}'))).toEqual({ a: 1 });
    expect(readPushData(pushData('plain'))).toBe('plain');
  });
});

describe('the demo’s test notification', () => {
  it('is shown exactly like a push, even with the app on screen', async () => {
    const visible = fakeWindow(`${ORIGIN}/order`, { visibilityState: 'visible' });
    const worker = fakeWorker([visible]);

    const waited = await dispatch(worker, 'message', {
      data: { type: 'dispatch:show-test-notification', payload: FCM_MESSAGE },
      ports: [],
    });

    expect(waited).toBe(1);
    expect(worker.registration.showNotification).toHaveBeenCalledWith(
      'Order 1042 changed',
      expect.objectContaining({ tag: 'order-r-1042' }),
    );
  });

  it('tells the page once it is shown, or why it could not be', async () => {
    const worker = fakeWorker();
    const message = { type: 'dispatch:show-test-notification', payload: FCM_MESSAGE };
    const shownPort = { postMessage: vi.fn() };
    await dispatch(worker, 'message', { data: message, ports: [shownPort] });
    expect(shownPort.postMessage).toHaveBeenCalledWith({ shown: true });

    worker.registration.showNotification.mockRejectedValueOnce(
      new TypeError('No notification permission has been granted for this origin.'),
    );
    const refusedPort = { postMessage: vi.fn() };
    await dispatch(worker, 'message', { data: message, ports: [refusedPort] });
    expect(refusedPort.postMessage).toHaveBeenCalledWith({
      shown: false,
      reason: 'No notification permission has been granted for this origin.',
    });
  });

  it('ignores other messages (the update handshake shares the channel)', async () => {
    const worker = fakeWorker();
    expect(await dispatch(worker, 'message', { data: { type: 'SKIP_WAITING' } })).toBe(0);
    expect(worker.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('a tap on a notification', () => {
  function clickEvent(data: unknown) {
    return { notification: { data, close: vi.fn() } };
  }

  it('focuses an open window of the app and navigates it to the order', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const background = fakeWindow(`${ORIGIN}/delivered`);
    const focused = fakeWindow(`${ORIGIN}/order`, { focused: true });
    const worker = fakeWorker([other, background, focused]);
    const event = clickEvent({ receiptId: 'r-1042', link: null });

    await dispatch(worker, 'notificationclick', event);

    expect(event.notification.close).toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/order-detail?id=r-1042`);
    expect(background.navigate).not.toHaveBeenCalled();
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none of the app is open', async () => {
    const worker = fakeWorker([fakeWindow('https://elsewhere.example/')]);
    await dispatch(worker, 'notificationclick', clickEvent({ receiptId: 'r-7' }));
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/order-detail?id=r-7`);
  });

  it('opens a window when the open one cannot be navigated', async () => {
    const uncontrolled = fakeWindow(`${ORIGIN}/order`, { navigate: vi.fn(async () => null) });
    const refusing = fakeWindow(`${ORIGIN}/order`, {
      focus: vi.fn(async () => {
        throw new Error('Not allowed to focus a window.');
      }),
    });
    const worker = fakeWorker([uncontrolled, refusing]);
    await dispatch(worker, 'notificationclick', clickEvent({ receiptId: 'r-7' }));
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/order-detail?id=r-7`);
  });

  it.each([
    ['a link to another origin', { link: 'https://evil.example/phish' }],
    ['a same-origin link whose path is protocol-relative', { link: `${ORIGIN}//evil.example/x` }],
    ['a same-origin link whose path starts with /\\', { link: `${ORIGIN}/\\evil.example/x` }],
    ['an encoded protocol-relative path', { link: '/%2F%2fevil.example/x' }],
    ['malformed data', 'not an object'],
    ['no data', null],
  ])('opens /order for %s', async (_, data) => {
    const worker = fakeWorker();
    await dispatch(worker, 'notificationclick', clickEvent(data));
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/order`);
  });

  it('shows pushes in the order they arrived, even when the first one waits longer', async () => {
    // Time is the test's (the shown-pushes store's IndexedDB runs on setImmediate): it runs all
    // there is to run before the first push's windows are answered, short of the second push's
    // wait for it running out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate'] });
    try {
      const target = new EventTarget();
      let releaseFirst = () => {};
      const firstAnswer = new Promise<void>((resolve) => (releaseFirst = resolve));
      let asked = 0;
      const worker = Object.assign(target, {
        location: new URL(`${ORIGIN}/sw.js`),
        registration: { showNotification: vi.fn(async () => {}) },
        clients: {
          // The first push's question about the windows is answered last.
          matchAll: vi.fn(async () => {
            asked += 1;
            if (asked === 1) await firstAnswer;
            return [];
          }),
          openWindow: vi.fn(async () => null),
        },
      });
      installPush(worker as unknown as ServiceWorkerGlobalScope);
      const older = {
        ...FCM_MESSAGE,
        notification: { title: 'Order 1042', body: 'Now: On the Way' },
      };
      const newer = {
        ...FCM_MESSAGE,
        notification: { title: 'Order 1042', body: 'Now: Delivered' },
      };

      const first = dispatch(worker, 'push', { data: pushData(JSON.stringify(older)) });
      const second = dispatch(worker, 'push', { data: pushData(JSON.stringify(newer)) });
      // All that can happen while the first push waits for its answer: handled beside the first,
      // the second would be shown now.
      await vi.advanceTimersByTimeAsync(PREVIOUS_PUSH_WAIT_MS - 1);
      expect(asked).toBe(1);
      releaseFirst();
      await vi.runAllTimersAsync();
      await Promise.all([first, second]);

      const bodies = worker.registration.showNotification.mock.calls.map(
        (call) => (call as unknown as [string, NotificationOptions])[1].body,
      );
      expect(bodies).toEqual(['Now: On the Way', 'Now: Delivered']);
    } finally {
      vi.useRealTimers();
    }
  });
});
