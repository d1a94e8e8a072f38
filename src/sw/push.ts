/// <reference lib="webworker" />
import { orderDetailPath, PATHS } from '@/config/paths';
import { resolveClickTarget, type PushRoutes } from '@/domain/push/clickTarget';
import {
  isPushRelayMessage,
  PUSH_RECEIVED_MESSAGE,
  SHOW_TEST_NOTIFICATION_MESSAGE,
  type PushRelayMessage,
} from '@/domain/push/messages';
import { notificationFor } from '@/domain/push/notification';
import { parsePushMessage } from '@/domain/push/wire';

// Push in the one service worker (docs/push.md). The worker handles the `push`
// event itself rather than through firebase/messaging/sw: FCM delivers a web push whose body is
// the JSON of the message, and handling it here means
// - one display path for FCM, the demo's test notification and the tests (no Firebase config or
//   SDK in the worker, which must also run in demo builds);
// - no double notifications: firebase/messaging/sw shows `notification` messages by itself;
// - our tag per order, icon, badge and click handling for every message.
// The cost: Firebase's onMessage in the page never fires, so the worker relays foreground
// messages to the page itself (PUSH_RECEIVED_MESSAGE), which the Push adapters listen to.

/** Where a tap on a notification falls back to when the message has no in-app link. */
const PUSH_ROUTES: PushRoutes = { orders: PATHS.order, orderDetail: orderDetailPath };

/** Reads the push body as JSON when it is JSON, as text otherwise; never throws. */
export function readPushData(data: PushMessageData | null): unknown {
  if (data === null) return null;
  try {
    return data.json() as unknown;
  } catch {
    try {
      return data.text();
    } catch {
      return null;
    }
  }
}

/** Shows a push payload as a system notification (every message, malformed ones too). */
export function showPushNotification(
  worker: ServiceWorkerGlobalScope,
  payload: unknown,
): Promise<void> {
  const { title, options } = notificationFor(parsePushMessage(payload));
  return worker.registration.showNotification(title, options);
}

async function visibleWindows(worker: ServiceWorkerGlobalScope): Promise<WindowClient[]> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((client) => client.visibilityState === 'visible');
}

/**
 * A push while the dispatcher looks at the app becomes an in-app toast (the page shows it);
 * otherwise a system notification. Chromium accepts a push without a notification only while
 * a window of the origin is visible, which is exactly this case.
 */
export async function handlePush(
  worker: ServiceWorkerGlobalScope,
  payload: unknown,
): Promise<void> {
  const visible = await visibleWindows(worker);
  if (visible.length === 0) return showPushNotification(worker, payload);
  const message: PushRelayMessage = { type: PUSH_RECEIVED_MESSAGE, payload };
  for (const client of visible) client.postMessage(message);
}

/**
 * Brings the app to the front at `url`: an open window of the app is focused and navigated
 * (a focused one first); with none, a new window opens.
 */
export async function openApp(worker: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const origin = worker.location.origin;
  const windows = (await worker.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    .filter((client) => new URL(client.url).origin === origin)
    .sort((a, b) => Number(b.focused) - Number(a.focused));
  for (const client of windows) {
    try {
      const focused = await client.focus();
      // navigate() works for windows this worker controls; it resolves null otherwise.
      const navigated = await focused.navigate(url);
      if (navigated !== null) return;
    } catch {
      // Not allowed (no user activation left, or not controlled): try the next, then open one.
    }
  }
  await worker.clients.openWindow(url);
}

export function installPush(worker: ServiceWorkerGlobalScope): void {
  // Pushes are handled one after another, in the order they arrive: each first asks which
  // windows are visible, and two answers may come back in either order. Handled side by side,
  // an older message about an order could replace a newer one under the same tag (seen under
  // load: "Now: On the Way" shown after "Now: Delivered").
  let handled: Promise<void> = Promise.resolve();
  worker.addEventListener('push', (event) => {
    const payload = readPushData(event.data);
    handled = handled.catch(() => {}).then(() => handlePush(worker, payload));
    event.waitUntil(handled);
  });

  // Demo mode's "Send test notification": the same display as a real push in the background.
  worker.addEventListener('message', (event) => {
    if (isPushRelayMessage(event.data, SHOW_TEST_NOTIFICATION_MESSAGE)) {
      event.waitUntil(showPushNotification(worker, event.data.payload));
    }
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = resolveClickTarget(event.notification.data, worker.location.origin, PUSH_ROUTES);
    event.waitUntil(openApp(worker, target));
  });
}
