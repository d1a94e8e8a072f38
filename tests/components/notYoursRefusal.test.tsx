import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { DispatchApiError } from '@/services/ports';
import { createFakeServices, notYourOrderError, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// A change for an order that is no longer the driver's (docs/outbox.md, "A refusal that is
// final"): the backend's 403 `not-your-order` ends it as "#1007 is no longer yours", on the
// order's page while it still shows and in "Changes not sent" after it has gone, with Dismiss
// and no Retry; nothing sends it again.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

const orders = () => [
  receipt('r-7', { orderNumber: '1007', status: 'On the Way', updateTimestamp: now - 60_000 }),
  receipt('r-8', { orderNumber: '1008', status: 'Pending', updateTimestamp: now - 120_000 }),
  receipt('r-x', { status: 'Pending', updateTimestamp: now - 180_000 }),
];

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'locks');
});

/**
 * The Web Locks API (which jsdom lacks), as the browser's for one tab: the outbox sends what is
 * due holding its sender lock, so this counts the times it took it and whether it holds it now.
 */
function installWebLocks() {
  const held = new Set<string>();
  let taken = 0;
  const locks = {
    async request(
      name: string,
      _options: { ifAvailable: boolean },
      callback: (lock: { name: string } | null) => Promise<unknown>,
    ) {
      if (held.has(name)) return callback(null);
      held.add(name);
      taken += 1;
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { taken: () => taken, holding: () => held.size > 0 };
}

function reassignedAway() {
  const services = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    receipts: orders(),
    now,
  });
  services.control.failDeliveryUpdates(notYourOrderError());
  const sends = vi.spyOn(services.dispatchApi, 'deliveryUpdate');
  return { services, sends };
}

async function tapDelivered(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delivered' }, { timeout: 10_000 }));
  await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  const header = screen.getByRole('status', { name: 'Sync status' });
  await user.click(await within(header).findByRole('button', { name: /1 not accepted/ }));
  return screen.findByRole('dialog', { name: 'Changes not sent' });
}

describe('a change refused because the order is no longer yours', () => {
  it('says so on the order, and in the sheet once the order has gone, with Dismiss and no Retry', async () => {
    const locks = installWebLocks();
    const { services, sends } = reassignedAway();
    renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tapDelivered(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "#1007 is no longer yours. The change to Delivered can't be sent.",
    );
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();

    // The feed no longer has it (the back office gave it to someone else).
    services.control.setReceipts(orders().filter((r) => r.id !== 'r-7'));
    const sheet = await openSheet(user);
    const item = within(sheet).getByRole('listitem', { name: 'Order #1007' });
    expect(item).toHaveTextContent('Order #1007 → Delivered');
    expect(item).toHaveTextContent('#1007 is no longer yours');
    expect(item).toHaveTextContent("This change can't be sent.");
    expect(within(item).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Send now' })).toBeNull();

    // Neither the connection coming back nor the app coming to the front sends it again.
    const sendingBefore = locks.taken();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    // Each woke the outbox to send what is due (a wake-up during a drain makes it look again once
    // done): it has, once it has taken the sender lock since and holds it no more.
    await vi.waitFor(() => {
      expect(locks.taken()).toBeGreaterThan(sendingBefore);
      expect(locks.holding()).toBe(false);
    });
    expect(sends).toHaveBeenCalledTimes(1);

    await user.click(within(item).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(sheet).queryByRole('listitem')).toBeNull());
    expect(screen.getByRole('status', { name: 'Sync status' })).not.toHaveTextContent(
      'not accepted',
    );
    expect(sends).toHaveBeenCalledTimes(1);
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('names an order without a number as "This order is no longer yours"', async () => {
    const { services } = reassignedAway();
    renderApp(services, '/order-detail?id=r-x');
    const user = userEvent.setup();
    await tapDelivered(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This order is no longer yours. The change to Delivered can't be sent.",
    );
    const sheet = await openSheet(user);
    const [item] = within(sheet).getAllByRole('listitem');
    expect(item).toHaveTextContent('This order is no longer yours');
  });

  it('keeps Retry and Discard for any other refusal', async () => {
    const services = createFakeServices({
      signedInAs: 'dispatcher@demo.test',
      receipts: orders(),
      now,
    });
    services.control.failDeliveryUpdates(
      new DispatchApiError('rejected', 'Order already cancelled', 409),
    );
    renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tapDelivered(user);
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('no longer yours');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });
});
