import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDetail, startEachTestWithEmptyOutbox } from './outcomesSupport';

// The delivery outcomes (docs/outcomes.md), "Not delivered": a reason (and a note, required for
// "Other") sent with the status it replaces, the sheet as a modal, and the order grouped under
// "Not delivered" on the list with its reason.

startEachTestWithEmptyOutbox();

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
