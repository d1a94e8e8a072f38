import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { DispatchApiError } from '@/services/ports';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// Noon of today, so that "minutes ago" never crosses midnight whenever the suite runs.
const midnight = startOfLocalDay(Date.now());
const now = midnight + 12 * 60 * 60_000;
const minutesAgo = (m: number) => now - m * 60_000;

function todaysReceipts() {
  return [
    receipt('old-open', {
      orderNumber: '1',
      status: 'Pending',
      updateTimestamp: minutesAgo(50),
      customer: { name: 'Ana Lima' },
    }),
    receipt('new-open', {
      orderNumber: '2',
      status: 'On the Way',
      updateTimestamp: minutesAgo(5),
      customer: { name: 'Ben Okafor' },
    }),
    receipt('mid-open', { orderNumber: '3', status: 'Preparing', updateTimestamp: minutesAgo(20) }),
    receipt('done-1', { orderNumber: '4', status: 'Delivered', updateTimestamp: minutesAgo(30) }),
    receipt('done-2', { orderNumber: '5', status: 'Delivered', updateTimestamp: minutesAgo(10) }),
    // Decoys: yesterday, not a sale, another dispatcher's.
    receipt('yesterday', { orderNumber: '90', status: 'Pending', updateTimestamp: midnight - 1 }),
    receipt('refund', {
      orderNumber: '91',
      status: 'Pending',
      updateTimestamp: minutesAgo(1),
      receipt_type: 'REFUND',
    }),
    receipt('courier', {
      orderNumber: '92',
      status: 'Pending',
      updateTimestamp: minutesAgo(1),
      dispatchId: 'u-courier',
    }),
  ];
}

function orderTitles(listName: string) {
  const list = screen.getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.order-row__title')?.textContent);
}

// Every test starts with an empty outbox (and no other test's changes).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The browser goes offline; call the returned function to come back online. */
function goOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  return () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };
}

async function signInAs(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The status control marks the order's current status as the pressed button. */
function expectCurrentStatus(status: string) {
  expect(screen.getByRole('button', { name: status })).toHaveAttribute('aria-pressed', 'true');
}

function signedIn(receipts = todaysReceipts()) {
  return createFakeServices({ signedInAs: 'dispatcher@demo.test', receipts, now });
}

/**
 * Opens the open order "new-open" and marks it Delivered, confirmed (Delivered asks first,
 * docs/outcomes.md); the test goes on with the user it answers.
 */
async function deliverNewOpenOrder(services: ReturnType<typeof signedIn>) {
  renderApp(services, '/order-detail?id=new-open');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delivered' }));
  await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
  return user;
}

/** Opens "new-open" on a server that refuses every change and taps Picked Up: refused, alert shown. */
async function openWithPickUpRefused() {
  const services = signedIn();
  services.control.failDeliveryUpdates(
    new DispatchApiError('rejected', 'Order already cancelled', 409),
  );
  renderApp(services, '/order-detail?id=new-open');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Picked Up' }));
  await screen.findByRole('alert');
  return { services, user };
}

describe('order lists', () => {
  it('shows open orders newest first, without decoys', async () => {
    renderApp(signedIn(), '/order');
    await screen.findByRole('list', { name: 'Open orders' });
    expect(orderTitles('Open orders')).toEqual(['Order #2', 'Order #3', 'Order #1']);
    expect(screen.getByRole('heading', { name: /^Open orders\s*\(3\)$/ })).toBeInTheDocument();
    expect(screen.queryByText('Order #90')).not.toBeInTheDocument();
    expect(screen.queryByText('Order #91')).not.toBeInTheDocument();
    expect(screen.queryByText('Order #92')).not.toBeInTheDocument();
    // An unknown status is shown as it is.
    expect(screen.getByText('Preparing')).toBeInTheDocument();
  });

  it('shows delivered orders newest first', async () => {
    renderApp(signedIn(), '/delivered');
    await screen.findByRole('list', { name: 'Delivered' });
    expect(orderTitles('Delivered')).toEqual(['Order #5', 'Order #4']);
  });

  it('links each row to its detail by id', async () => {
    renderApp(signedIn(), '/order');
    const row = await screen.findByRole('link', { name: /Order #2/ });
    expect(row).toHaveAttribute('href', '/order-detail?id=new-open');
  });

  it('has an empty state', async () => {
    renderApp(signedIn([]), '/order');
    expect(
      await screen.findByRole('heading', { name: 'No open orders right now' }),
    ).toBeInTheDocument();
  });

  it('has a loading state and an error state with a retry', async () => {
    const services = signedIn();
    services.control.holdFeed();
    renderApp(services, '/order');
    expect(await screen.findByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
    services.control.releaseFeed();
    await screen.findByRole('list', { name: 'Open orders' });
    services.control.failFeed('Missing or insufficient permissions.');
    expect(
      await screen.findByRole('heading', { name: "Couldn't load your orders" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Open orders' })).toBeInTheDocument();
  });

  it('updates in realtime when the feed changes', async () => {
    const services = signedIn();
    renderApp(services, '/order');
    await screen.findByRole('list', { name: 'Open orders' });
    services.control.setReceipts([
      ...services.control.receipts,
      receipt('newest', { orderNumber: '6', status: 'Pending', updateTimestamp: now }),
    ]);
    // A new order joins the route at the end; "By time" lists it first.
    await waitFor(() => expect(orderTitles('Open orders').at(-1)).toBe('Order #6'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Route tools' }));
    await user.click(screen.getByRole('button', { name: 'By time' }));
    expect(orderTitles('Open orders')[0]).toBe('Order #6');
  });
});

describe('a very long day', () => {
  it('renders the first 100 orders and shows more on request', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      receipt(`bulk-${i}`, {
        orderNumber: String(1000 + i),
        status: 'Pending',
        updateTimestamp: minutesAgo(1 + i),
      }),
    );
    renderApp(signedIn(many), '/order');
    const list = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(list).getAllByRole('link')).toHaveLength(100);
    expect(screen.getByRole('heading', { name: /^Open orders\s*\(150\)$/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 100 of 150.')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(within(list).getAllByRole('link')).toHaveLength(150);
    expect(orderTitles('Open orders').at(-1)).toBe('Order #1149');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });
});

describe('side menu', () => {
  it('has the logo, the two links, sign-out and the footer', async () => {
    renderApp(signedIn(), '/order');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('img', { name: 'Dispatch' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Order/ })).toHaveAttribute('href', '/order');
    expect(within(menu).getByRole('link', { name: /^Delivered/ })).toHaveAttribute(
      'href',
      '/delivered',
    );
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).getByText('v0.0.3')).toBeInTheDocument();
    const copyright = within(menu).getByRole('link', {
      name: `© ${new Date().getFullYear()} Test Foods`,
    });
    expect(copyright).toHaveAttribute('href', 'https://foods.test/');
  });

  it("draws the closed menu's logo once the page is idle, or at once when the menu opens", async () => {
    renderApp(signedIn(), '/order');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const logo = within(menu).getByRole('img', { name: 'Dispatch' });
    // jsdom is phone-sized here (no matchMedia) and has no requestIdleCallback: its page counts
    // as idle 2 s after load, well after this. Until then the logo waits, named and sized.
    expect(logo).not.toHaveAttribute('src');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(logo).toHaveAttribute('src', '/logo.svg');
  });

  it('opens and closes as a drawer from the Menu button', async () => {
    renderApp(signedIn(), '/order');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const user = userEvent.setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', {
        name: /^Delivered/,
      }),
    );
    expect(await screen.findByRole('heading', { name: /Delivered/ })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the "Demo data" badge in demo mode', async () => {
    renderApp(signedIn(), '/order');
    expect(await screen.findByText('Demo data')).toBeInTheDocument();
  });
});

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
