import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/renderApp';
import {
  deliverNewOpenOrder,
  goOffline,
  signedIn,
  signInAs,
  startEachTestWithEmptyOutbox,
} from './ordersSupport';

// Signing out with status changes not sent: asked first ("Stay signed in", "Sign out anyway",
// discard), the kept change never sent for another user, the dialog updating once the change
// has reached the server, and no question when everything is synced.

startEachTestWithEmptyOutbox();

describe('sign-out with changes not sent', () => {
  async function queueOneChangeOffline() {
    const services = signedIn();
    const online = goOffline();
    const user = await deliverNewOpenOrder(services);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(
        '1 waiting to sync',
      ),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    return { services, online, user, dialog: await screen.findByRole('alertdialog') };
  }

  it('asks first, and "Stay signed in" keeps the session', async () => {
    const { user, dialog } = await queueOneChangeOffline();
    expect(dialog).toHaveAccessibleName('Sign out with changes not sent?');
    expect(dialog).toHaveTextContent(
      '1 status change has not reached the server yet. If you sign out, it will be kept on this device and sent when you sign in again here.',
    );
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order #2' })).toBeInTheDocument();
  });

  it('keeps the change for its user: never sent while another user is signed in', async () => {
    const { services, online, user, dialog } = await queueOneChangeOffline();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    await screen.findByRole('button', { name: 'Sign in' });

    online();
    await signInAs(user, 'courier@demo.test');
    // The next user starts on their own list, not on the page the last one signed out from.
    expect(await screen.findByRole('heading', { name: /^Open orders/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/order');
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(/^$/);
    expect(services.control.deliveryUpdates).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await signInAs(user, 'dispatcher@demo.test');
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { receiptId: 'new-open', status: 'Delivered', dispatchId: 'u-dispatcher' },
      ]),
    );
  });

  it('can discard the changes and sign out', async () => {
    const { services, online, user, dialog } = await queueOneChangeOffline();
    await user.click(
      within(dialog).getByRole('button', { name: 'Discard the change and sign out' }),
    );
    await screen.findByRole('button', { name: 'Sign in' });
    online();
    await signInAs(user, 'dispatcher@demo.test');
    await user.click(await screen.findByRole('link', { name: /Order #2/ }));
    expect(await screen.findByRole('button', { name: 'On the Way' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(/^$/);
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('says so when the change reaches the server while the dialog is open', async () => {
    const { services, online, user, dialog } = await queueOneChangeOffline();
    online();
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Every status change has reached the server now.'),
    );
    expect(services.control.deliveryUpdates).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out at once when everything is synced', async () => {
    renderApp(signedIn(), '/order');
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
