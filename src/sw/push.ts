/// <reference lib="webworker" />
import { orderDetailPath, PATHS } from '@/config/paths';
import { resolveClickTarget, type PushRoutes } from '@/domain/push/clickTarget';
import {
  isPushRelayMessage,
  PUSH_RECEIVED_MESSAGE,
  SHOW_TEST_NOTIFICATION_MESSAGE,
  type PushRelayMessage,
  type ShownAnswer,
} from '@/domain/push/messages';
import { notificationFor, type PushNotificationOptions } from '@/domain/push/notification';
import { parsePushMessage, readPushVersion } from '@/domain/push/wire';
import { errorMessage, withDeadline } from '@/platform';
import { idbShownPushes, type ShownPush, type ShownPushes } from './pushVersions';

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
 * An older push than one shown for its order changes nothing on screen. Chromium wants a
 * notification on screen after a push while no window is visible, so if the newer one was
 * dismissed meanwhile, it is shown again, silently.
 */
async function keepNewest(worker: ServiceWorkerGlobalScope, newest: ShownPush): Promise<void> {
  if ((await visibleWindows(worker)).length > 0) return;
  const { title, options } = notificationFor(parsePushMessage(newest.payload));
  const onScreen = await worker.registration.getNotifications({ tag: options.tag });
  if (onScreen.length > 0) return;
  // renotify and silent together are refused: no alert, it is no news.
  const quiet: PushNotificationOptions = { ...options, renotify: false, silent: true };
  await worker.registration.showNotification(title, quiet);
}

/**
 * A push while the dispatcher looks at the app becomes an in-app toast (the page shows it);
 * otherwise a system notification. Chromium accepts a push without a notification only while
 * a window of the origin is visible, which is exactly this case. A push older than the newest
 * shown for its order (`updateTimestamp`, pushVersions.ts) is not shown.
 */
export async function handlePush(
  worker: ServiceWorkerGlobalScope,
  payload: unknown,
  shown: ShownPushes = idbShownPushes(),
): Promise<void> {
  const version = readPushVersion(payload);
  if (version !== null) {
    // Storage trouble must not cost the dispatcher the notice: shown as it comes then.
    const newest = await shown.newest(version.receiptId).catch(() => null);
    if (newest !== null && newest.updateTimestamp > version.updateTimestamp) {
      return keepNewest(worker, newest);
    }
    await shown.remember({ ...version, payload, shownAt: Date.now() }).catch(() => undefined);
  }
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

/** How long a push waits for the one before it to be shown. */
export const PREVIOUS_PUSH_WAIT_MS = 4_000;

/** `previous` settled, or PREVIOUS_PUSH_WAIT_MS passed: whichever first (the timer then ends). */
function settledOrLate(previous: Promise<void>): Promise<void> {
  return withDeadline(
    previous.catch(() => undefined),
    PREVIOUS_PUSH_WAIT_MS,
    () => undefined,
  );
}

export function installPush(
  worker: ServiceWorkerGlobalScope,
  shown: ShownPushes = idbShownPushes(),
): void {
  // Pushes are handled one after another, in the order they arrive: each first asks which
  // windows are visible, and two answers may come back in either order. Handled side by side,
  // an older message about an order could replace a newer one under the same tag (seen under
  // load: "Now: On the Way" shown after "Now: Delivered"). Pushes that arrive out of order are
  // the versions' job (pushVersions.ts); one at a time, each reads the newest the last wrote.
  // A push waits for the one before it only so long: a display that never settles (a
  // showNotification promise left pending by the browser) must not swallow every later push.
  let handled: Promise<void> = Promise.resolve();
  worker.addEventListener('push', (event) => {
    const payload = readPushData(event.data);
    handled = settledOrLate(handled).then(() => handlePush(worker, payload, shown));
    event.waitUntil(handled);
  });

  // Demo mode's "Send test notification": the same display as a real push in the background.
  // The page is told once the browser has shown it, or why it could not (ShownAnswer).
  worker.addEventListener('message', (event) => {
    if (!isPushRelayMessage(event.data, SHOW_TEST_NOTIFICATION_MESSAGE)) return;
    const reply = (answer: ShownAnswer) => event.ports[0]?.postMessage(answer);
    event.waitUntil(
      showPushNotification(worker, event.data.payload).then(
        () => reply({ shown: true }),
        (error: unknown) => reply({ shown: false, reason: errorMessage(error) }),
      ),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = resolveClickTarget(event.notification.data, worker.location.origin, PUSH_ROUTES);
    event.waitUntil(openApp(worker, target));
  });
}
