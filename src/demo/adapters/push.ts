import { isProductionBuild } from '@/config/env';
import { demoPushToken } from '@/demo/adapters/pushToken';
import { readDemoPush } from '@/demo/server/assignmentPush';
import {
  readShownAnswer,
  SHOW_TEST_NOTIFICATION_MESSAGE,
  type PushRelayMessage,
} from '@/domain/push/messages';
import { withDeadline } from '@/platform';
import {
  browserPushPermission,
  pushSupportHere,
  serviceWorkerRegistration,
} from '@/services/browserPush';
import type { PushPort } from '@/services/ports';

// Demo push: the browser's real permission and service worker, a fake token (there is no FCM to
// ask), and "Send test notification", which the worker shows exactly as it shows a push. With
// `pushChannel`, the demo backend's pushes (an order assigned on the desk: assignmentPush.ts)
// arrive on that BroadcastChannel, and the one addressed to this browser's token is shown the
// same way — as FCM would deliver it to this browser.

/** How long the worker is given to show a notification and say so. */
export const SHOWN_ANSWER_TIMEOUT_MS = 10_000;

/**
 * Hands `payload` to the service worker, which shows it as it shows a push; settles once the
 * browser has shown it, and rejects with the reason when it could not. Settling on the worker's
 * answer rather than on the message sent keeps the button busy until the notification is up,
 * and tells the dispatcher when it never will be.
 */
async function showInWorker(payload: unknown): Promise<void> {
  const registration = await serviceWorkerRegistration();
  const worker = registration.active;
  if (worker === null) throw new Error('The service worker is not running yet. Try again.');
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve, reject) => {
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const answer = readShownAnswer(event.data);
      if (answer === null) return;
      if (answer.shown) resolve();
      else reject(new Error(`The notification could not be shown: ${answer.reason}`));
    };
  });
  const message: PushRelayMessage = { type: SHOW_TEST_NOTIFICATION_MESSAGE, payload };
  worker.postMessage(message, [channel.port2]);
  return withDeadline(answered, SHOWN_ANSWER_TIMEOUT_MS, () => {
    throw new Error('The service worker did not answer. Reload the app and try again.');
  }).finally(() => channel.port1.close());
}

function listenForPushes(channelName: string, token: () => string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const push = readDemoPush(event.data);
    if (push === null || push.token !== token()) return;
    if (browserPushPermission.permission() !== 'granted') return;
    showInWorker({ notification: push.notification, data: push.data }).catch((error: unknown) => {
      console.warn('The demo push could not be shown', error);
    });
  };
}

export function createDemoPush(
  storage: Storage | null,
  pushChannel: string | null = null,
): PushPort {
  const demoToken = demoPushToken(storage);
  if (pushChannel !== null) listenForPushes(pushChannel, demoToken);

  return {
    support: async () => pushSupportHere(isProductionBuild),
    ...browserPushPermission,
    async getToken() {
      if (browserPushPermission.permission() !== 'granted') {
        throw new Error('Notifications are not allowed.');
      }
      return demoToken();
    },
    sendTestNotification: showInWorker,
  };
}
