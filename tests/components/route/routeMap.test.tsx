import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_STORAGE_KEYS } from '@/features/route';
import { receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';
import { lisbonOrders, midnight, now, signedIn } from './lisbon';

// "Map" on /order (docs/route.md#the-route-map), on the whole app with fake services and no
// Maps key: the app's own drawing, numbered in route order.

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** The route map's markers, as a screen reader names them. */
async function markerNames(): Promise<(string | null)[]> {
  const map = await screen.findByRole('region', { name: 'Route map' });
  return within(map)
    .getAllByRole('button')
    .map((marker) => marker.getAttribute('aria-label'));
}

const SAO_BENTO = '#1042, Rua de São Bento 120, Lisboa';
const LIBERDADE = '#1043, Avenida da Liberdade 10, Lisboa';

describe('the route map', () => {
  it('is chosen beside the heading, remembered, and numbers the stops in route order', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(signedIn(), '/order');
    const list = await screen.findByRole('button', { name: 'List' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(ROUTE_STORAGE_KEYS.view)).toBe('map');
    expect(await markerNames()).toEqual([`Stop 1: ${SAO_BENTO}`, `Stop 2: ${LIBERDADE}`]);
    // The stop without coordinates keeps its number, listed under the map.
    const noLocation = screen.getByRole('region', { name: 'No location (1)' });
    expect(within(noLocation).getByRole('link', { name: 'Stop 3: #1044' })).toHaveAttribute(
      'href',
      '/order-detail?id=c',
    );
    expect(screen.queryByRole('list', { name: 'Open orders' })).toBeNull();
    unmount();

    renderApp(signedIn(), '/order');
    expect(await markerNames()).toEqual([`Stop 1: ${SAO_BENTO}`, `Stop 2: ${LIBERDADE}`]);
  });

  it('shows the card of the stop tapped, with Open order, Navigate and On my way', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ROUTE_STORAGE_KEYS.view, 'map');
    renderApp(signedIn(), '/order');
    await markerNames();
    await user.click(screen.getByRole('button', { name: `Stop 2: ${LIBERDADE}` }));
    expect(screen.getByRole('button', { name: `Stop 2: ${LIBERDADE}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const card = screen.getByRole('region', { name: 'Stop 2' });
    expect(within(card).getByRole('link', { name: 'Open order #1043' })).toHaveAttribute(
      'href',
      '/order-detail?id=b',
    );
    expect(within(card).getByText('Ana Sousa')).toBeInTheDocument();
    expect(within(card).getByText('Avenida da Liberdade 10, Lisboa')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Navigate' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'On my way' })).toBeInTheDocument();
  });

  it('follows Optimise route, an edit of the order and a new order at once', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ROUTE_STORAGE_KEYS.view, 'map');
    const services = signedIn();
    renderApp(services, '/order');
    expect(await markerNames()).toEqual([`Stop 1: ${SAO_BENTO}`, `Stop 2: ${LIBERDADE}`]);

    // From the store, Liberdade comes first.
    await user.click(screen.getByRole('button', { name: 'Optimise route' }));
    await screen.findByText('Route optimised from the store: your location was not available.');
    expect(await markerNames()).toEqual([`Stop 1: ${LIBERDADE}`, `Stop 2: ${SAO_BENTO}`]);

    await user.click(screen.getByRole('button', { name: 'Route tools' }));
    await user.click(screen.getByRole('button', { name: 'Edit order of stops' }));
    await user.click(screen.getByRole('button', { name: 'Move up #1042' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await markerNames()).toEqual([`Stop 1: ${SAO_BENTO}`, `Stop 2: ${LIBERDADE}`]);

    services.control.setReceipts([
      ...lisbonOrders(),
      receipt('n', {
        orderNumber: '2000',
        status: 'Pending',
        updateTimestamp: now,
        deliveryAddress: { address: 'Rua da Prata 42, Lisboa', lat: 38.7106, lng: -9.1336 },
      }),
    ]);
    await waitFor(async () =>
      expect(await markerNames()).toEqual([
        `Stop 1: ${SAO_BENTO}`,
        `Stop 2: ${LIBERDADE}`,
        'Stop 4: #2000, Rua da Prata 42, Lisboa',
      ]),
    );
    // Written behind the screen, once the route has been quiet for a moment.
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(ROUTE_STORAGE_KEYS.route) ?? '{}')).toMatchObject({
          day: midnight,
        }),
      { timeout: 10_000 },
    );
  });
});
