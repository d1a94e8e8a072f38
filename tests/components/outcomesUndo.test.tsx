import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/renderApp';
import {
  now,
  openDetail,
  signedIn,
  startEachTestWithEmptyOutbox,
  withUndoSeconds,
} from './outcomesSupport';

// The delivery outcomes (docs/outcomes.md), the undo bar of every change: Undo restores the
// order and sends nothing, a change not undone goes out when its window ends, after the phone's
// clock went back too, and a confirmed "Not delivered" can be undone from the list.

startEachTestWithEmptyOutbox();

describe('Undo', () => {
  // Each window is far longer than the test's steps, or ends on purpose: a 2 s window that the
  // steps had to beat failed on a busy machine (docs/testing.md#rules-that-keep-the-suite-honest).
  it('shows the change in a bar while it waits; Undo restores the order and sends nothing', async () => {
    const { services, user } = await openDetail('r-card', withUndoSeconds(30));
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
    expect(services.control.deliveryUpdates).toEqual([]);
  });

  it('sends a change that is not undone once its window is over, once', async () => {
    const { services, user } = await openDetail('r-card', withUndoSeconds(1));
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(
      () => expect(services.control.deliveryUpdates).toMatchObject([{ status: 'Delivered' }]),
      { timeout: 15_000 },
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    expect(services.control.deliveryUpdates).toHaveLength(1);
  });

  it('shows the bar for a change made after the phone clock went back (found by the shift soak)', async () => {
    // The bar remembered the time it last looked: after the clock went back 10 minutes, every
    // new change's window seemed over already, and no bar came for 10 minutes.
    let clockMs = now;
    const services = signedIn();
    const moved = { ...services, clock: { now: () => clockMs } };
    renderApp(moved, '/order-detail?id=r-card', withUndoSeconds(30));
    await screen.findByRole('heading', { level: 1, name: /#/ }, { timeout: 10_000 });
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
