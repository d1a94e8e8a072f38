import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import type { Receipt } from '@/domain/receipt';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// What a dispatcher meets when one order's data cannot be drawn: the others stay listed, the
// shell (menu, Sign out) stays usable, and the bad order says so.

/** The machine running the suite is shared: the first render may take longer than 1 s. */
const SLOW = { timeout: 10_000 };

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

function goodOrders() {
  return [
    receipt('good-1', { orderNumber: '1', status: 'Pending', updateTimestamp: now - 60_000 }),
    receipt('good-2', { orderNumber: '2', status: 'Pending', updateTimestamp: now - 120_000 }),
  ];
}

/** A receipt that got past the parser with a value React cannot render (an object as text). */
function unrenderable(id: string): Receipt {
  return {
    ...receipt(id, { orderNumber: '666', status: 'Pending', updateTimestamp: now }),
    customerName: { first: 'Ana' } as unknown as string, // deliberately the wrong type
  };
}

function signedIn(receipts: Receipt[]) {
  return createFakeServices({ signedInAs: 'dispatcher@demo.test', receipts, now });
}

async function expectSignOutReachable() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  await user.click(within(menu).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  // React and the boundary report the caught error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a receipt with a time a Date cannot hold', () => {
  it.each([
    ['1e308', 1e308],
    ['nanoseconds', 1_700_000_000_000_000_000],
  ])('(%s) leaves the other orders listed and Sign out reachable', async (_label, time) => {
    // As a Firestore document whose updateTimestamp passed the query (>= midnight).
    const impossible = { ...receipt('impossible', { orderNumber: '9', status: 'Pending' }) };
    impossible.updateTimestamp = time;
    renderApp(signedIn([...goodOrders(), impossible]), '/order');
    const list = await screen.findByRole('list', { name: 'Open orders' }, SLOW);
    expect(within(list).getByText('Order #1')).toBeInTheDocument();
    expect(within(list).getByText('Order #2')).toBeInTheDocument();
    expect(within(list).getByText('Order #9')).toBeInTheDocument();
    await expectSignOutReachable();
  });

  it('shows the detail without the time', async () => {
    const impossible = receipt('impossible', { orderNumber: '9', status: 'Pending' });
    impossible.updateTimestamp = 1e308;
    renderApp(signedIn([impossible]), '/order-detail?id=impossible');
    expect(await screen.findByRole('heading', { name: 'Order #9' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Updated at/)).not.toBeInTheDocument();
  });
});

describe('an order that cannot be drawn', () => {
  it('shows as "This order can\'t be shown" in the list; the others stay usable', async () => {
    renderApp(signedIn([...goodOrders(), unrenderable('bad')]), '/order');
    const list = await screen.findByRole('list', { name: 'Open orders' }, SLOW);
    expect(within(list).getByText("This order can't be shown")).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Order #1/ })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Order #2/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expectSignOutReachable();
  });

  it('shows "This order can\'t be shown" on its detail, inside a working shell', async () => {
    renderApp(signedIn([...goodOrders(), unrenderable('bad')]), '/order-detail?id=bad');
    expect(
      await screen.findByRole('heading', { name: "This order can't be shown" }, SLOW),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Back to open orders' }));
    expect(await screen.findByRole('link', { name: /Order #1/ }, SLOW)).toBeInTheDocument();
    await expectSignOutReachable();
  });
});

describe('order not found', () => {
  it('offers one way back', async () => {
    renderApp(signedIn(goodOrders()), '/order-detail?id=gone');
    expect(
      await screen.findByRole('heading', { name: 'Order not found' }, SLOW),
    ).toBeInTheDocument();
    const content = screen.getByRole('heading', { name: 'Order not found' }).closest('.page');
    expect(within(content as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });
});

describe('a phone number with invisible characters', () => {
  it('shows exactly the number that is dialled', async () => {
    renderApp(
      signedIn([
        receipt('r1', {
          orderNumber: '5',
          status: 'Pending',
          updateTimestamp: now,
          // Shown as "+351 876 543 219" by the override, dialled as +351912345678.
          customer: { name: 'Ana', phone: '+351 \u202E912 345 678\u202C' },
        }),
      ]),
      '/order-detail?id=r1',
    );
    const call = await screen.findByRole('link', { name: /^Call/ }, SLOW);
    expect(call).toHaveTextContent(/^Call \+351 912 345 678$/);
    expect(call.textContent).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(call).toHaveAttribute('href', 'tel:+351912345678');
  });
});

describe('sign-in after a sign-out on a detail page', () => {
  it('starts the next user on /order, not on the page the last one left', async () => {
    renderApp(
      createFakeServices({
        signedInAs: 'dispatcher@demo.test',
        receipts: goodOrders(),
        now,
      }),
      '/order-detail?id=good-1',
    );
    expect(await screen.findByRole('heading', { name: 'Order #1' }, SLOW)).toBeInTheDocument();
    await expectSignOutReachable();
    expect(window.location.pathname).toBe('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'courier@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: /^Open orders/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/order');
    expect(screen.queryByRole('heading', { name: 'Order not found' })).not.toBeInTheDocument();
  });
});
