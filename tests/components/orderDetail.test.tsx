import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DispatchApiError } from '@/services/ports';
import { receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';
import {
  deliverNewOpenOrder,
  expectCurrentStatus,
  goOffline,
  minutesAgo,
  now,
  openWithPickUpRefused,
  orderTitles,
  signedIn,
  startEachTestWithEmptyOutbox,
} from './ordersSupport';

// An order's page: what a driver needs (customer, call, items, total, Navigate, the map's
// fallback), malformed and missing orders, and a status change from tap to server: shown at
// once as Sending…, kept offline, refused (Retry, Discard), not saved on the phone, or waiting
// for the driver to sign in again.

startEachTestWithEmptyOutbox();

describe('order detail', () => {
  it('shows what a driver needs', async () => {
    renderApp(
      signedIn([
        receipt('r1', {
          orderNumber: '1042',
          status: 'Picked Up',
          updateTimestamp: minutesAgo(3),
          customer: { name: 'Ana Lima', phone: '+44 20 7946 0018' },
          deliveryAddress: { address: '12 Baker Street', lat: 51.52, lng: -0.157 },
          items: [{ name: 'Margherita', quantity: 2, price: 9.5 }],
          subtotal: 19,
          deliveryFee: 2.5,
          total: 21.5,
          currency: 'GBP',
          paymentMethod: 'Cash',
          notes: 'Ring twice',
        }),
      ]),
      '/order-detail?id=r1',
    );
    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(customer).getByText('12 Baker Street')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+442079460018',
    );
    expect(screen.getByText('Margherita')).toBeInTheDocument();
    expect(screen.getByText('£21.50')).toBeInTheDocument();
    expect(screen.getByText('Cash')).toBeInTheDocument();
    expect(screen.getByText('Ring twice')).toBeInTheDocument();
    expectCurrentStatus('Picked Up');
    // One Navigate on the page, with the customer, in the chosen app (Google Maps by default).
    const navigate = screen.getAllByRole('link', { name: /Navigate/ });
    expect(navigate).toHaveLength(1);
    expect(within(customer).getByRole('link', { name: 'Navigate' }).getAttribute('href')).toContain(
      'destination=51.52%2C-0.157',
    );
    // No maps key in the test config: the fallback card with both addresses.
    const route = screen.getByRole('region', { name: 'Map and directions' });
    expect(within(route).getByText(/1 Market Street/)).toBeInTheDocument();
  });

  it('shows absent fields as absent, never crashing on a malformed receipt', async () => {
    renderApp(
      signedIn([receipt('bad', { status: 42, updateTimestamp: now, items: 'lots', total: 'abc' })]),
      '/order-detail?id=bad',
    );
    expect(await screen.findByRole('heading', { name: 'Order bad' })).toBeInTheDocument();
    expect(screen.getByText('No items listed on this order.')).toBeInTheDocument();
  });

  it("says so when the order is not in today's list", async () => {
    renderApp(signedIn(), '/order-detail?id=yesterday');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });

  it('changes the status at once: the order moves to Delivered, marked Sending… until confirmed', async () => {
    const services = signedIn();
    services.control.holdDeliveryUpdates();
    const user = await deliverNewOpenOrder(services);
    // Shown at once, before the server has answered, with a mark in words: the change is on its
    // way out (online), so "Sending…", not "Waiting to sync" (issue 16).
    await waitFor(() => expectCurrentStatus('Delivered'));
    const article = screen.getByRole('article');
    // Both the order's mark and the status control say so.
    expect(within(article).getAllByText('Sending…')).toHaveLength(2);
    // The status control says the same as the mark (issue 16: it said "Waiting to sync" before).
    const statusLive = within(screen.getByRole('region', { name: 'Delivery status' })).getByRole(
      'status',
    );
    expect(statusLive).toHaveTextContent('Sending…');
    expect(statusLive).not.toHaveTextContent('Waiting to sync');
    expect(await screen.findByRole('status', { name: 'Sync status' })).toHaveTextContent(
      '1 waiting to sync',
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: /^Delivered/ }));
    expect(await screen.findByRole('list', { name: 'Delivered' })).toBeInTheDocument();
    expect(orderTitles('Delivered')[0]).toBe('Order #2');
    expect(screen.getByRole('link', { name: /Order #2.*Sending…/ })).toBeInTheDocument();

    // The server accepts it and the feed shows it: the mark and the count clear.
    services.control.resolveDeliveryUpdates();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Order #2/ })).not.toHaveTextContent('Sending…'),
    );
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(/^$/);
    expect(services.control.deliveryUpdates).toMatchObject([
      { receiptId: 'new-open', status: 'Delivered', dispatchId: 'u-dispatcher' },
    ]);
    expect(orderTitles('Delivered')[0]).toBe('Order #2');

    // Once confirmed, the change is settled for good: a later change made elsewhere (the back
    // office puts the order back on the way) shows as the feed says, without a mark.
    services.control.setReceipts(
      services.control.receipts.map((r) =>
        r.id === 'new-open' ? { ...r, status: 'On the Way', updateTimestamp: now + 60_000 } : r,
      ),
    );
    await waitFor(() => expect(orderTitles('Delivered')).not.toContain('Order #2'));
    await user.click(within(menu).getByRole('link', { name: /^Order/ }));
    const row = await screen.findByRole('link', { name: /Order #2/ });
    expect(row).toHaveTextContent('On the Way');
    expect(row).not.toHaveTextContent('Waiting to sync');
  });

  it('keeps changes made offline waiting, says so in the header, and sends them once online', async () => {
    const services = signedIn();
    const online = goOffline();
    await deliverNewOpenOrder(services);
    expect(await screen.findByRole('status', { name: 'Sync status' })).toHaveTextContent(
      'Offline · 1 waiting to sync',
    );
    expect(within(screen.getByRole('article')).getByText('Waiting to sync')).toBeInTheDocument();
    // Offline, the status control really waits for a connection too.
    expect(
      within(screen.getByRole('region', { name: 'Delivery status' })).getByRole('status'),
    ).toHaveTextContent('Waiting to sync: Delivered is saved on this phone');
    expect(services.control.deliveryUpdates).toEqual([]);

    online();
    await waitFor(() => expect(services.control.deliveryUpdates).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(/^$/),
    );
    expect(within(screen.getByRole('article')).queryByText('Waiting to sync')).toBeNull();
  });

  it("keeps a refused change with the server's reason, and retries it", async () => {
    const services = signedIn();
    services.control.failDeliveryUpdates(
      new DispatchApiError('rejected', 'Order already cancelled', 409),
    );
    const user = await deliverNewOpenOrder(services);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't change the status to Delivered. The server refused the change: Order already cancelled",
    );
    // Kept, not lost: still shown as Delivered, marked, and counted in the header.
    expectCurrentStatus('Delivered');
    expect(
      within(screen.getByRole('article')).getByText('Not synced: refused'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent('1 not accepted');

    services.control.failDeliveryUpdates(null);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('article')).queryByText(/Not synced|Waiting/)).toBeNull(),
    );
    expect(services.control.deliveryUpdates).toMatchObject([
      { receiptId: 'new-open', status: 'Delivered' },
    ]);
    expectCurrentStatus('Delivered');
  });

  it('names the refused status even when a later tap is queued behind it', async () => {
    const { services, user } = await openWithPickUpRefused();
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    // Delivered asks first (docs/outcomes.md).
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    // The latest tap is shown; it waits behind the refused one of the same order.
    await waitFor(() => expectCurrentStatus('Delivered'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Couldn't change the status to Picked Up. The server refused the change: Order already cancelled",
    );
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('discards a refused change: the order goes back to what the server says', async () => {
    const { services, user } = await openWithPickUpRefused();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expectCurrentStatus('On the Way');
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(/^$/);
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('says so when the change cannot be saved on this phone, instead of pretending', async () => {
    // Some private modes refuse IndexedDB: opening the outbox's database fails.
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('IndexedDB is disabled', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = signedIn();
    await deliverNewOpenOrder(services);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't save the change to Delivered on this phone",
    );
    expectCurrentStatus('On the Way');
    expect(within(screen.getByRole('article')).queryByText('Waiting to sync')).toBeNull();
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('asks to sign in again when the server no longer accepts the session', async () => {
    const services = signedIn();
    services.control.failDeliveryUpdates(
      new DispatchApiError('unauthorized', 'Token expired', 401),
    );
    const user = await deliverNewOpenOrder(services);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your session has expired/);
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(
      'Sign in again to sync',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
