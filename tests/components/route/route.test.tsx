import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_STORAGE_KEYS } from '@/features/route';
import { receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';
import { midnight, now, signedIn, titles } from './lisbon';

// The route on the order screens (docs/route.md), on the whole app with fake services.

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('Search orders', () => {
  it('finds by street without accents, by name, by phone; says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp(signedIn(), '/order');
    const search = await screen.findByRole('searchbox', { name: 'Search orders' });
    await user.type(search, 'sao bento');
    expect(titles()).toEqual(['Order #1042']);
    await user.clear(search);
    await user.type(search, 'ANA');
    expect(titles()).toEqual(['Order #1043']);
    await user.clear(search);
    await user.type(search, '+351 211');
    expect(titles()).toEqual(['Order #1043']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByRole('heading', { name: 'No orders match “nobody”' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open orders' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
    expect(titles()).toHaveLength(3);
  });

  it('keeps the search over opening an order and coming back', async () => {
    const user = userEvent.setup();
    renderApp(signedIn(), '/order');
    await user.type(await screen.findByRole('searchbox', { name: 'Search orders' }), 'joao');
    await user.click(screen.getByRole('link', { name: /Order #1042/ }));
    await screen.findByRole('heading', { name: 'Order #1042' });
    await user.click(screen.getByRole('link', { name: /Open orders/ }));
    expect(await screen.findByRole('searchbox', { name: 'Search orders' })).toHaveValue('joao');
    expect(titles()).toEqual(['Order #1042']);
  });
});

describe('the next stop', () => {
  it('shows the first stop with distance and estimate from the store, and its actions', async () => {
    renderApp(signedIn(), '/order');
    const card = await screen.findByRole('region', { name: 'Next stop' });
    expect(within(card).getByRole('link', { name: 'Open order #1042' })).toBeInTheDocument();
    expect(within(card).getByText('Rua de São Bento 120, Lisboa')).toBeInTheDocument();
    // Store to São Bento: about 1.5 km, 5 min at 20 km/h.
    expect(within(card).getByText(/^1\.\d km · ~\d min from the store$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Navigate' })).toHaveAttribute(
      'href',
      expect.stringContaining('destination=38.716%2C-9.1527'),
    );
    expect(within(card).getByRole('link', { name: /^Call/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'On my way' })).toBeEnabled();
  });

  it('moves on when the first stop is delivered', async () => {
    const services = signedIn();
    renderApp(services, '/order');
    await screen.findByRole('link', { name: 'Open order #1042' });
    services.control.setReceipts(
      services.control.receipts.map((r) => (r.id === 'a' ? { ...r, status: 'Delivered' } : r)),
    );
    expect(await screen.findByRole('link', { name: 'Open order #1043' })).toBeInTheDocument();
  });
});

describe('the route order', () => {
  it('moves stops with named Move up/Move down, first and last disabled, and keeps the order', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(signedIn(), '/order');
    // "Edit order of stops" is among the route tools, closed at first to keep the list in view.
    const tools = await screen.findByRole('button', { name: 'Route tools' });
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Edit order of stops' })).toBeNull();
    await user.click(tools);
    await user.click(screen.getByRole('button', { name: 'Edit order of stops' }));
    expect(screen.getByRole('button', { name: 'Move up #1042' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down #1044' })).toBeDisabled();
    expect(screen.getByText('No location')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move down #1042' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down #1042' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(titles()).toEqual(['Order #1043', 'Order #1042', 'Order #1044']);
    unmount();

    // A reload finds the same route.
    renderApp(signedIn(), '/order');
    await screen.findByRole('list', { name: 'Open orders' });
    expect(titles()).toEqual(['Order #1043', 'Order #1042', 'Order #1044']);
  });

  it('starts fresh on a new day and for another dispatcher', async () => {
    localStorage.setItem(
      ROUTE_STORAGE_KEYS.route,
      JSON.stringify({
        dispatchId: 'u-dispatcher',
        day: midnight - 86_400_000,
        stops: ['c', 'b', 'a'],
      }),
    );
    renderApp(signedIn(), '/order');
    await screen.findByRole('list', { name: 'Open orders' });
    expect(titles()).toEqual(['Order #1042', 'Order #1043', 'Order #1044']);
  });

  it('drops an order reassigned away without a trace, and puts new ones at the end', async () => {
    localStorage.setItem(
      ROUTE_STORAGE_KEYS.route,
      JSON.stringify({ dispatchId: 'u-dispatcher', day: midnight, stops: ['c', 'b', 'a'] }),
    );
    const services = signedIn();
    renderApp(services, '/order');
    await screen.findByRole('list', { name: 'Open orders' });
    expect(titles()).toEqual(['Order #1044', 'Order #1043', 'Order #1042']);
    services.control.setReceipts([
      ...services.control.receipts.map((r) => (r.id === 'b' ? { ...r, dispatchId: 'u-other' } : r)),
      receipt('n', { orderNumber: '2000', status: 'Pending', updateTimestamp: now }),
    ]);
    await waitFor(() => expect(titles()).toEqual(['Order #1044', 'Order #1042', 'Order #2000']));
    // Written behind the screen, once the route has been quiet for a moment.
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(ROUTE_STORAGE_KEYS.route) ?? '{}').stops).toEqual([
          'c',
          'a',
          'n',
        ]),
      { timeout: 10_000 },
    );
  });

  it('optimises from the store without a location, keeps unplaced stops last, and undoes', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      ROUTE_STORAGE_KEYS.route,
      JSON.stringify({ dispatchId: 'u-dispatcher', day: midnight, stops: ['c', 'a', 'b'] }),
    );
    renderApp(signedIn(), '/order');
    await screen.findByRole('list', { name: 'Open orders' });
    expect(titles()).toEqual(['Order #1044', 'Order #1042', 'Order #1043']);
    await user.click(screen.getByRole('button', { name: 'Optimise route' }));
    expect(
      await screen.findByText('Route optimised from the store: your location was not available.'),
    ).toBeInTheDocument();
    // From the store, Liberdade (1.2 km) before São Bento; the stop without coordinates last.
    expect(titles()).toEqual(['Order #1043', 'Order #1042', 'Order #1044']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(titles()).toEqual(['Order #1044', 'Order #1042', 'Order #1043']);
  });
});

describe('On my way', () => {
  it('writes the message and offers SMS and WhatsApp links, sending nothing', async () => {
    const user = userEvent.setup();
    renderApp(signedIn(), '/order');
    const card = await screen.findByRole('region', { name: 'Next stop' });
    await user.click(within(card).getByRole('button', { name: 'On my way' }));
    const sheet = screen.getByRole('dialog', { name: 'On my way: order #1042' });
    const message = within(sheet).getByRole('textbox', { name: 'Message' });
    expect((message as HTMLTextAreaElement).value).toMatch(
      /^Hi João, this is your courier from Test Foods: I'm on my way with order #1042, about \d+ min\.$/,
    );
    await user.clear(message);
    await user.type(message, 'Two minutes!');
    expect(within(sheet).getByRole('link', { name: 'Send by SMS' })).toHaveAttribute(
      'href',
      'sms:+351912345678?body=Two%20minutes!',
    );
    expect(within(sheet).getByRole('link', { name: 'Send by WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/351912345678?text=Two%20minutes!',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is disabled, saying why, without a usable phone number', async () => {
    renderApp(signedIn(), '/order-detail?id=c');
    await screen.findByRole('heading', { name: 'Order #1044' });
    const button = screen.getByRole('button', { name: 'On my way' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('No phone number on this order.');
    expect(screen.getByText('No location')).toBeInTheDocument();
  });
});

describe('Navigation app', () => {
  it('is chosen in the side menu and changes every Navigate', async () => {
    const user = userEvent.setup();
    renderApp(signedIn(), '/order-detail?id=a');
    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(screen.getAllByRole('link', { name: 'Navigate' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Navigation app' }), 'Waze');
    expect(screen.getByRole('link', { name: 'Navigate' })).toHaveAttribute(
      'href',
      'https://waze.com/ul?ll=38.716%2C-9.1527&navigate=yes',
    );
    expect(localStorage.getItem(ROUTE_STORAGE_KEYS.navigationApp)).toBe('waze');
  });
});
