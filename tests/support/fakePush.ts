import type { PushPermission, PushPort, PushSupport } from '@/services/ports';

/** A Push port whose browser answers are set by the test. */
export interface FakePush extends PushPort {
  control: {
    support: PushSupport;
    permission: PushPermission;
    /** What the browser answers when asked for permission. */
    answer: PushPermission;
    token: string;
    /** getToken rejects with this while set. */
    tokenError: Error | null;
    requests: number;
    testNotifications: unknown[];
    /** Delivers a foreground message to the listeners. */
    emit(payload: unknown): void;
    listeners(): number;
  };
}

export function createFakePush(
  options: Partial<Pick<FakePush['control'], 'support' | 'permission' | 'answer' | 'token'>> & {
    demo?: boolean;
  } = {},
): FakePush {
  const listeners = new Set<(payload: unknown) => void>();
  const control: FakePush['control'] = {
    support: options.support ?? { supported: true },
    permission: options.permission ?? 'default',
    answer: options.answer ?? 'granted',
    token: options.token ?? 'token-1',
    tokenError: null,
    requests: 0,
    testNotifications: [],
    emit: (payload) => listeners.forEach((listener) => listener(payload)),
    listeners: () => listeners.size,
  };
  return {
    control,
    support: async () => control.support,
    permission: () => control.permission,
    async requestPermission() {
      control.requests += 1;
      control.permission = control.answer;
      return control.answer;
    },
    async getToken() {
      if (control.tokenError) throw control.tokenError;
      return control.token;
    },
    onForegroundMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sendTestNotification:
      options.demo === false
        ? null
        : async (payload) => {
            control.testNotifications.push(payload);
          },
  };
}
