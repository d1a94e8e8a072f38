import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { useOrdersFeed, useOrdersSync, type OrdersSync } from '@/features/orders/ordersContext';
import { OrdersProvider } from '@/features/orders/OrdersProvider';
import { AppEnvironmentProvider } from '@/features/shared/services';
import { DispatchApiError } from '@/services/ports';
import { createFakeServices, receipt, type FakeServices } from '../support/fakeServices';
import { demoConfig } from '../support/renderApp';

// The orders provider offers two contexts (docs/architecture.md#orders-in-react): a component
// that reads only the feed is not re-rendered by an outbox change that leaves the orders as they
// are, and one that reads only the sync is not re-rendered by a feed snapshot that leaves the
// outbox as it is. Were both one context, each probe below would re-render with the other.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

const orders = () => [
  receipt('r-1', { orderNumber: '1001', status: 'Pending', updateTimestamp: now - 60_000 }),
  receipt('r-2', { orderNumber: '1002', status: 'On the Way', updateTimestamp: now - 120_000 }),
];

/** An order that has left today's feed (reassigned): a change of it changes no list. */
const reassigned = receipt('r-gone', { orderNumber: '1099', status: 'Pending' });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** Reads only the feed context; counts its renders. */
function FeedProbe({ onRender }: { onRender: () => void }) {
  const { feed, lists, origin } = useOrdersFeed();
  onRender();
  return (
    <p>
      Feed {feed.status}: {lists.open.map((order) => order.orderNumber).join(', ')} from{' '}
      {origin?.address ?? 'nowhere'}
    </p>
  );
}

/** Reads only the sync context; hands out its value on every render (to count and compare). */
function SyncProbe({ onValue }: { onValue: (value: OrdersSync) => void }) {
  const value = useOrdersSync();
  onValue(value);
  const { sync, unsentChanges, outboxEntries, changeStatus } = value;
  return (
    <div>
      <p>
        Sync: {sync.unsent} unsent, {sync.failed} refused; changes:{' '}
        {outboxEntries.map((entry) => `${entry.orderNumber} ${entry.state}`).join(', ') || 'none'};
        not sent: {unsentChanges.map((change) => change.orderNumber).join(', ') || 'none'}
      </p>
      <button type="button" onClick={() => void changeStatus(reassigned, 'Delivered')}>
        Change the reassigned order
      </button>
      <button type="button" onClick={() => void changeStatus(orders()[0], 'On the Way')}>
        Change order 1001
      </button>
    </div>
  );
}

function renderProbes(services: FakeServices) {
  const renders = { feed: 0, sync: 0 };
  const syncValues: OrdersSync[] = [];
  render(
    <AppEnvironmentProvider config={demoConfig} services={services}>
      <OrdersProvider dispatchId="u-dispatcher">
        <FeedProbe onRender={() => (renders.feed += 1)} />
        <SyncProbe
          onValue={(value) => {
            renders.sync += 1;
            syncValues.push(value);
          }}
        />
      </OrdersProvider>
    </AppEnvironmentProvider>,
  );
  return { renders, syncValues };
}

function signedIn() {
  return createFakeServices({ signedInAs: 'dispatcher@demo.test', receipts: orders(), now });
}

/** The feed and the store's address have arrived and the outbox has read what it keeps. */
async function settled() {
  await screen.findByText('Feed ready: 1001, 1002 from 1 Market Street');
  await screen.findByText(/Sync: 0 unsent, 0 refused; changes: none; not sent: none/);
}

describe('the feed and the sync contexts', () => {
  it('an outbox change that leaves every order as it is does not re-render a feed reader', async () => {
    const services = signedIn();
    const { renders, syncValues } = renderProbes(services);
    await settled();
    const feedRendersBefore = renders.feed;
    const syncRendersBefore = renders.sync;
    const before = syncValues[syncValues.length - 1];

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Change the reassigned order' }));
    // Queued, sent and accepted: several outbox snapshots, none of which changes a list.
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { receiptId: 'r-gone', status: 'Delivered' },
      ]),
    );
    await screen.findByText(/changes: 1099 sent; not sent: none/);

    expect(renders.sync).toBeGreaterThan(syncRendersBefore);
    expect(renders.feed).toBe(feedRendersBefore);
    // The actions kept their identity through those snapshots; the outbox's data did not.
    const after = syncValues[syncValues.length - 1];
    expect(after).not.toBe(before);
    expect(after.outboxEntries).not.toBe(before.outboxEntries);
    for (const action of [
      'changeStatus',
      'undo',
      'retryChange',
      'discardChange',
      'discardAllChanges',
      'readProofPhoto',
    ] as const) {
      expect(after[action], action).toBe(before[action]);
    }
  });

  it('a feed snapshot that leaves the outbox as it is does not re-render a sync reader', async () => {
    const services = signedIn();
    services.control.failDeliveryUpdates(new DispatchApiError('rejected', 'Order cancelled', 409));
    const { renders } = renderProbes(services);
    await settled();
    // A refused change of an order in the feed: listed as not sent, named from the feed.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change order 1001' }));
    await screen.findByText(/Sync: 1 unsent, 1 refused; changes: 1001 failed; not sent: 1001/);
    await screen.findByText('Feed ready: 1001, 1002 from 1 Market Street');
    const feedRendersBefore = renders.feed;
    const syncRendersBefore = renders.sync;

    // A new order arrives: the lists change, the outbox does not.
    services.control.setReceipts([
      receipt('r-3', { orderNumber: '1003', status: 'Pending', updateTimestamp: now - 90_000 }),
      ...orders(),
    ]);
    await screen.findByText('Feed ready: 1001, 1003, 1002 from 1 Market Street');

    expect(renders.feed).toBeGreaterThan(feedRendersBefore);
    expect(renders.sync).toBe(syncRendersBefore);
  });

  it('a change of an order in the feed re-renders both: its list row and the outbox', async () => {
    const services = signedIn();
    const { renders } = renderProbes(services);
    await settled();
    const feedRendersBefore = renders.feed;
    const syncRendersBefore = renders.sync;
    // The backend holds the answer, so the change stays on the phone to be seen (otherwise it
    // may be sent and settled before a render shows it, on a busy machine).
    services.control.holdDeliveryUpdates();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Change order 1001' }));
    await screen.findByText(/changes: 1001 (pending|sending)/);

    expect(renders.feed).toBeGreaterThan(feedRendersBefore);
    expect(renders.sync).toBeGreaterThan(syncRendersBefore);
    services.control.resolveDeliveryUpdates();
    await screen.findByText(/changes: none/);
  });
});
