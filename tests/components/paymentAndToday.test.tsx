import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { FROM_CACHE_NOTICE_AFTER_MS } from '@/features/today/TodayPage';
import { formatTime } from '@/ui/format';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// Payment badges and the notes mark on the rows, "Collect … in cash" on the detail, and the
// Today screen's counts and sums, against the fake services.

const midnight = startOfLocalDay(Date.now());
const now = midnight + 12 * 60 * 60_000;
const minutesAgo = (m: number) => now - m * 60_000;
const SLOW = { timeout: 10_000 };

function receipts() {
  return [
    receipt('cash-open', {
      orderNumber: '11',
      status: 'Pending',
      updateTimestamp: minutesAgo(5),
      createdAt: minutesAgo(40),
      total: 35.3,
      currency: 'EUR',
      paymentMethod: 'Cash',
      notes: 'Ring twice',
    }),
    receipt('card-open', {
      orderNumber: '12',
      status: 'On the Way',
      updateTimestamp: minutesAgo(6),
      dueAt: minutesAgo(-30),
      totals: { total: 12 },
      currency: 'EUR',
      payment: { method: 'card', status: 'pending' },
    }),
    receipt('paid-open', {
      orderNumber: '13',
      status: 'Picked Up',
      updateTimestamp: minutesAgo(7),
      total: 20,
      currency: 'EUR',
      paymentMethod: 'Paid online',
      paymentStatus: 'PAID',
    }),
    receipt('unknown-open', {
      orderNumber: '14',
      status: 'Pending',
      updateTimestamp: minutesAgo(8),
      total: 9,
      currency: 'EUR',
    }),
    receipt('cash-done', {
      orderNumber: '15',
      status: 'Delivered',
      updateTimestamp: minutesAgo(20),
      total: 0.1,
      currency: 'EUR',
      paymentMethod: 'Cash',
      cashCollected: 0.1,
    }),
    receipt('cash-done-2', {
      orderNumber: '16',
      status: 'Delivered',
      updateTimestamp: minutesAgo(25),
      total: 0.2,
      currency: 'EUR',
      paymentMethod: 'Cash',
      deliveryOutcome: { cashCollected: 0.2 },
    }),
    receipt('card-done', {
      orderNumber: '17',
      status: 'Delivered',
      updateTimestamp: minutesAgo(30),
      total: 8,
      currency: 'EUR',
      paymentMethod: 'Card',
    }),
    receipt('not-delivered', {
      orderNumber: '18',
      status: 'Not Delivered',
      updateTimestamp: minutesAgo(35),
      total: 5,
      currency: 'EUR',
      paymentMethod: 'Cash',
      statusReason: 'Wrong address',
    }),
  ];
}

function signedIn() {
  return createFakeServices({ signedInAs: 'dispatcher@demo.test', receipts: receipts(), now });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function row(title: string) {
  const link = screen.getByText(title).closest('a');
  if (link === null) throw new Error(`no row for ${title}`);
  return within(link);
}

describe('order rows', () => {
  it('show what to collect as a badge, and that an order has notes', async () => {
    renderApp(signedIn(), '/order');
    await screen.findByRole('list', { name: 'Open orders' }, SLOW);
    expect(row('Order #11').getByText('Cash €35.30')).toBeInTheDocument();
    expect(row('Order #11').getByRole('img', { name: 'Has notes' })).toBeInTheDocument();
    expect(row('Order #12').getByText('Card €12.00')).toBeInTheDocument();
    expect(row('Order #12').queryByRole('img', { name: 'Has notes' })).not.toBeInTheDocument();
    expect(row('Order #13').getByText('Paid')).toBeInTheDocument();
    // Unknown payment: no badge claims anything; the total stands on its own.
    expect(row('Order #14').queryByText(/^(Cash|Card|Paid)/)).not.toBeInTheDocument();
    expect(row('Order #14').getByText('€9.00')).toBeInTheDocument();
  });

  it('say what their time is: due, else placed, else updated; delivered ones when updated', async () => {
    renderApp(signedIn(), '/order');
    await screen.findByRole('list', { name: 'Open orders' }, SLOW);
    expect(row('Order #12').getByText(`Due ${formatTime(minutesAgo(-30))}`)).toBeInTheDocument();
    expect(row('Order #11').getByText(`Placed ${formatTime(minutesAgo(40))}`)).toBeInTheDocument();
    expect(row('Order #13').getByText(`Updated ${formatTime(minutesAgo(7))}`)).toBeInTheDocument();
  });
});

describe('order detail', () => {
  it('says "Collect … in cash" before the status control, and highlights the notes', async () => {
    renderApp(signedIn(), '/order-detail?id=cash-open');
    const payment = await screen.findByRole('region', { name: 'Payment' }, SLOW);
    expect(within(payment).getByText('Collect €35.30 in cash')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Delivery status' });
    // Payment, then the status control, then notes, then the customer.
    expect(payment.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Ring twice')).toBeInTheDocument();
    expect(notes).toHaveClass('notes-card--present');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(status.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notes.compareDocumentPosition(customer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['card-open', 'Take card payment €12.00'],
    ['paid-open', 'Paid'],
    ['unknown-open', 'Payment not clear'],
  ])('%s says "%s"', async (id, text) => {
    renderApp(signedIn(), `/order-detail?id=${id}`);
    const payment = await screen.findByRole('region', { name: 'Payment' }, SLOW);
    expect(within(payment).getByText(text)).toBeInTheDocument();
  });

  it('never claims there is nothing to collect when the receipt does not say', async () => {
    renderApp(signedIn(), '/order-detail?id=unknown-open');
    const payment = await screen.findByRole('region', { name: 'Payment' }, SLOW);
    expect(within(payment).queryByText(/Nothing to collect|^Paid$/)).not.toBeInTheDocument();
    expect(within(payment).getByText(/Check with the store/)).toBeInTheDocument();
  });
});

describe('Today', () => {
  it('counts delivered, not delivered with reasons, open; sums cash and cards', async () => {
    renderApp(signedIn(), '/today');
    expect(await screen.findByRole('heading', { name: 'Today' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('3 delivered', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('1 not delivered')).toBeInTheDocument();
    expect(screen.getByText('Wrong address: 1')).toBeInTheDocument();
    expect(screen.getByText('4 open')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: '3 of 8' });
    expect(progress).toHaveAttribute('value', '3');
    expect(progress).toHaveAttribute('max', '8');
    // €0.10 + €0.20, from the feed (top-level and nested deliveryOutcome), with no float drift.
    expect(screen.getByText('Cash collected €0.30')).toBeInTheDocument();
    expect(screen.getByText('As recorded by the server.')).toBeInTheDocument();
    // Open cash orders only (the not-delivered one is not still to collect).
    expect(screen.getByText('Cash still to collect €35.30')).toBeInTheDocument();
    expect(screen.getByText('Card payments taken €8.00')).toBeInTheDocument();
    expect(screen.getByText('Card payments still to take €12.00')).toBeInTheDocument();
  });

  it('moves as an order is delivered on this phone, before the server has it', async () => {
    const services = signedIn();
    services.control.holdDeliveryUpdates();
    renderApp(services, '/order-detail?id=cash-open');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }, SLOW));
    const confirm = screen.queryByRole('button', { name: 'Confirm delivered' });
    if (confirm !== null) await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Today' }));
    expect(await screen.findByText('4 delivered', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('3 open')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '4 of 8' })).toBeInTheDocument();
    expect(screen.getByText('Cash still to collect €0.00')).toBeInTheDocument();
  });

  it('says when it counts from what the phone knows offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderApp(signedIn(), '/today');
      expect(await screen.findByText('3 delivered', {}, SLOW)).toBeInTheDocument();
      expect(
        screen.getByText("You're offline: counted from what this phone knows."),
      ).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('online, says it counts from the phone only once the cache answer lasts', async () => {
    const services = signedIn();
    // The feed answers from the cache first; the server's answer comes only when released.
    const watch = services.receipts.watch.bind(services.receipts);
    const fromServer: (() => void)[] = [];
    vi.spyOn(services.receipts, 'watch').mockImplementation((query, next, fail) =>
      watch(
        query,
        (snapshot) => {
          next({ ...snapshot, fromCache: true });
          fromServer.push(() => next(snapshot));
        },
        fail,
      ),
    );
    renderApp(services, '/today');
    expect(await screen.findByText('3 delivered', {}, SLOW)).toBeInTheDocument();
    const notice = /Counted from the orders saved on this phone/;
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(
      await screen.findByText(notice, {}, { timeout: FROM_CACHE_NOTICE_AFTER_MS + 2_000 }),
    ).toBeInTheDocument();
    act(() => fromServer.forEach((answer) => answer()));
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
  });

  it('is in the side menu between Delivered and the rest', async () => {
    renderApp(signedIn(), '/order');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, SLOW);
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    const delivered = names.findIndex((name) => name.startsWith('Delivered'));
    expect(names[delivered + 1]).toBe('Today');
  });
});
