import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { rememberOrders } from '@/features/shared/rememberedStart';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// The driver who lost an order is told (docs/architecture.md#orders-taken-away): an open order
// that leaves the live feed shows "#1007 was reassigned by the back office" until dismissed, not
// a row that silently vanishes; its page, if open, says so; a cache's answer and a delivered
// order leaving say nothing.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;
const ROW = { selector: '.order-row__title' };

const orders = () => [
  receipt('r-7', { orderNumber: '1007', status: 'On the Way', updateTimestamp: now - 60_000 }),
  receipt('r-8', { orderNumber: '1008', status: 'Pending', updateTimestamp: now - 120_000 }),
  receipt('r-9', { orderNumber: '1009', status: 'Delivered', updateTimestamp: now - 180_000 }),
];

/** The back office gives these orders to another driver. */
const reassigning = (...ids: string[]) =>
  orders().map((r) => (ids.includes(r.id) ? { ...r, dispatchId: 'u-courier' } : r));

const NOTICE_7 = '#1007 was reassigned by the back office';
const NOTICE_8 = '#1008 was reassigned by the back office';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => vi.restoreAllMocks());

function signedIn() {
  return createFakeServices({ signedInAs: 'dispatcher@demo.test', receipts: orders(), now });
}

describe('an order the back office took away', () => {
  it('is told in a notice that stays until dismissed, instead of a row that silently vanishes', async () => {
    const services = signedIn();
    renderApp(services, '/order');
    expect(await screen.findByText(/1007/, ROW)).toBeInTheDocument();

    services.control.setReceipts(reassigning('r-7'));
    const notice = await screen.findByText(NOTICE_7);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/1007/, ROW)).toBeNull();
    // More answers do not take it away, nor tell it twice.
    services.control.setReceipts(reassigning('r-7'));
    expect(screen.getAllByText(NOTICE_7)).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: `Dismiss: ${NOTICE_7}` }));
    expect(screen.queryByText(NOTICE_7)).toBeNull();
  });

  it('tells several apart, each with its own Dismiss', async () => {
    const services = signedIn();
    renderApp(services, '/order');
    await screen.findByText(/1008/, ROW);
    services.control.setReceipts(reassigning('r-7', 'r-8'));
    expect(await screen.findByText(NOTICE_7)).toBeInTheDocument();
    expect(screen.getByText(NOTICE_8)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: `Dismiss: ${NOTICE_8}` }));
    expect(screen.queryByText(NOTICE_8)).toBeNull();
    expect(screen.getByText(NOTICE_7)).toBeInTheDocument();
  });

  it('says nothing of an answer from the cache alone', async () => {
    const services = signedIn();
    renderApp(services, '/order');
    await screen.findByText(/1007/, ROW);
    // The cache's answer lacks it (the list shows that answer): not the server's word.
    services.control.setReceipts(reassigning('r-7'), { fromCache: true });
    await waitFor(() => expect(screen.queryByText(/1007/, ROW)).toBeNull());
    expect(screen.queryByText(/was reassigned/)).toBeNull();
    // The server's answer has it: it never left.
    services.control.setReceipts(orders());
    expect(await screen.findByText(/1007/, ROW)).toBeInTheDocument();
    expect(screen.queryByText(/was reassigned/)).toBeNull();
  });

  it('says nothing of a delivered order leaving', async () => {
    const services = signedIn();
    renderApp(services, '/delivered');
    await screen.findByText(/1009/, ROW);
    services.control.setReceipts(reassigning('r-9'));
    await waitFor(() => expect(screen.queryByText(/1009/, ROW)).toBeNull());
    expect(screen.queryByText(/was reassigned/)).toBeNull();
  });

  it("says so on the order's page when it goes while open, after the notice is dismissed too", async () => {
    const services = signedIn();
    renderApp(services, '/order-detail?id=r-7');
    expect(await screen.findByRole('heading', { level: 1, name: /1007/ })).toBeInTheDocument();

    services.control.setReceipts(reassigning('r-7'));
    const title = await screen.findByRole('heading', { level: 1, name: NOTICE_7 });
    const page = title.closest('section')!;
    expect(page).toHaveTextContent(
      'The back office gave this order to someone else: it is no longer on your list.',
    );
    expect(within(page).queryByRole('button', { name: 'Delivered' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: `Dismiss: ${NOTICE_7}` }));
    expect(screen.getByRole('heading', { level: 1, name: NOTICE_7 })).toBeInTheDocument();
  });

  it('is told at a start, from the list remembered from the last one', async () => {
    rememberOrders({ dispatchId: 'u-dispatcher', since: startOfLocalDay(now), receipts: orders() });
    const services = createFakeServices({
      signedInAs: 'dispatcher@demo.test',
      receipts: reassigning('r-8'),
      now,
    });
    services.control.holdFeed();
    renderApp(services, '/order');
    // The remembered list shows first, as the last start left it.
    expect(await screen.findByText(/1008/, ROW)).toBeInTheDocument();
    expect(screen.queryByText(NOTICE_8)).toBeNull();

    services.control.releaseFeed();
    expect(await screen.findByText(NOTICE_8)).toBeInTheDocument();
    expect(screen.queryByText(/1008/, ROW)).toBeNull();
  });
});
