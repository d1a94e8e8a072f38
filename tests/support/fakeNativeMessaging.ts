import type {
  NativeListenerHandle,
  NativeMessaging,
  NativeNotification,
  ORDER_UPDATES_CHANNEL,
} from '@/services/native/push';

type PermissionState = Awaited<ReturnType<NativeMessaging['checkPermissions']>>['receive'];
type EventName = 'notificationReceived' | 'notificationActionPerformed';
type Listener = (event: { notification: NativeNotification }) => void;

/** @capacitor-firebase/messaging's FirebaseMessaging as the test sets it up. */
export interface FakeNativeMessaging extends NativeMessaging {
  control: {
    /** What checkPermissions reports. */
    permission: PermissionState;
    /** What the OS answers when asked. */
    answer: PermissionState;
    token: string;
    /** getToken rejects with this while set (FCM unreachable). */
    tokenError: Error | null;
    permissionRequests: number;
    channels: (typeof ORDER_UPDATES_CHANNEL)[];
    /** createChannel rejects with this while set (iOS has no channels). */
    channelError: Error | null;
    /** The plugin raises an event (a foreground message, a tap on a notification). */
    raise(eventName: EventName, notification: NativeNotification): void;
    listeners(eventName: EventName): number;
  };
}

export function createFakeNativeMessaging(
  options: Partial<Pick<FakeNativeMessaging['control'], 'permission' | 'answer' | 'token'>> = {},
): FakeNativeMessaging {
  const listeners = new Map<EventName, Set<Listener>>([
    ['notificationReceived', new Set()],
    ['notificationActionPerformed', new Set()],
  ]);
  const control: FakeNativeMessaging['control'] = {
    permission: options.permission ?? 'prompt',
    answer: options.answer ?? 'granted',
    token: options.token ?? 'fcm-native-1',
    tokenError: null,
    permissionRequests: 0,
    channels: [],
    channelError: null,
    raise: (eventName, notification) =>
      listeners.get(eventName)?.forEach((listener) => listener({ notification })),
    listeners: (eventName) => listeners.get(eventName)?.size ?? 0,
  };
  return {
    control,
    checkPermissions: async () => ({ receive: control.permission }),
    async requestPermissions() {
      control.permissionRequests += 1;
      control.permission = control.answer;
      return { receive: control.answer };
    },
    async getToken() {
      if (control.tokenError) throw control.tokenError;
      return { token: control.token };
    },
    async createChannel(channel) {
      if (control.channelError) throw control.channelError;
      control.channels.push(channel);
    },
    async addListener(eventName: EventName, listener: Listener): Promise<NativeListenerHandle> {
      listeners.get(eventName)?.add(listener);
      return {
        remove: async () => {
          listeners.get(eventName)?.delete(listener);
        },
      };
    },
  };
}
