import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverShift } from '@/domain/shift/driverShift';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { createFakeShiftPositions, onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, numbersIn, renderDesk } from './deskSupport';

// "Auto-assign n" (docs/auto-dispatch.md#auto-assign): the preview's lines, figures, totals and
// reasons, a line unticked, "Assign all" through the board's assigning, an order another
// manager took meanwhile reported and left with them, nobody on shift.

afterEach(() => vi.restoreAllMocks());

const place = (north: number, east: number) => ({ lat: 38.71 + north, lng: -9.14 + east });
const SHIFTS = [
  onShiftAt('u-ana', place(0.005, 0.005), NOW - MINUTE),
  onShiftAt('u-tiago', place(-0.03, 0), NOW - MINUTE),
];

function day() {
  return [
    deskOrder('r1042', {
      dispatchId: '',
      dueAt: NOW + 10 * MINUTE,
      deliveryAddress: { address: 'Rua da Prata 42', ...place(0.006, 0.006) },
    }),
    deskOrder('r1043', { dispatchId: '', deliveryAddress: 'Largo sem mapa 1' }),
    deskOrder('r1044', {
      dispatchId: '',
      dueAt: NOW + 20 * MINUTE,
      deliveryAddress: { address: 'Rua Augusta 5', ...place(-0.031, 0) },
    }),
  ];
}

async function openPreview(shifts: DriverShift[] = SHIFTS) {
  const rendered = renderDesk({ receipts: day(), signedInAs: MANAGER.email });
  rendered.services.teamPositions = createFakeShiftPositions(shifts);
  await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
  await rendered.user.click(screen.getByRole('button', { name: 'Auto-assign 3' }));
  const dialog = await screen.findByRole('dialog', { name: 'Auto-assign' });
  return { ...rendered, dialog };
}

describe('auto-assign', () => {
  it('previews each order → driver with its figures, and assigns the ticked ones', async () => {
    const { user, services, dialog } = await openPreview();
    expect(within(dialog).getByText('#1042 → Ana Ribeiro')).toBeInTheDocument();
    expect(within(dialog).getByText('#1044 → Tiago Costa')).toBeInTheDocument();
    expect(within(dialog).getByText('#1043: No map position')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^2 orders to assign: \+\d+ min of driving, on time$/,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Assign #1044 to Tiago Costa' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^1 order to assign/);
    await user.click(within(dialog).getByRole('button', { name: 'Assign all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(services.control.assignCalls.map((call) => call.request)).toEqual([
      { receiptIds: ['r1042'], dispatchId: 'u-ana', expected: { r1042: null } },
    ]);
    expect(await screen.findByText('#1042 assigned to Ana Ribeiro.')).toBeInTheDocument();
    expect(numbersIn('Unassigned')).toEqual(['#1043', '#1044']);
  });

  it('reports an order another manager took meanwhile, and leaves it with them', async () => {
    const { user, services, dialog } = await openPreview();
    services.control.holdAssign();
    await user.click(within(dialog).getByRole('button', { name: 'Assign all' }));
    act(() =>
      services.control.updateReceipt('r1042', {
        dispatchId: 'u-tiago',
        updateTimestamp: Date.now(),
      }),
    );
    await act(async () => services.control.releaseAssign());
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiago Costa took #1042 meanwhile.');
    expect(numbersIn('Tiago Costa')).toContain('#1042');
    expect(numbersIn('Ana Ribeiro')).not.toContain('#1042');
  });

  it('never takes an order from a driver another manager gave it to after the preview', async () => {
    const { user, services, dialog } = await openPreview();
    // The board already shows it with Tiago when "Assign all" is pressed.
    act(() =>
      services.control.updateReceipt('r1042', {
        dispatchId: 'u-tiago',
        updateTimestamp: Date.now(),
      }),
    );
    await screen.findByText('Tiago Costa', { selector: 'h2' });
    await vi.waitFor(() => expect(numbersIn('Tiago Costa')).toContain('#1042'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign all' }));
    expect(services.control.assignCalls[0]?.request).toMatchObject({
      dispatchId: 'u-ana',
      expected: { r1042: null },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiago Costa took #1042 meanwhile.');
    expect(numbersIn('Tiago Costa')).toContain('#1042');
  });

  it('waits for the drivers’ shifts when pressed before they are read', async () => {
    const rendered = renderDesk({ receipts: day(), signedInAs: MANAGER.email });
    const positions = createFakeShiftPositions(SHIFTS);
    positions.hold();
    rendered.services.teamPositions = positions;
    await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
    await rendered.user.click(screen.getByRole('button', { name: 'Auto-assign 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-assign' });
    expect(within(dialog).getByText('Reading who is on shift…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign all' })).toBeDisabled();
    act(() => positions.release());
    expect(await within(dialog).findByText('#1042 → Ana Ribeiro')).toBeInTheDocument();
  });

  it('leaves everything unassigned when nobody is on shift', async () => {
    const { user, dialog } = await openPreview([]);
    expect(within(dialog).getByText('Nothing to assign')).toBeInTheDocument();
    expect(within(dialog).getByText('#1042: No driver is on shift')).toBeInTheDocument();
    expect(within(dialog).getByText('#1043: No map position')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign all' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
