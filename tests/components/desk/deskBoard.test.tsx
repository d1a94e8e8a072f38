import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { startOfLocalDay } from '@/domain/day';
import { deskOrder } from '../../support/fakeDeskServices';
import { count, NOW, numbersIn, region, renderBoard } from './deskSupport';

// The board (docs/desk.md#the-board): the day's counts, "Unassigned" and a region per driver
// named by the driver's name, each card's facts, "Late 12 min", the delivered ones collapsed,
// a dispatcher the desk does not know in a region of its own, and the states around it.

describe('the desk’s board', () => {
  it('shows the day’s counts and a region per driver, with or without orders; no manager', async () => {
    await renderBoard();
    expect(screen.getByRole('heading', { name: 'Desk', level: 1 })).toBeInTheDocument();
    expect([count('Unassigned'), count('Late'), count('Open'), count('Delivered')]).toEqual([
      '2',
      '1',
      '5',
      '1',
    ]);
    const regions = screen
      .getAllByRole('region')
      .map((r) => within(r).getAllByRole('heading')[0]?.textContent);
    expect(regions).toEqual(['Unassigned', 'Ana Ribeiro', 'Rui Lopes', 'Tiago Costa']);
    expect(within(region('Rui Lopes')).getByText('No open orders')).toBeInTheDocument();
  });

  it('keeps the unassigned queue and each run in time order, delivered collapsed', async () => {
    const { user } = await renderBoard();
    expect(numbersIn('Unassigned')).toEqual(['#1042', '#1043']);
    expect(numbersIn('Ana Ribeiro')).toEqual(['#1050', '#1051']);
    const toggle = within(region('Ana Ribeiro')).getByRole('button', { name: 'Delivered (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(numbersIn('Ana Ribeiro')).toEqual(['#1050', '#1051', '#1052']);
    // A delivered order is not assigned from the desk any more.
    expect(screen.queryByRole('button', { name: 'Assign #1052' })).not.toBeInTheDocument();
  });

  it('shows what a card says: number, street, what to collect, time, status, lateness', async () => {
    await renderBoard();
    const card = screen.getByRole('article', { name: '#1042' });
    expect(within(card).getByText('Rua Augusta 45, 1100-048 Lisboa')).toBeInTheDocument();
    expect(within(card).getByText('Cash €35.30')).toBeInTheDocument();
    expect(within(card).getByText(/^Due /)).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Late 12 min')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Select #1042' })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Assign #1042' })).toBeInTheDocument();
    const onTime = screen.getByRole('article', { name: '#1043' });
    expect(within(onTime).queryByText(/^Late/)).not.toBeInTheDocument();
  });

  it('shows a dispatcher the desk does not know in a region of its own, never hidden', async () => {
    await renderBoard([deskOrder('r2001', { dispatchId: 'uid-gone-for-good' })]);
    expect(numbersIn('Unknown driver (uid-gone…)')).toEqual(['#2001']);
  });

  it('follows the feed: a driver’s status change shows, a reassignment moves the card', async () => {
    const { services } = await renderBoard();
    act(() => services.control.updateReceipt('r1050', { status: 'On the Way' }));
    expect(
      within(screen.getByRole('article', { name: '#1050' })).getByText('On the Way'),
    ).toBeInTheDocument();
    act(() => services.control.updateReceipt('r1050', { status: 'Delivered' }));
    expect(numbersIn('Ana Ribeiro')).toEqual(['#1051']);
    expect(count('Delivered')).toBe('2');
    act(() => services.control.updateReceipt('r1043', { dispatchId: 'u-rui' }));
    expect(numbersIn('Rui Lopes')).toEqual(['#1043']);
  });

  it('says when there are no orders today yet, and still lists the drivers', async () => {
    await renderBoard([]);
    expect(screen.getByRole('heading', { name: 'No orders today yet' })).toBeInTheDocument();
    expect(region('Ana Ribeiro')).toBeInTheDocument();
  });

  it('says when the board cannot be read, and tries again', async () => {
    const { services, user } = await renderBoard();
    act(() => services.control.failBoard('permission-denied'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server said: permission-denied',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Unassigned' })).toBeInTheDocument();
  });

  it('holds hostile data: huge names and addresses, no number, impossible values', async () => {
    const long = 'Ω'.repeat(400);
    await renderBoard(
      [
        deskOrder('r-hostile', {
          orderNumber: null,
          dispatchId: 'u-long',
          status: 'x'.repeat(300),
          dueAt: 'tomorrow',
          total: Number.NaN,
          deliveryAddress: { address: long },
          paymentMethod: { nested: true },
        }),
        deskOrder('r9', { dueAt: 8.64e15 + 1, createdAt: -1e20, dispatchId: '' }),
      ],
      { extraTeam: [parseBackOfficeUser('u-long', { name: `Zé ${long}`, role: 'courier' })] },
    );
    const card = screen.getByRole('article', { name: 'Order without a number' });
    expect(within(card).getByText(long)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Assign #r-hostile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Zé ${long}` })).toBeInTheDocument();
    expect(numbersIn('Unassigned')).toEqual(['#9']);
    expect(count('Late')).toBe('0');
  });

  it('offers one region at a time, chosen with "Driver", for a phone', async () => {
    const { user } = await renderBoard();
    const picker = screen.getByLabelText('Driver');
    expect(picker).toHaveValue('unassigned');
    await user.selectOptions(picker, 'Tiago Costa');
    expect(region('Tiago Costa')).toHaveAttribute('data-picked', 'true');
    expect(region('Unassigned')).toHaveAttribute('data-picked', 'false');
  });

  it('reads today’s window: receipts updated since the local midnight of the desk’s clock', async () => {
    const { services } = await renderBoard();
    expect(services.control.boardSince).toEqual([startOfLocalDay(NOW)]);
  });
});
