import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverShift } from '@/domain/shift/driverShift';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { createFakeShiftPositions, onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, renderDesk } from './deskSupport';

// Auto-dispatch's suggestions on the board (docs/auto-dispatch.md): the menu best first with
// what each driver would cost, the first "Suggested", the unassigned card's one line, and an
// order without a map position told why it has none.

afterEach(() => vi.restoreAllMocks());

const place = (north: number, east: number) => ({ lat: 38.71 + north, lng: -9.14 + east });

function day() {
  return [
    deskOrder('r1042', {
      dispatchId: '',
      dueAt: NOW + 10 * MINUTE,
      deliveryAddress: { address: 'Rua da Prata 42', ...place(0.006, 0.006) },
    }),
    deskOrder('r1043', { dispatchId: '', deliveryAddress: 'Largo sem mapa 1' }),
    deskOrder('r1050', {
      dispatchId: 'u-tiago',
      dueAt: NOW + 5 * MINUTE,
      deliveryAddress: { address: 'Rua Augusta 5', ...place(-0.03, 0.001) },
    }),
  ];
}

async function renderSuggestions(shifts: DriverShift[]) {
  const rendered = renderDesk({ receipts: day(), signedInAs: MANAGER.email });
  rendered.services.teamPositions = createFakeShiftPositions(shifts);
  await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
  return rendered;
}

describe('suggestions', () => {
  it('lists the drivers best first with their figures, the first suggested', async () => {
    const { user } = await renderSuggestions([
      onShiftAt('u-ana', place(0.005, 0.005), NOW - MINUTE),
      onShiftAt('u-tiago', place(-0.03, 0), NOW - MINUTE),
    ]);
    expect(await screen.findByText(/^Suggested: Ana Ribeiro, \+\d+ min$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign #1042' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ana Ribeiro — \+\d+ min, on time Suggested$/),
      expect.stringMatching(/^Tiago Costa — \+\d+ min, \d+ min late$/),
      'Rui Lopes',
    ]);
    // What is seen is the item's name (axe: label-content-name-mismatch).
    expect(items[0]).toHaveAccessibleName(/^Ana Ribeiro — \+\d+ min, on time Suggested$/);
    await user.click(items[0] as HTMLElement);
    expect(await screen.findByText('#1042 assigned to Ana Ribeiro.')).toBeInTheDocument();
  });

  it('gives an order without a map position no suggestion, and says why', async () => {
    const { user } = await renderSuggestions([
      onShiftAt('u-ana', place(0.005, 0.005), NOW - MINUTE),
    ]);
    const card = await screen.findByRole('article', { name: '#1043' });
    expect(
      await within(card).findByText('No suggestion without a map position'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Assign #1043' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ana Ribeiro',
      'Rui Lopes',
      'Tiago Costa',
    ]);
  });

  it('says nobody is on shift, and the menu lists the drivers by name', async () => {
    await renderSuggestions([]);
    const card = await screen.findByRole('article', { name: '#1042' });
    expect(
      await within(card).findByText('No suggestion: no driver is on shift'),
    ).toBeInTheDocument();
  });

  it('counts a stale driver from their last stop, and says so', async () => {
    const { user } = await renderSuggestions([
      onShiftAt('u-tiago', place(0.005, 0.005), NOW - 20 * MINUTE),
    ]);
    await screen.findByText(/^Suggested: Tiago Costa/);
    await user.click(screen.getByRole('button', { name: 'Assign #1042' }));
    const [first] = within(screen.getByRole('menu')).getAllByRole('menuitem');
    // Tiago has no delivered stop and the desk knows no store: the stale position it is.
    expect(first?.textContent).toMatch(/^Tiago Costa — \+\d+ min, .* \(position over 5 min old\)/);
  });
});
