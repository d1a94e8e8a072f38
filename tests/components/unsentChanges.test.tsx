import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { DispatchApiError } from '@/services/ports';
import { createFakeServices, offlineError, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// Every unsent change is reachable from the header, even once its order has left today's
// list: the "Changes not sent" sheet names it and offers Retry and Discard.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

const orders = () => [
  receipt('r-7', { orderNumber: '1007', status: 'On the Way', updateTimestamp: now - 60_000 }),
  receipt('r-8', { orderNumber: '1008', status: 'Pending', updateTimestamp: now - 120_000 }),
];

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function signedIn() {
  return createFakeServices({ signedInAs: 'dispatcher@demo.test', receipts: orders(), now });
}

/** Taps a status on an order's detail page (the first render of a file loads the page). */
async function tap(user: ReturnType<typeof userEvent.setup>, status: string) {
  await user.click(await screen.findByRole('button', { name: status }, { timeout: 10_000 }));
  // Delivered asks first (docs/outcomes.md).
  if (status === 'Delivered') {
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
  }
}

async function openSheet(user: ReturnType<typeof userEvent.setup>, headerWords: RegExp) {
  const header = screen.getByRole('status', { name: 'Sync status' });
  await user.click(await within(header).findByRole('button', { name: headerWords }));
  return screen.findByRole('dialog', { name: 'Changes not sent' });
}

describe('changes not sent, from the header', () => {
  it('lists a change refused after its order left the list, with its reason, and retries it', async () => {
    const services = signedIn();
    services.control.failDeliveryUpdates(
      new DispatchApiError('rejected', 'This order was reassigned to another driver.', 403),
    );
    renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tap(user, 'Delivered');
    await screen.findByRole('alert');
    // The order leaves today's feed (reassigned): its page says so instead of showing it.
    services.control.setReceipts(orders().filter((r) => r.id !== 'r-7'));
    await screen.findByRole('heading', { name: '#1007 was reassigned by the back office' });

    const sheet = await openSheet(user, /1 not accepted/);
    const item = within(sheet).getByRole('listitem', { name: 'Order #1007' });
    expect(item).toHaveTextContent('Order #1007 → Delivered');
    expect(item).toHaveTextContent('Not accepted: This order was reassigned to another driver.');

    services.control.failDeliveryUpdates(null);
    await user.click(within(item).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { receiptId: 'r-7', status: 'Delivered' },
      ]),
    );
    await waitFor(() => expect(within(sheet).queryByRole('listitem')).toBeNull());
    expect(sheet).toHaveTextContent('Every status change has reached the server.');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('discards one change and keeps the others', async () => {
    const services = signedIn();
    services.control.failDeliveryUpdates(new DispatchApiError('rejected', 'Order cancelled', 409));
    const { unmount } = renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tap(user, 'Delivered');
    await screen.findByRole('alert');
    unmount();
    renderApp(services, '/order-detail?id=r-8');
    await tap(user, 'Picked Up');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(
        '2 not accepted',
      ),
    );

    const sheet = await openSheet(user, /2 not accepted/);
    const first = within(sheet).getByRole('listitem', { name: 'Order #1007' });
    await user.click(within(first).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(
        within(sheet)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('Order #1008 → Picked Up')]),
    );
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent('1 not accepted');
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('lets a backing-off change be retried by hand', async () => {
    const services = signedIn();
    services.control.failDeliveryUpdates(offlineError());
    renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tap(user, 'Delivered');

    const sheet = await openSheet(user, /1 waiting/);
    const item = await within(sheet).findByRole('listitem', { name: 'Order #1007' });
    await waitFor(() =>
      expect(item).toHaveTextContent('Waiting to sync. Last try failed: Network Error'),
    );
    services.control.failDeliveryUpdates(null);
    await user.click(within(item).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([{ receiptId: 'r-7' }]),
    );
  });

  it('is a plain status, not a button, when everything is synced', async () => {
    renderApp(signedIn(), '/order');
    await screen.findAllByRole('link', { name: /#1007/ });
    const header = screen.getByRole('status', { name: 'Sync status' });
    expect(within(header).queryByRole('button')).toBeNull();
  });
});
