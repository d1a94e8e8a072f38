import type { Messaging as AdminMessaging } from 'firebase-admin/messaging';
import type { Messaging } from '@backend/core';

// The core's Messaging port over the Admin SDK (FCM HTTP v1). FCM's "this token is gone"
// answers become 'unregistered' (the core then forgets the token); anything else is thrown, and
// the trigger logs it.

const GONE = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

export function createMessaging(messaging: () => AdminMessaging): Messaging {
  return {
    async send(message) {
      try {
        await messaging().send(message);
        return 'sent';
      } catch (error) {
        if (GONE.has((error as { code?: string }).code ?? '')) return 'unregistered';
        throw error;
      }
    },
  };
}

/**
 * Under the emulator FCM is not emulated (and a demo project cannot reach it): the message is
 * logged instead of sent, so `npm run emulators` shows what a dispatcher would get.
 */
export function createLoggingMessaging(log: (message: string, data: unknown) => void): Messaging {
  return {
    async send(message) {
      log('push (emulator: logged, not sent)', message);
      return 'sent';
    },
  };
}
