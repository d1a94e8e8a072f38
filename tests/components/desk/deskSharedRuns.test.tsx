import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showDeskLanguage } from '@/desk/i18n/texts';
import type { DriverShift } from '@/domain/shift/driverShift';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { createFakeShiftPositions, onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, numbersIn, renderDesk } from './deskSupport';

// The runs the drivers' phones share (docs/desk.md#the-board, docs/auto-dispatch.md#inputs): a
// driver's region lists their open orders in that order, live; without one, by time; the
// "Auto-assign" preview names the drivers whose run it had to estimate, and only them.

afterEach(() => vi.restoreAllMocks());

const place = (north: number, east: number) => ({ lat: 38.71 + north, lng: -9.14 + east });

function day() {
  const at = (id: string, uid: string, dueIn: number, north: number) =>
    deskOrder(id, {
      dispatchId: uid,
      dueAt: NOW + dueIn * MINUTE,
      deliveryAddress: { address: `Rua ${id}`, ...place(north, 0) },
    });
  return [
    at('r1001', 'u-tiago', 10, 0.01),
    at('r1002', 'u-tiago', 20, 0.02),
    at('r1003', 'u-tiago', 30, 0.03),
    at('r1004', 'u-ana', 10, -0.01),
    at('r1005', 'u-ana', 20, -0.02),
    deskOrder('r1006', {
      dispatchId: '',
      deliveryAddress: { address: 'Rua Augusta 5', ...place(0, 0.001) },
    }),
  ];
}

async function renderWith(shifts: DriverShift[]) {
  const rendered = renderDesk({ receipts: day(), signedInAs: MANAGER.email });
  const positions = createFakeShiftPositions(shifts);
  rendered.services.teamPositions = positions;
  await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
  return { ...rendered, positions };
}

describe('the drivers’ shared runs on the desk', () => {
  it('lists a driver’s open orders in the run their phone shared, live; others by time', async () => {
    const { positions } = await renderWith([
      onShiftAt('u-tiago', place(0, 0), NOW - MINUTE, ['r1003', 'r1001', 'r1002']),
      onShiftAt('u-ana', place(0, 0), NOW - MINUTE),
    ]);
    await waitFor(() => expect(numbersIn('Tiago Costa')).toEqual(['#1003', '#1001', '#1002']));
    expect(numbersIn('Ana Ribeiro')).toEqual(['#1004', '#1005']);
    // The phone's next position carries a new order; an order it does not list yet goes last.
    act(() => positions.set([onShiftAt('u-tiago', place(0, 0), NOW - MINUTE, ['r1002', 'r1003'])]));
    await waitFor(() => expect(numbersIn('Tiago Costa')).toEqual(['#1002', '#1003', '#1001']));
  });

  it('the preview names the drivers whose run is estimated, and only them', async () => {
    const { user } = await renderWith([
      onShiftAt('u-tiago', place(0, 0), NOW - MINUTE, ['r1003', 'r1001', 'r1002']),
      onShiftAt('u-ana', place(0, 0), NOW - MINUTE),
    ]);
    await user.click(screen.getByRole('button', { name: 'Auto-assign 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-assign' });
    expect(
      await within(dialog).findByText(
        'Runs estimated for Ana Ribeiro: their phone has not shared its stop order.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Tiago Costa: their phone/)).toBeNull();
  });

  it('names several drivers, and speaks European Portuguese', async () => {
    const { user } = await renderWith([
      onShiftAt('u-tiago', place(0, 0), NOW - MINUTE),
      onShiftAt('u-ana', place(0, 0), NOW - MINUTE),
    ]);
    await user.click(screen.getByRole('button', { name: 'Auto-assign 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-assign' });
    expect(
      await within(dialog).findByText(
        'Runs estimated for Ana Ribeiro, Tiago Costa: their phones have not shared their stop order.',
      ),
    ).toBeInTheDocument();
    await act(() => showDeskLanguage('pt-PT'));
    try {
      expect(
        within(dialog).getByText(
          'Percursos estimados para Ana Ribeiro, Tiago Costa: os seus telemóveis não partilharam a ordem das paragens.',
        ),
      ).toBeInTheDocument();
    } finally {
      await act(() => showDeskLanguage('en'));
    }
  });

  it('says nothing of estimates when every driver on shift has shared their run', async () => {
    const { user } = await renderWith([
      onShiftAt('u-tiago', place(0, 0), NOW - MINUTE, ['r1001']),
      onShiftAt('u-ana', place(0, 0), NOW - MINUTE, []),
    ]);
    await user.click(screen.getByRole('button', { name: 'Auto-assign 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-assign' });
    await within(dialog).findByText(/→/);
    expect(within(dialog).queryByText(/Runs estimated/)).toBeNull();
  });
});
