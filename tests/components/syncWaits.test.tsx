import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { DispatchApiError } from '@/services/ports';
import { createFakeServices, offlineError, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// The driver is told which order waits and why (docs/outbox.md, "What the driver is told"): in
// the header and in "Changes not sent", with Send now, and — once a change has kept failing for
// a minute — that the server could not take it, with Retry and Discard.

const start = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

const orders = () => [
  receipt('r-7', { orderNumber: '1007', status: 'On the Way', updateTimestamp: start - 60_000 }),
];

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** Signed-in services whose clock the test moves (the outbox and the screens read it). */
function signedIn() {
  const services = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    receipts: orders(),
    now: start,
  });
  const time = { now: start };
  services.clock = { now: () => time.now };
  return { services, time };
}

async function tapDelivered(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delivered' }, { timeout: 10_000 }));
  await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
}

const header = () => screen.getByRole('status', { name: 'Sync status' });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(header()).getByRole('button'));
  return screen.findByRole('dialog', { name: 'Changes not sent' });
}

/** A 500 of this change alone, with a Retry-After the test outlasts by moving the clock. */
const receiptCodeFault = () =>
  new DispatchApiError('server', 'The receipt could not be processed.', 500, {
    retryAfterMs: 30_000,
  });

describe('which order waits, and why', () => {
  it('says when an order is retried, offers Send now, and sends it', async () => {
    const { services } = signedIn();
    services.control.failDeliveryUpdates(receiptCodeFault());
    renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tapDelivered(user);

    // 30 s + up to 10 % jitter.
    await waitFor(() => expect(header()).toHaveTextContent(/Retrying #1007 in (30|31|32|33) s/));
    const sheet = await openSheet(user);
    const item = within(sheet).getByRole('listitem', { name: 'Order #1007' });
    expect(item).toHaveTextContent(/Retrying #1007 in (30|31|32|33) s/);

    services.control.failDeliveryUpdates(null);
    await user.click(within(sheet).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { receiptId: 'r-7', status: 'Delivered' },
      ]),
    );
  });

  it('after a minute of failing, says the server could not take it, with Retry and Discard', async () => {
    const { services, time } = signedIn();
    services.control.failDeliveryUpdates(receiptCodeFault());
    renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tapDelivered(user);
    await waitFor(() => expect(header()).toHaveTextContent(/Retrying #1007/));
    expect(header()).not.toHaveTextContent('could not take');

    time.now += 61_000;
    await waitFor(
      () => expect(header()).toHaveTextContent('#1007: the server could not take this change'),
      { timeout: 10_000 },
    );
    const sheet = await openSheet(user);
    const item = within(sheet).getByRole('listitem', { name: 'Order #1007' });
    expect(item).toHaveTextContent('#1007: the server could not take this change');
    await user.click(within(item).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(sheet).queryByRole('listitem')).toBeNull());
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('says it could not reach the server when the phone is online but the server cannot be reached', async () => {
    const { services } = signedIn();
    services.control.failDeliveryUpdates(offlineError());
    renderApp(services, '/order-detail?id=r-7');
    const user = userEvent.setup();
    await tapDelivered(user);
    await waitFor(() => expect(header()).toHaveTextContent('Couldn’t reach the server'));
    const sheet = await openSheet(user);
    expect(within(sheet).getByRole('listitem', { name: 'Order #1007' })).toHaveTextContent(
      'Couldn’t reach the server',
    );
    expect(within(sheet).getByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });
});
