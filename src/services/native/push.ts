import type { Unsubscribe } from '@/platform';
import type { PushPermission, PushPort } from '@/services/ports';
import { runsInNativeWrapper } from './platform';

// Push inside the native wrapper (docs/native.md): the Push port over
// @capacitor-firebase/messaging, the only push plugin. FCM tokens on Android and iOS alike, so
// /portal/tokenupdate and the backend's sends stay as docs/push.md describes. The plugin is
// loaded on the first push call, in its own chunk. Messages reach the app in the shape the
// service worker relays on the web ({ notification, data }), so toasts and taps go through the
// same parsing and click-target rules (src/domain/push/).

/** The Android channel order pushes use; the manifest names it as FCM's default channel. */
export const ORDER_UPDATES_CHANNEL = {
  id: 'order-updates',
  name: 'Order updates',
  description: 'New and changed delivery orders',
  /** Importance.High: heads-up with sound. */
  importance: 4,
  /** Visibility.Public: readable on the lock screen (a driver glances at the phone in a holder). */
  visibility: 1,
  vibration: true,
} as const;

type NativePermissionState = 'prompt' | 'prompt-with-rationale' | 'granted' | 'denied';

/** A notification as the plugin reports it. */
export interface NativeNotification {
  title?: string;
  body?: string;
  data?: unknown;
}

export interface NativeListenerHandle {
  remove(): Promise<void>;
}

/** The part of @capacitor-firebase/messaging's FirebaseMessaging the adapter uses (tests fake it). */
export interface NativeMessaging {
  checkPermissions(): Promise<{ receive: NativePermissionState }>;
  requestPermissions(): Promise<{ receive: NativePermissionState }>;
  getToken(): Promise<{ token: string }>;
  createChannel(channel: typeof ORDER_UPDATES_CHANNEL): Promise<void>;
  addListener(
    eventName: 'notificationReceived',
    listener: (event: { notification: NativeNotification }) => void,
  ): Promise<NativeListenerHandle>;
  addListener(
    eventName: 'notificationActionPerformed',
    listener: (event: { notification: NativeNotification }) => void,
  ): Promise<NativeListenerHandle>;
}

export interface NativePushOptions {
  /** Loads the plugin (the real one by default). */
  loadMessaging?: () => Promise<NativeMessaging>;
  /** Whether the wrapper's native bridge is there (the platform switch by default). */
  inWrapper?: () => boolean;
  /**
   * Without FCM behind the app (the in-browser backend): the stable stand-in token to hand out,
   * and "Send test notification" delivers its payload to the same listeners a foreground FCM
   * message reaches (the in-app toast).
   */
  standInToken?: () => string;
}


async function loadRealMessaging(): Promise<NativeMessaging> {
  const { FirebaseMessaging } = await import('@capacitor-firebase/messaging');
  return FirebaseMessaging;
}

function toPermission(state: NativePermissionState): PushPermission {
  if (state === 'granted') return 'granted';
  if (state === 'denied') return 'denied';
  return 'default';
}

/** The web's push payload shape (what src/sw/push.ts relays), from a native notification. */
export function webPayloadOf(notification: NativeNotification): unknown {
  return {
    notification: { title: notification.title, body: notification.body },
    data: notification.data ?? {},
  };
}

/**
 * A listener registration on the plugin that can be undone before the plugin has answered
 * (addListener is async; React effects unsubscribe synchronously).
 */
function subscribe(
  register: () => Promise<NativeListenerHandle>,
  onFailure: () => void = () => {},
): Unsubscribe {
  let stopped = false;
  let handle: NativeListenerHandle | null = null;
  register().then(
    (registered) => {
      if (stopped) void registered.remove();
      else handle = registered;
    },
    () => onFailure(),
  );
  return () => {
    stopped = true;
    if (handle !== null) void handle.remove();
  };
}

export function createNativePush(options: NativePushOptions = {}): PushPort {
  const loadMessaging = once(options.loadMessaging ?? loadRealMessaging);
  const inWrapper = options.inWrapper ?? (() => runsInNativeWrapper());
  // permission() is synchronous in the port; the plugin answers asynchronously. support() and
  // requestPermission() refresh this, and the opt-in reads permission() after support().
  let permission: PushPermission = 'default';
  let channelReady: Promise<void> | null = null;
  const foregroundListeners = new Set<(payload: unknown) => void>();
  const { standInToken } = options;

  const ensureChannel = (messaging: NativeMessaging) => {
    // Android only; on iOS the plugin rejects (no channels there), which is fine to ignore.
    channelReady ??= messaging.createChannel(ORDER_UPDATES_CHANNEL).catch(() => {});
    return channelReady;
  };

  return {
    async support() {
      if (!inWrapper()) return { supported: false, reason: 'browser' };
      try {
        const messaging = await loadMessaging();
        permission = toPermission((await messaging.checkPermissions()).receive);
        return { supported: true };
      } catch {
        return { supported: false, reason: 'browser' };
      }
    },
    permission: () => permission,
    async requestPermission() {
      const messaging = await loadMessaging();
      permission = toPermission((await messaging.requestPermissions()).receive);
      if (permission === 'granted') await ensureChannel(messaging);
      return permission;
    },
    async getToken() {
      if (permission !== 'granted') throw new Error('Notifications are not allowed.');
      const messaging = await loadMessaging();
      await ensureChannel(messaging);
      if (standInToken === undefined) return (await messaging.getToken()).token;
      return standInToken();
    },
    onForegroundMessage(listener) {
      foregroundListeners.add(listener);
      const stopNative = subscribe(async () =>
        (await loadMessaging()).addListener('notificationReceived', ({ notification }) =>
          listener(webPayloadOf(notification)),
        ),
      );
      return () => {
        foregroundListeners.delete(listener);
        stopNative();
      };
    },
    onNotificationTap(listener) {
      return subscribe(async () =>
        (await loadMessaging()).addListener('notificationActionPerformed', ({ notification }) =>
          listener(webPayloadOf(notification)),
        ),
      );
    },
    sendTestNotification: standInToken
      ? async (payload) => {
          // The wrapper has no service worker to show it: the app is in front (the button was
          // just tapped), so it takes the foreground path, as an FCM message would.
          if (foregroundListeners.size === 0) {
            throw new Error('Notifications are not running yet. Try again.');
          }
          for (const listener of foregroundListeners) listener(payload);
        }
      : null,
  };
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed chunk load (offline) may work next time
      throw error;
    });
    return loading;
  };
}
