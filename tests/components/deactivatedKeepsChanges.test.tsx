import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTS, createFakeServices } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';
import {
  deliverNewOpenOrder,
  goOffline,
  now,
  signInAs,
  startEachTestWithEmptyOutbox,
  todaysReceipts,
} from './ordersSupport';

// A driver deactivated by the back office while changes are not sent (docs/outbox.md#sign-out):
// the server's word ends the session with "Access Denied", and the changes stay on the phone —
// the screen says how many.

startEachTestWithEmptyOutbox();

function deactivatable() {
  const accounts = DEFAULT_ACCOUNTS.map((account) => ({ ...account }));
  const services = createFakeServices({
    accounts,
    signedInAs: 'dispatcher@demo.test',
    receipts: todaysReceipts(),
    now,
  });
  const setActive = (active: boolean) => {
    const driver = accounts.find((account) => account.uid === 'u-dispatcher');
    if (driver) driver.active = active;
    // The record's next answer, from the server.
    services.control.releaseRecords();
  };
  return { services, deactivate: () => setActive(false), reactivate: () => setActive(true) };
}

describe('a deactivated driver with changes not sent', () => {
  it('is shown Access Denied, and the changes are kept on the phone and counted', async () => {
    const { services, deactivate, reactivate } = deactivatable();
    goOffline();
    await deliverNewOpenOrder(services);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(
        '1 waiting to sync',
      ),
    );

    deactivate();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access Denied');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        '1 change not sent is kept on this phone. It is sent if this account can use Dispatch again.',
      ),
    );
    expect(services.control.deliveryUpdates).toEqual([]);

    // Kept, not dropped: back in Dispatch on this phone, the change is there, still to send.
    reactivate();
    await signInAs(userEvent.setup(), 'dispatcher@demo.test');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(
        'Offline · 1 waiting to sync',
      ),
    );
  });

  it('says nothing of changes when there are none', async () => {
    const { services, deactivate } = deactivatable();
    renderApp(services, '/order');
    await screen.findByRole('heading', { name: /^Open orders/ });
    deactivate();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access Denied');
    expect(alert).not.toHaveTextContent(/not sent/);
  });
});
