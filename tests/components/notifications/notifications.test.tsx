import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchApiError, type PushSupport, type TokenUpdate } from '@/services/ports';
import { createFakePush, type FakePush } from '../../support/fakePush';
import { createFakeServices, receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';

const now = Date.now();

function setup(push: FakePush) {
  const services = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now,
    receipts: [
      receipt('r-1', { status: 'Pending', updateTimestamp: now - 1000, receiptNumber: 'A-1' }),
    ],
  });
  services.push = push;
  const tokenUpdates: TokenUpdate[] = [];
  const tokenUpdate = vi.fn(async (update: TokenUpdate) => {
    tokenUpdates.push(update);
  });
  services.dispatchApi.tokenUpdate = tokenUpdate;
  renderApp(services, '/order');
  return { services, tokenUpdates, tokenUpdate };
}

async function notificationsSection() {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(menu).findByRole('region', { name: 'Notifications' });
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the notifications opt-in', () => {
  it.each<[string, PushSupport, RegExp]>([
    [
      'iOS outside the installed app',
      { supported: false, reason: 'ios-not-installed' },
      /Add to Home Screen/,
    ],
    [
      'a browser without push',
      { supported: false, reason: 'browser' },
      /cannot show notifications/,
    ],
    ['no VAPID key in Firebase mode', { supported: false, reason: 'no-vapid-key' }, /no VAPID key/],
    ['the dev server', { supported: false, reason: 'no-service-worker' }, /production build/],
  ])('explains why notifications are unavailable: %s', async (_, support, text) => {
    const push = createFakePush({ support });
    setup(push);
    const section = await notificationsSection();
    expect(section).toHaveTextContent(text);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains how to re-enable notifications after a "Block"', async () => {
    setup(createFakePush({ permission: 'denied' }));
    const section = await notificationsSection();
    expect(section).toHaveTextContent(/blocked/);
    expect(section).toHaveTextContent(/site settings/);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for permission only on a tap, then sends the token to the backend', async () => {
    const push = createFakePush({ permission: 'default', answer: 'granted', token: 'tok-1' });
    const { tokenUpdates } = setup(push);
    const section = await notificationsSection();
    expect(section).toHaveTextContent(/even while Dispatch is closed/);
    expect(push.control.requests).toBe(0);
    expect(tokenUpdates).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Enable notifications' }));

    expect(push.control.requests).toBe(1);
    expect(await within(section).findByText('Notifications are on.')).toBeInTheDocument();
    await waitFor(() =>
      expect(tokenUpdates).toEqual([
        { uid: 'u-dispatcher', email: 'dispatcher@demo.test', fcmToken: 'tok-1', updatedAt: now },
      ]),
    );
  });

  it('sends a renewed token when the app comes back to the front', async () => {
    const push = createFakePush({ permission: 'granted', token: 'tok-1' });
    const { tokenUpdates } = setup(push);
    await waitFor(() => expect(tokenUpdates.map((u) => u.fcmToken)).toEqual(['tok-1']));

    push.control.token = 'tok-2';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(tokenUpdates.map((u) => u.fcmToken)).toEqual(['tok-1', 'tok-2']));
  });

  it('shows the blocked state when the dispatcher says no to the prompt', async () => {
    const push = createFakePush({ permission: 'default', answer: 'denied' });
    const { tokenUpdate } = setup(push);
    const section = await notificationsSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Enable notifications' }));
    expect(await within(section).findByText(/blocked/)).toBeInTheDocument();
    expect(tokenUpdate).not.toHaveBeenCalled();
  });

  it('is on when permission was given before; demo mode offers a test notification', async () => {
    const push = createFakePush({ permission: 'granted' });
    setup(push);
    const section = await notificationsSection();
    expect(section).toHaveTextContent('Notifications are on.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send test notification' }));
    expect(push.control.testNotifications).toEqual([
      {
        notification: {
          title: 'Test notification',
          body: 'Order #A-1 has changed. Tap to open it.',
        },
        data: { receiptId: 'r-1', orderNumber: 'A-1' },
      },
    ]);
  });

  it('offers no test notification in Firebase mode', async () => {
    setup(createFakePush({ permission: 'granted', demo: false }));
    const section = await notificationsSection();
    expect(section).toHaveTextContent('Notifications are on.');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the token could not reach the server yet, without blocking anything', async () => {
    const push = createFakePush({ permission: 'granted' });
    const { tokenUpdate } = setup(push);
    tokenUpdate.mockRejectedValue(new DispatchApiError('offline', 'Network Error'));
    const section = await notificationsSection();
    expect(await within(section).findByText(/will retry/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Open orders' })).toBeInTheDocument();
  });
});

describe('foreground messages', () => {
  it('show a toast that links to the order and can be dismissed', async () => {
    const push = createFakePush({ permission: 'granted' });
    setup(push);
    await waitFor(() => expect(push.control.listeners()).toBe(1));

    act(() =>
      push.control.emit({
        notification: { title: 'Order A-1 changed', body: 'Now: Picked Up' },
        data: { receiptId: 'r-1' },
      }),
    );
    const toast = toastWith('Order A-1 changed');
    expect(toast).toHaveTextContent('Now: Picked Up');

    // A newer message about the same order replaces the toast.
    act(() =>
      push.control.emit({
        notification: { title: 'Order A-1 changed', body: 'Now: On the Way' },
        data: { receiptId: 'r-1' },
      }),
    );
    expect(screen.getAllByText('Order A-1 changed')).toHaveLength(1);
    expect(toastWith('Order A-1 changed')).toHaveTextContent('Now: On the Way');

    await userEvent.click(
      within(toastWith('Order A-1 changed')).getByRole('link', { name: 'Open order' }),
    );
    expect(window.location.pathname + window.location.search).toBe('/order-detail?id=r-1');
    expect(screen.queryByText('Order A-1 changed')).not.toBeInTheDocument();
  });

  it('never link off the app, and tolerate malformed messages', async () => {
    const push = createFakePush({ permission: 'granted' });
    setup(push);
    await waitFor(() => expect(push.control.listeners()).toBe(1));

    act(() => push.control.emit({ data: { link: 'https://evil.example/' } }));
    act(() => push.control.emit('garbage'));
    const toast = toastWith('Your orders have changed.');
    expect(within(toast).getByRole('link', { name: 'Open orders' })).toHaveAttribute(
      'href',
      '/order',
    );

    // Same origin on paper, another host once a browser reads the path: the toast stays home.
    const origin = window.location.origin;
    for (const link of [`${origin}//evil.example/x`, `${origin}/\\evil.example/x`]) {
      act(() =>
        push.control.emit({ notification: { title: link }, data: { link, receiptId: 'r-9' } }),
      );
      expect(within(toastWith(link)).getByRole('link', { name: 'Open order' })).toHaveAttribute(
        'href',
        '/order-detail?id=r-9',
      );
    }

    await userEvent.click(within(toast).getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByText('Your orders have changed.')).not.toBeInTheDocument();
  });

  it('are not listened to without permission', async () => {
    const push = createFakePush({ permission: 'default' });
    setup(push);
    await notificationsSection();
    expect(push.control.listeners()).toBe(0);
  });
});

describe('sign-out', () => {
  it('stops the toasts and makes the backend forget the token before signing out', async () => {
    const push = createFakePush({ permission: 'granted', token: 'tok-1' });
    const { services, tokenUpdates } = setup(push);
    await waitFor(() => expect(tokenUpdates).toHaveLength(1));
    const signedInWhenForgotten: boolean[] = [];
    vi.mocked(services.dispatchApi.tokenUpdate).mockImplementation(async (update) => {
      signedInWhenForgotten.push(services.control.signedIn() !== null);
      tokenUpdates.push(update);
    });

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(tokenUpdates.at(-1)).toMatchObject({ uid: 'u-dispatcher', fcmToken: null });
    expect(signedInWhenForgotten).toEqual([true]);
    expect(push.control.listeners()).toBe(0);
  });

  it('signs out even when the backend cannot be reached', async () => {
    const push = createFakePush({ permission: 'granted' });
    const { services, tokenUpdates } = setup(push);
    await waitFor(() => expect(tokenUpdates).toHaveLength(1));
    vi.mocked(services.dispatchApi.tokenUpdate).mockRejectedValue(
      new DispatchApiError('offline', 'Network Error'),
    );

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(services.control.signedIn()).toBeNull();
  });
});

function toastWith(title: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'New notifications' });
  const toast = within(region)
    .getAllByRole('status')
    .find((element) => element.textContent?.includes(title));
  if (!toast) throw new Error(`No toast titled “${title}”.`);
  return toast;
}
