import { describe, expect, it, vi } from 'vitest';
import { orderDetailPath, PATHS } from '@/config/paths';
import { demoPushToken } from '@/demo/adapters/pushToken';
import { clickTargetPath } from '@/domain/push/clickTarget';
import { parsePushMessage } from '@/domain/push/wire';
import { createNativePush, ORDER_UPDATES_CHANNEL } from '@/services/native/push';
import { createFakeNativeMessaging } from '../../../support/fakeNativeMessaging';

function setup(options: Parameters<typeof createFakeNativeMessaging>[0] = {}, demo = false) {
  const messaging = createFakeNativeMessaging(options);
  let loads = 0;
  const push = createNativePush({
    loadMessaging: async () => {
      loads += 1;
      return messaging;
    },
    inWrapper: () => true,
    ...(demo ? { standInToken: demoPushToken(null) } : {}),
  });
  return { push, messaging, loads: () => loads };
}

describe('the native push adapter', () => {
  it('loads the plugin only when push is first used', async () => {
    const { push, loads } = setup();
    expect(loads()).toBe(0);
    expect(push.permission()).toBe('default');
    await push.support();
    await push.support();
    expect(loads()).toBe(1);
  });

  it('is not supported outside the wrapper, and never loads the plugin there', async () => {
    let loads = 0;
    const push = createNativePush({
      loadMessaging: async () => {
        loads += 1;
        return createFakeNativeMessaging();
      },
      inWrapper: () => false,
    });
    expect(await push.support()).toEqual({ supported: false, reason: 'browser' });
    expect(loads).toBe(0);
  });

  it('says "not supported" when the plugin cannot load, and tries again next time', async () => {
    const messaging = createFakeNativeMessaging();
    let fail = true;
    const push = createNativePush({
      loadMessaging: async () => {
        if (fail) throw new Error('chunk failed');
        return messaging;
      },
      inWrapper: () => true,
    });
    expect(await push.support()).toEqual({ supported: false, reason: 'browser' });
    fail = false;
    expect(await push.support()).toEqual({ supported: true });
  });

  it.each([
    ['prompt', 'default'],
    ['prompt-with-rationale', 'default'],
    ['granted', 'granted'],
    ['denied', 'denied'],
  ] as const)('reports the OS permission %s as %s after support()', async (state, expected) => {
    const { push, messaging } = setup({ permission: state });
    expect(await push.support()).toEqual({ supported: true });
    expect(push.permission()).toBe(expected);
    expect(messaging.control.permissionRequests).toBe(0);
  });

  it('asks the OS only on requestPermission, and creates the order-updates channel once granted', async () => {
    const { push, messaging } = setup({ answer: 'granted' });
    await push.support();
    expect(messaging.control.permissionRequests).toBe(0);
    expect(await push.requestPermission()).toBe('granted');
    expect(push.permission()).toBe('granted');
    expect(messaging.control.permissionRequests).toBe(1);
    await push.getToken();
    expect(messaging.control.channels).toEqual([ORDER_UPDATES_CHANNEL]);
    expect(ORDER_UPDATES_CHANNEL).toMatchObject({ id: 'order-updates', importance: 4 });
  });

  it('creates no channel and gives no token when the dispatcher refuses', async () => {
    const { push, messaging } = setup({ answer: 'denied' });
    expect(await push.requestPermission()).toBe('denied');
    expect(messaging.control.channels).toEqual([]);
    await expect(push.getToken()).rejects.toThrow('not allowed');
  });

  it("returns FCM's token, and rejects when FCM cannot be reached", async () => {
    const { push, messaging } = setup({ permission: 'granted', token: 'fcm-abc' });
    await push.support();
    expect(await push.getToken()).toBe('fcm-abc');
    messaging.control.tokenError = new Error('SERVICE_NOT_AVAILABLE');
    await expect(push.getToken()).rejects.toThrow('SERVICE_NOT_AVAILABLE');
  });

  it('still gives the token where channels do not exist (iOS rejects createChannel)', async () => {
    const { push, messaging } = setup({ permission: 'granted' });
    messaging.control.channelError = new Error('not implemented on iOS');
    await push.support();
    expect(await push.getToken()).toBe('fcm-native-1');
  });

  it('relays foreground messages in the web payload shape, until unsubscribed', async () => {
    const { push, messaging } = setup({ permission: 'granted' });
    const received: unknown[] = [];
    const stop = push.onForegroundMessage((payload) => received.push(payload));
    await vi.waitFor(() => expect(messaging.control.listeners('notificationReceived')).toBe(1));
    messaging.control.raise('notificationReceived', {
      title: 'Order A-1 changed',
      body: 'Now: Picked Up',
      data: { receiptId: 'r-1' },
    });
    expect(received).toEqual([
      {
        notification: { title: 'Order A-1 changed', body: 'Now: Picked Up' },
        data: { receiptId: 'r-1' },
      },
    ]);
    expect(parsePushMessage(received[0])).toMatchObject({ title: 'Order A-1 changed', receiptId: 'r-1' });
    stop();
    await vi.waitFor(() => expect(messaging.control.listeners('notificationReceived')).toBe(0));
  });

  it('removes a listener that is stopped before the plugin has registered it', async () => {
    const { push, messaging } = setup({ permission: 'granted' });
    const addListener = vi.spyOn(messaging, 'addListener');
    const stop = push.onForegroundMessage(() => {});
    stop();
    // Registered by the plugin after all (it adds at once), then removed.
    await vi.waitFor(() => {
      expect(addListener).toHaveBeenCalledWith('notificationReceived', expect.any(Function));
      expect(messaging.control.listeners('notificationReceived')).toBe(0);
    });
  });

  it('reports taps, whose click target follows the web rules (same origin only)', async () => {
    const { push, messaging } = setup({ permission: 'granted' });
    const taps: unknown[] = [];
    push.onNotificationTap?.((payload) => taps.push(payload));
    await vi.waitFor(() =>
      expect(messaging.control.listeners('notificationActionPerformed')).toBe(1),
    );
    messaging.control.raise('notificationActionPerformed', {
      title: 'Order changed',
      data: { receiptId: 'r-7' },
    });
    messaging.control.raise('notificationActionPerformed', {
      data: { receiptId: 'r-8', link: 'https://evil.example/phish' },
    });
    messaging.control.raise('notificationActionPerformed', {});
    const origin = 'https://localhost';
    expect(taps.map((payload) => clickTargetPath(parsePushMessage(payload), origin, {
        orders: PATHS.order,
        orderDetail: orderDetailPath,
      }))).toEqual([
      '/order-detail?id=r-7',
      '/order-detail?id=r-8',
      '/order',
    ]);
  });

  it('has no test notification outside demo mode', () => {
    expect(setup().push.sendTestNotification).toBeNull();
  });
});

describe('the native push adapter in demo mode', () => {
  it('gives a stable fake token once permission is granted, without asking FCM', async () => {
    const { push, messaging } = setup({ permission: 'granted' }, true);
    messaging.control.tokenError = new Error('no FCM in demo mode');
    await push.support();
    const token = await push.getToken();
    expect(token).toMatch(/^demo-fcm-/);
    expect(await push.getToken()).toBe(token);
  });

  it('shows "Send test notification" through the foreground path (the in-app toast)', async () => {
    const { push } = setup({ permission: 'granted' }, true);
    const received: unknown[] = [];
    push.onForegroundMessage((payload) => received.push(payload));
    const payload = { notification: { title: 'Test notification' }, data: { receiptId: 'r-1' } };
    await push.sendTestNotification?.(payload);
    expect(received).toEqual([payload]);
  });

  it('says so when nothing listens yet (notifications not on)', async () => {
    const { push } = setup({ permission: 'granted' }, true);
    await expect(push.sendTestNotification?.({})).rejects.toThrow('not running yet');
  });
});
