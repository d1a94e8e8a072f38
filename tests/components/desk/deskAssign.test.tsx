import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchApiError } from '@/services/ports';
import { count, numbersIn, region, renderBoard } from './deskSupport';

// Assigning (docs/desk.md#assigning): the card's menu, with the keyboard; many at once; a run
// moved whole and in its order; the move shown at once, then confirmed or put back with the
// reason; refused offline, never kept to send later.

afterEach(() => vi.restoreAllMocks());

describe('assigning from the desk', () => {
  it('assigns a card to a driver from its menu, with the keyboard only', async () => {
    const { user, services } = await renderBoard();
    const button = screen.getByRole('button', { name: 'Assign #1042' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Assign #1042 to' });
    const items = within(menu).getAllByRole('menuitem');
    // The drivers who may be given orders, and no "Unassigned" for an unassigned card.
    expect(items.map((item) => item.textContent)).toEqual([
      'Ana Ribeiro',
      'Rui Lopes',
      'Tiago Costa',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}{End}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('r{Enter}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(numbersIn('Rui Lopes')).toEqual(['#1042']);
    expect(numbersIn('Unassigned')).toEqual(['#1043']);
    expect(count('Unassigned')).toBe('1');
    const [call] = services.control.assignCalls;
    expect(call?.request).toEqual({
      receiptIds: ['r1042'],
      dispatchId: 'u-rui',
      expected: { r1042: null },
    });
    expect(call?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('#1042 assigned to Rui Lopes.')).toBeInTheDocument();
    // Focus follows the card to its new region.
    await vi.waitFor(() =>
      expect(
        within(region('Rui Lopes')).getByRole('button', { name: 'Assign #1042' }),
      ).toHaveFocus(),
    );
  });

  it('closes the menu with Escape, focus back on its button, nothing assigned', async () => {
    const { user, services } = await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Assign #1050' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Rui Lopes', 'Tiago Costa', 'Unassigned']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign #1050' })).toHaveFocus();
    expect(services.control.assignCalls).toEqual([]);
  });

  it('unassigns: the card goes back to the queue', async () => {
    const { user } = await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Assign #1060' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unassigned' }));
    // By time: #1060 was placed a minute ago, #1043 is due in 20 minutes.
    expect(numbersIn('Unassigned')).toEqual(['#1042', '#1060', '#1043']);
    expect(await screen.findByText('#1060 is unassigned now.')).toBeInTheDocument();
  });

  it('shows a move at once, marked, until the server has answered', async () => {
    const { user, services } = await renderBoard();
    services.control.holdAssign();
    await user.click(screen.getByRole('button', { name: 'Assign #1043' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tiago Costa' }));
    const card = within(region('Tiago Costa')).getByRole('article', { name: '#1043' });
    expect(within(card).getByText('Assigning…')).toBeInTheDocument();
    await act(async () => services.control.releaseAssign());
    expect(within(card).queryByText('Assigning…')).not.toBeInTheDocument();
    expect(numbersIn('Tiago Costa')).toEqual(['#1060', '#1043']);
  });

  it('assigns the selected cards together, then clears the selection', async () => {
    const { user, services } = await renderBoard();
    const assignSelected = screen.getByRole('button', { name: 'Assign selected (0)' });
    expect(assignSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select #1043' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #1051' }));
    await user.click(screen.getByRole('button', { name: 'Assign selected (2)' }));
    const menu = screen.getByRole('menu', { name: 'Assign 2 orders to' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Tiago Costa' }));
    expect(numbersIn('Tiago Costa')).toEqual(['#1060', '#1043', '#1051']);
    expect(services.control.assignCalls[0]?.request).toEqual({
      receiptIds: ['r1043', 'r1051'],
      dispatchId: 'u-tiago',
      expected: { r1043: null, r1051: 'u-ana' },
    });
    expect(screen.getByRole('button', { name: 'Assign selected (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select #1043' })).not.toBeChecked();
  });

  it('moves a driver’s whole open run to another driver, in its order', async () => {
    const { user, services } = await renderBoard();
    await user.click(within(region('Ana Ribeiro')).getByRole('button', { name: 'Move all to…' }));
    const menu = screen.getByRole('menu', { name: "Move Ana Ribeiro's open orders to" });
    expect(within(menu).queryByRole('menuitem', { name: 'Ana Ribeiro' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Rui Lopes' }));
    expect(services.control.assignCalls[0]?.request.receiptIds).toEqual(['r1050', 'r1051']);
    expect(numbersIn('Rui Lopes')).toEqual(['#1050', '#1051']);
    // The delivered order stays with the driver who delivered it.
    expect(
      within(region('Ana Ribeiro')).getByRole('button', { name: 'Delivered (1)' }),
    ).toBeInTheDocument();
    expect(numbersIn('Ana Ribeiro')).toEqual([]);
  });

  it('puts a card back, saying who took it, when another manager moved it meanwhile', async () => {
    const { user, services } = await renderBoard();
    services.control.holdAssign();
    await user.click(screen.getByRole('button', { name: 'Assign #1042' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tiago Costa' }));
    expect(numbersIn('Tiago Costa')).toEqual(['#1042', '#1060']);
    // Another manager gives it to Ana first.
    act(() =>
      services.control.updateReceipt('r1042', { dispatchId: 'u-ana', updateTimestamp: Date.now() }),
    );
    await act(async () => services.control.releaseAssign());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ana Ribeiro took #1042 meanwhile.');
    expect(numbersIn('Tiago Costa')).toEqual(['#1060']);
    expect(numbersIn('Ana Ribeiro')).toEqual(['#1042', '#1050', '#1051']);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the cards back with the reason when the call fails', async () => {
    const { user, services } = await renderBoard();
    services.control.failAssign(
      new DispatchApiError('server', 'The server had a problem (HTTP 503).', 503),
    );
    await user.click(screen.getByRole('button', { name: 'Assign #1043' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rui Lopes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was assigned: The server had a problem (HTTP 503).',
    );
    expect(numbersIn('Unassigned')).toEqual(['#1042', '#1043']);
    expect(numbersIn('Rui Lopes')).toEqual([]);
  });

  it('says when an order was delivered meanwhile, and leaves it where it is', async () => {
    const { user, services } = await renderBoard();
    services.control.holdAssign();
    await user.click(screen.getByRole('button', { name: 'Assign #1050' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rui Lopes' }));
    act(() =>
      services.control.updateReceipt('r1050', { status: 'Delivered', updateTimestamp: Date.now() }),
    );
    await act(async () => services.control.releaseAssign());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '#1050 is already delivered or closed: it stays where it is.',
    );
    expect(numbersIn('Rui Lopes')).toEqual([]);
  });

  it('refuses to assign offline, saying why, and sends nothing later', async () => {
    const { user, services } = await renderBoard();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(
      await screen.findByText(/You're offline\. This is the board as it was last known/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign #1042' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ana Ribeiro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're offline: nothing was assigned.",
    );
    expect(numbersIn('Unassigned')).toEqual(['#1042', '#1043']);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(services.control.assignCalls).toEqual([]);
  });
});
