import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';
import {
  minutesAgo,
  now,
  orderTitles,
  signedIn,
  startEachTestWithEmptyOutbox,
} from './ordersSupport';

// The order lists on screen: open and delivered orders newest first without the decoys (another
// day, a refund, another dispatcher's), links to the detail, the empty, loading and error states,
// realtime updates, and a very long day shown 100 orders at a time.

startEachTestWithEmptyOutbox();

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
