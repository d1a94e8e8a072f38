import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDetail, startEachTestWithEmptyOutbox } from './outcomesSupport';

// The delivery outcomes (docs/outcomes.md), "Delivered": asked first, with the cash received
// for a cash order (prefilled, the change shown, a note when less than due), while an
// intermediate status stays one tap.

startEachTestWithEmptyOutbox();

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
