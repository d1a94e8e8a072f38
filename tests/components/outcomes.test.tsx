import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseEnv, type AppConfig } from '@/config/env';
import { startOfLocalDay } from '@/domain/day';
import { createFakeServices, receipt, type FakeServices } from '../support/fakeServices';
import { demoConfig, renderApp } from '../support/renderApp';

// The delivery outcomes (docs/outcomes.md): "Not delivered" with a reason, "Delivered" asked
// for with the cash received, and the undo bar of every change.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

const orders = () => [
  receipt('r-cash', {
    orderNumber: '2001',
    status: 'On the Way',
    customerName: 'Ada Lovelace',
    paymentMethod: 'Cash',
    currency: 'EUR',
    totals: { total: 35.3 },
    updateTimestamp: now - 60_000,
  }),
  receipt('r-card', {
    orderNumber: '2002',
    status: 'Picked Up',
    customerName: 'Grace Hopper',
    paymentMethod: 'Card',
    currency: 'EUR',
    totals: { total: 12 },
    updateTimestamp: now - 120_000,
  }),
];

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function withUndoSeconds(seconds: number): AppConfig {
  const result = parseEnv({ VITE_COMPANY_NAME: 'Test Foods', VITE_UNDO_SECONDS: String(seconds) });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

/** Fake services whose clock moves (the undo window ends in real time). */
function signedIn(): FakeServices {
  const services = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    receipts: orders(),
    now,
  });
  const start = Date.now();
  return { ...services, clock: { now: () => now + (Date.now() - start) } };
}

async function openDetail(id: string, config: AppConfig = demoConfig) {
  const services = signedIn();
  renderApp(services, `/order-detail?id=${id}`, config);
  // The order's own heading (the loading screen has a level-one heading too: "Dispatch").
  await screen.findByRole('heading', { level: 1, name: /#/ }, { timeout: 5000 });
  return { services, user: userEvent.setup() };
}

describe('Not delivered', () => {
  it('asks for a reason, takes a note, and sends both with the status it replaces', async () => {
    const { services, user } = await openDetail('r-card');
    await user.click(screen.getByRole('button', { name: 'Not delivered' }));
    const sheet = screen.getByRole('dialog', { name: 'Order #2002 not delivered?' });
    expect(sheet).toHaveTextContent('Grace Hopper');
    const confirm = within(sheet).getByRole('button', { name: 'Confirm not delivered' });
    expect(confirm).toBeDisabled();
    for (const reason of [
      'Customer not available',
      'Wrong address',
      'Customer refused',
      "Couldn't reach the customer",
      'Other',
    ]) {
      expect(within(sheet).getByRole('radio', { name: reason })).not.toBeChecked();
    }

    await user.click(within(sheet).getByRole('radio', { name: 'Wrong address' }));
    expect(confirm).toBeEnabled();
    await user.type(
      within(sheet).getByRole('textbox', { name: 'Note' }),
      'No house 12 on this street',
    );
    await user.click(confirm);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        {
          receiptId: 'r-card',
          status: 'Not Delivered',
          reason: 'Wrong address',
          note: 'No house 12 on this street',
          previousStatus: 'Picked Up',
        },
      ]),
    );
    expect(services.control.deliveryUpdates[0].cashCollected).toBeUndefined();
  });

  it('requires the note for "Other"', async () => {
    const { services, user } = await openDetail('r-card');
    await user.click(screen.getByRole('button', { name: 'Not delivered' }));
    const sheet = screen.getByRole('dialog');
    const confirm = within(sheet).getByRole('button', { name: 'Confirm not delivered' });
    await user.click(within(sheet).getByRole('radio', { name: 'Other' }));
    expect(confirm).toBeDisabled();
    const note = within(sheet).getByRole('textbox', { name: 'Note' });
    expect(note).toBeRequired();
    await user.type(note, '   ');
    expect(confirm).toBeDisabled();
    await user.type(note, 'Dog in the garden');
    expect(confirm).toBeEnabled();
    // Back to a reason that says enough by itself: the note is optional again.
    await user.clear(note);
    await user.click(within(sheet).getByRole('radio', { name: 'Customer refused' }));
    expect(confirm).toBeEnabled();
    await user.click(within(sheet).getByRole('radio', { name: 'Other' }));
    await user.type(note, 'Dog in the garden');
    await user.click(confirm);
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { status: 'Not Delivered', reason: 'Other', note: 'Dog in the garden' },
      ]),
    );
  });

  it('is a modal: Cancel and Escape close it, nothing is sent, focus goes back', async () => {
    const { services, user } = await openDetail('r-card');
    const button = screen.getByRole('button', { name: 'Not delivered' });
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Order #2002 not delivered?' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveFocus();
    // Focus goes round inside the sheet.
    await user.click(within(sheet).getByRole('radio', { name: 'Wrong address' }));
    within(sheet).getByRole('button', { name: 'Cancel' }).focus();
    await user.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    // A new sheet starts empty.
    expect(screen.getByRole('radio', { name: 'Wrong address' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(services.control.deliveryUpdates).toEqual([]);
    expect(screen.getByRole('button', { name: 'Picked Up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('groups the order under "Not delivered" on the list, with its reason', async () => {
    const { user } = await openDetail('r-card');
    await user.click(screen.getByRole('button', { name: 'Not delivered' }));
    await user.click(screen.getByRole('radio', { name: "Couldn't reach the customer" }));
    await user.click(screen.getByRole('button', { name: 'Confirm not delivered' }));
    await user.click(screen.getByRole('link', { name: /Open orders/ }));

    const open = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(open).getAllByRole('listitem')).toHaveLength(1);
    expect(open).toHaveTextContent('Order #2001');
    expect(screen.getByRole('heading', { name: /^Not delivered/ })).toBeInTheDocument();
    const group = screen.getByRole('list', { name: 'Not delivered' });
    expect(within(group).getByRole('listitem')).toHaveTextContent(
      "Not delivered: Couldn't reach the customer",
    );
  });
});

describe('Delivered', () => {
  it('asks first for a card order, then sends Delivered', async () => {
    const { services, user } = await openDetail('r-card');
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    const sheet = screen.getByRole('dialog', { name: 'Order #2002 delivered?' });
    expect(sheet).toHaveTextContent('Grace Hopper');
    expect(within(sheet).queryByRole('textbox', { name: 'Cash received' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Picked Up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(services.control.deliveryUpdates).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { receiptId: 'r-card', status: 'Delivered', previousStatus: 'Picked Up' },
      ]),
    );
    expect(services.control.deliveryUpdates[0].cashCollected).toBeUndefined();
  });

  it('an intermediate status stays one tap', async () => {
    const { services, user } = await openDetail('r-card');
    await user.click(screen.getByRole('button', { name: 'On the Way' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([{ status: 'On the Way' }]),
    );
  });

  it('asks for the cash received, prefilled, and shows the change for more', async () => {
    const { services, user } = await openDetail('r-cash');
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    const sheet = screen.getByRole('dialog', { name: 'Order #2001 delivered?' });
    expect(sheet).toHaveTextContent('Collect €35.30 in cash');
    const cash = within(sheet).getByRole('textbox', { name: 'Cash received' });
    expect(cash).toHaveValue('35.30');
    expect(cash).toHaveAttribute('inputMode', 'decimal');
    expect(sheet).toHaveTextContent('Exact amount');

    await user.clear(cash);
    await user.type(cash, '50');
    expect(sheet).toHaveTextContent('Change €14.70');
    await user.clear(cash);
    await user.type(cash, '50,00');
    expect(sheet).toHaveTextContent('Change €14.70');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { receiptId: 'r-cash', status: 'Delivered', cashCollected: 50 },
      ]),
    );
  });

  it('asks for a note when less than due is received, and refuses what is not an amount', async () => {
    const { services, user } = await openDetail('r-cash');
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    const sheet = screen.getByRole('dialog');
    const confirm = within(sheet).getByRole('button', { name: 'Confirm delivered' });
    const cash = within(sheet).getByRole('textbox', { name: 'Cash received' });

    await user.clear(cash);
    await user.type(cash, 'abc');
    expect(cash).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toBeDisabled();

    await user.clear(cash);
    await user.type(cash, '30');
    expect(sheet).toHaveTextContent('€5.30 less than due.');
    expect(confirm).toBeDisabled();
    const note = within(sheet).getByRole('textbox', { name: 'Note' });
    expect(note).toBeRequired();
    await user.type(note, 'Customer had only 30');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(services.control.deliveryUpdates).toMatchObject([
        { status: 'Delivered', cashCollected: 30, note: 'Customer had only 30' },
      ]),
    );
  });
});

describe('Undo', () => {
  it('shows the change in a bar while it waits; Undo restores the order and sends nothing', async () => {
    const { services, user } = await openDetail('r-card', withUndoSeconds(2));
    await user.click(screen.getByRole('button', { name: 'On the Way' }));
    const bar = await screen.findByText('On the Way · #2002');
    expect(screen.getByRole('button', { name: 'On the Way' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bar.closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('On the Way · #2002')).toBeNull());
    expect(screen.getByRole('button', { name: 'Picked Up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A change that is not undone goes out once its window is over; the undone one never does.
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    expect(await screen.findByText('Delivered · #2002')).toBeInTheDocument();
    await waitFor(
      () => expect(services.control.deliveryUpdates).toMatchObject([{ status: 'Delivered' }]),
      { timeout: 6000 },
    );
    expect(services.control.deliveryUpdates).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('shows the bar for a change made after the phone clock went back (found by the shift soak)', async () => {
    // The bar remembered the time it last looked: after the clock went back 10 minutes, every
    // new change's window seemed over already, and no bar came for 10 minutes.
    let clockMs = now;
    const services = signedIn();
    const moved = { ...services, clock: { now: () => clockMs } };
    renderApp(moved, '/order-detail?id=r-card', withUndoSeconds(30));
    await screen.findByRole('heading', { level: 1, name: /#/ }, { timeout: 5000 });
    const user = userEvent.setup();
    clockMs -= 10 * 60_000;
    await user.click(screen.getByRole('button', { name: 'On the Way' }));
    expect(await screen.findByText('On the Way · #2002')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('On the Way · #2002')).toBeNull());
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('undoes a confirmed Not delivered: the order is back among the active ones', async () => {
    const { services, user } = await openDetail('r-cash', withUndoSeconds(30));
    await user.click(screen.getByRole('button', { name: 'Not delivered' }));
    await user.click(screen.getByRole('radio', { name: 'Customer refused' }));
    await user.click(screen.getByRole('button', { name: 'Confirm not delivered' }));
    await user.click(screen.getByRole('link', { name: /Open orders/ }));
    expect(await screen.findByRole('list', { name: 'Not delivered' })).toHaveTextContent(
      'Not delivered: Customer refused',
    );
    // The bar is in the shell: it is on the list too.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Not delivered' })).toBeNull());
    expect(
      within(screen.getByRole('list', { name: 'Open orders' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(services.control.deliveryUpdates).toEqual([]);
  });
});
