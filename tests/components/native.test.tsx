import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeTopOverlay } from '@/app/backButton';
import { createNativePush } from '@/services/native/push';
import {
  createFakeNativeMessaging,
  type FakeNativeMessaging,
} from '../support/fakeNativeMessaging';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// The app with the wrapper's push adapter over a faked @capacitor-firebase/messaging: the same
// screens and click-target rules as the web.

const now = Date.now();

function setup(messaging: FakeNativeMessaging, path = '/order') {
  const services = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now,
    receipts: [
      receipt('r-1', { status: 'Pending', updateTimestamp: now - 1000, receiptNumber: 'A-1' }),
    ],
  });
  services.push = createNativePush({ loadMessaging: async () => messaging, inWrapper: () => true });
  renderApp(services, path);
  return services;
}

async function notificationsSection() {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(menu).findByRole('region', { name: 'Notifications' });
}

afterEach(() => {
  localStorage.clear();
  while (closeTopOverlay());
});

describe('push in the native wrapper', () => {
  it('asks the OS only after "Enable notifications", then sends the FCM token', async () => {
    const messaging = createFakeNativeMessaging({ permission: 'prompt', token: 'fcm-native-9' });
    const services = setup(messaging);
    const sent: (string | null)[] = [];
    services.dispatchApi.tokenUpdate = async (update) => {
      sent.push(update.fcmToken);
    };
    const section = await notificationsSection();
    expect(messaging.control.permissionRequests).toBe(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Enable notifications' }));
    await waitFor(() => expect(sent).toEqual(['fcm-native-9']));
    expect(messaging.control.permissionRequests).toBe(1);
    expect(messaging.control.channels.map((c) => c.id)).toEqual(['order-updates']);
  });

  it('shows foreground messages as the same toasts', async () => {
    const messaging = createFakeNativeMessaging({ permission: 'granted' });
    setup(messaging);
    await waitFor(() => expect(messaging.control.listeners('notificationReceived')).toBe(1));
    act(() =>
      messaging.control.raise('notificationReceived', {
        title: 'Order A-1 changed',
        body: 'Now: Picked Up',
        data: { receiptId: 'r-1' },
      }),
    );
    const toasts = await screen.findByRole('region', { name: 'New notifications' });
    expect(toasts).toHaveTextContent('Order A-1 changed');
    expect(within(toasts).getByRole('link', { name: 'Open order' })).toHaveAttribute(
      'href',
      '/order-detail?id=r-1',
    );
  });

  it("opens a tapped notification's order, and never another site", async () => {
    const messaging = createFakeNativeMessaging({ permission: 'granted' });
    setup(messaging, '/delivered');
    await waitFor(() => expect(messaging.control.listeners('notificationActionPerformed')).toBe(1));

    act(() =>
      messaging.control.raise('notificationActionPerformed', {
        data: { receiptId: 'r-1', link: 'https://evil.example/' },
      }),
    );
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/order-detail?id=r-1'),
    );
  });
});

describe('the Android back button in the app shell', () => {
  it('closes the open drawer', async () => {
    setup(createFakeNativeMessaging());
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      expect(closeTopOverlay()).toBe(true);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(closeTopOverlay()).toBe(false);
  });
});
