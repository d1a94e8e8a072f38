import type { FirebaseApp } from 'firebase/app';
import {
  browserPushPermission,
  pushSupportHere,
  serviceWorkerRegistration,
} from '@/services/browserPush';
import type { PushPort } from '@/services/ports';

// Firebase Cloud Messaging for the app (docs/push.md). firebase/messaging is its own chunk,
// loaded on the first push call (never with the login screen). Foreground messages come from our
// service worker, not from Firebase's onMessage: src/sw/push.ts explains why.

const loadMessaging = () => import('firebase/messaging');

export function createFirebasePush(
  app: FirebaseApp,
  vapidKey: string | null,
  isProductionBuild: boolean,
): PushPort {
  return {
    async support() {
      if (vapidKey === null) return { supported: false, reason: 'no-vapid-key' };
      const browser = pushSupportHere(isProductionBuild);
      if (!browser.supported) return browser;
      try {
        const { isSupported } = await loadMessaging();
        return (await isSupported()) ? browser : { supported: false, reason: 'browser' };
      } catch {
        // The chunk did not load (offline on a first visit): say "not here", ask again later.
        return { supported: false, reason: 'browser' };
      }
    },
    ...browserPushPermission,
    async getToken() {
      if (vapidKey === null) throw new Error('No VAPID key is configured.');
      const [{ getMessaging, getToken }, serviceWorkerRegistrationReady] = await Promise.all([
        loadMessaging(),
        serviceWorkerRegistration(),
      ]);
      // FCM has no token-refresh event on the web: getToken returns the current token (renewing
      // it when it is old) and the caller compares it with the one it last sent.
      return getToken(getMessaging(app), {
        vapidKey,
        serviceWorkerRegistration: serviceWorkerRegistrationReady,
      });
    },
    sendTestNotification: null,
  };
}
