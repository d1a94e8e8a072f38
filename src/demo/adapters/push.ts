import { isProductionBuild } from '@/config/env';
import { demoPushToken } from '@/demo/adapters/pushToken';
import { SHOW_TEST_NOTIFICATION_MESSAGE, type PushRelayMessage } from '@/domain/push/messages';
import {
  browserPushPermission,
  pushSupportHere,
  serviceWorkerRegistration,
} from '@/services/browserPush';
import type { PushPort } from '@/services/ports';

// Demo push: the browser's real permission and service worker, a fake token (there is no FCM to
// ask), and "Send test notification", which the worker shows exactly as it shows a push.

export function createDemoPush(storage: Storage | null): PushPort {
  const demoToken = demoPushToken(storage);

  return {
    support: async () => pushSupportHere(isProductionBuild),
    ...browserPushPermission,
    async getToken() {
      if (browserPushPermission.permission() !== 'granted') {
        throw new Error('Notifications are not allowed.');
      }
      return demoToken();
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
