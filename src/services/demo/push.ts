import { randomUuid } from '@/platform';
import { isProductionBuild } from '../../config/env';
import { SHOW_TEST_NOTIFICATION_MESSAGE, type PushRelayMessage } from '../../domain/push/messages';
import { browserPushPermission, pushSupportHere, serviceWorkerRegistration } from '../browserPush';
import type { PushPort } from '../ports';

// Demo push: the browser's real permission and service worker, a fake token (there is no FCM to
// ask), and "Send test notification", which the worker shows exactly as it shows a push.

const TOKEN_KEY = 'dispatch-demo:push-token';

export function createDemoPush(storage: Storage | null): PushPort {
  let memoryToken: string | null = null;
  const readToken = () => storage?.getItem(TOKEN_KEY) ?? memoryToken;
  const writeToken = (token: string) => {
    memoryToken = token;
    storage?.setItem(TOKEN_KEY, token);
  };

  return {
    support: async () => pushSupportHere(isProductionBuild),
    ...browserPushPermission,
    async getToken() {
      if (browserPushPermission.permission() !== 'granted') {
        throw new Error('Notifications are not allowed.');
      }
      let token = readToken();
      if (token === null) {
        // One stable token per browser, like FCM's.
        token = `demo-fcm-${randomUuid()}`;
        writeToken(token);
      }
      return token;
    },
    async sendTestNotification(payload) {
      const registration = await serviceWorkerRegistration();
      const worker = registration.active;
      if (worker === null) throw new Error('The service worker is not running yet. Try again.');
      const message: PushRelayMessage = { type: SHOW_TEST_NOTIFICATION_MESSAGE, payload };
      worker.postMessage(message);
    },
  };
}
