import { describe, expect, it, vi } from 'vitest';
import { installPush } from '@/sw/push';
import { idbShownPushes } from '@/sw/pushVersions';

// Pushes out of order (docs/push.md#out-of-order-pushes): the worker never shows an older
// status of an order over a newer one, also once the browser has stopped and restarted it.

const ORIGIN = 'https://dispatch.example';
let databases = 0;

/** The system tray of one origin: one notification per tag, as the browser keeps them. */
function fakeTray() {
  const shown = new Map<string, { title: string; body: string; silent: boolean }>();
  return {
    shown,
    showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
      shown.set(options.tag ?? '', { title, body: options.body ?? '', silent: !!options.silent });
    }),
    getNotifications: vi.fn(async ({ tag }: { tag?: string } = {}) =>
      [...shown.entries()]
        .filter(([t]) => tag === undefined || t === tag)
        .map(([t]) => ({ tag: t })),
    ),
  };
}

/** A worker (started afresh each call, as after the browser stopped it) over one database. */
function startWorker(
  tray: ReturnType<typeof fakeTray>,
  dbName: string,
  visibility: DocumentVisibilityState = 'hidden',
) {
  const page = { url: `${ORIGIN}/order`, visibilityState: visibility, postMessage: vi.fn() };
  const worker = Object.assign(new EventTarget(), {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: tray,
    clients: { matchAll: vi.fn(async () => [page]), openWindow: vi.fn(async () => null) },
  });
  installPush(worker as unknown as ServiceWorkerGlobalScope, idbShownPushes(dbName));
  async function push(payload: unknown) {
    const waits: Promise<unknown>[] = [];
    const text = JSON.stringify(payload);
    const event = Object.assign(new Event('push'), {
      data: { json: () => JSON.parse(text) as unknown, text: () => text },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    worker.dispatchEvent(event);
    await Promise.all(waits);
  }
  return { push, page };
}

const status = (body: string, updateTimestamp: number | null) => ({
  notification: { title: 'Order 1042 changed', body },
  data: {
    receiptId: 'r-1042',
    ...(updateTimestamp === null ? {} : { updateTimestamp: String(updateTimestamp) }),
  },
});

const ON_THE_WAY = status('Now: On the Way', 1_000);
const DELIVERED = status('Now: Delivered', 2_000);

describe('pushes about one order, out of order', () => {
  it('an older push does not replace the newer notification', async () => {
    const tray = fakeTray();
    const { push } = startWorker(tray, `push-${(databases += 1)}`);
    await push(DELIVERED);
    await push(ON_THE_WAY);
    expect(tray.shown.get('order-r-1042')).toMatchObject({ body: 'Now: Delivered' });
    expect(tray.showNotification).toHaveBeenCalledTimes(1);
    // In order, the newer one replaces the older as before.
    await push(status('Now: Not Delivered', 3_000));
    expect(tray.shown.get('order-r-1042')).toMatchObject({ body: 'Now: Not Delivered' });
  });

  it('remembers the newest across a restart of the worker', async () => {
    const tray = fakeTray();
    const dbName = `push-${(databases += 1)}`;
    await startWorker(tray, dbName).push(DELIVERED);
    // The browser stopped the idle worker; the next push starts a new one, memory gone.
    await startWorker(tray, dbName).push(ON_THE_WAY);
    expect(tray.shown.get('order-r-1042')).toMatchObject({ body: 'Now: Delivered' });
    expect(tray.showNotification).toHaveBeenCalledTimes(1);
  });

  it('shows the newer one again, silently, when it was dismissed before the older arrived', async () => {
    const tray = fakeTray();
    const { push } = startWorker(tray, `push-${(databases += 1)}`);
    await push(DELIVERED);
    tray.shown.clear();
    await push(ON_THE_WAY);
    expect(tray.shown.get('order-r-1042')).toEqual({
      title: 'Order 1042 changed',
      body: 'Now: Delivered',
      silent: true,
    });
  });

  it('does not relay an older push to a window on screen either', async () => {
    const tray = fakeTray();
    const { push, page } = startWorker(tray, `push-${(databases += 1)}`, 'visible');
    await push(DELIVERED);
    await push(ON_THE_WAY);
    expect(page.postMessage).toHaveBeenCalledTimes(1);
    expect(page.postMessage).toHaveBeenCalledWith(expect.objectContaining({ payload: DELIVERED }));
    expect(tray.showNotification).not.toHaveBeenCalled();
  });

  it('shows a push without a version as it comes (a backend that sends none)', async () => {
    const tray = fakeTray();
    const { push } = startWorker(tray, `push-${(databases += 1)}`);
    await push(DELIVERED);
    await push(status('Now: On the Way', null));
    expect(tray.shown.get('order-r-1042')).toMatchObject({ body: 'Now: On the Way' });
  });
});
