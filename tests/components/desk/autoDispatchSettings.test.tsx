import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DispatchApiError } from '@/services/ports';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { createFakeShiftPositions, onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, renderBoard, renderDesk, sampleDay } from './deskSupport';

// "Settings" → "Auto-dispatch" (docs/auto-dispatch.md#settings): off and 10 until saved, saved
// with "Save" ("Saved."), an impossible limit refused before anything is sent, offline refused
// with the typed value kept, a failure said with "Try again".

async function openSettings() {
  const rendered = await renderBoard();
  await rendered.user.click(screen.getByRole('button', { name: 'Settings' }));
  // The Settings screen is its own chunk: it comes after the click.
  const section = await screen.findByRole('region', { name: 'Auto-dispatch' }, { timeout: 5_000 });
  await within(section).findByRole('checkbox', { name: 'Auto-assign new orders' });
  return { ...rendered, section };
}

const limit = () => screen.getByRole('spinbutton', { name: 'At most n orders per driver' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Settings: Auto-dispatch', () => {
  it('shows the defaults and saves what the manager sets', async () => {
    const { user, services, section } = await openSettings();
    const box = within(section).getByRole('checkbox', { name: 'Auto-assign new orders' });
    expect(box).not.toBeChecked();
    expect(limit()).toHaveValue(10);
    expect(section).toHaveTextContent('At most orders per driver');
    // The only "Save" of the screen.
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);

    await user.click(box);
    await user.clear(limit());
    await user.type(limit(), '4');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Saved.')).toBeVisible();
    expect(services.ordersIn.saved).toEqual([{ autoAssignNewOrders: true, maxOrdersPerDriver: 4 }]);
    expect(await services.ordersIn.readDispatchSettings()).toMatchObject({
      autoAssignNewOrders: true,
      maxOrdersPerDriver: 4,
    });
  });

  it.each(['0', '51', '2.5', ''])('refuses %j as a limit and sends nothing', async (typed) => {
    const { user, services, section } = await openSettings();
    await user.clear(limit());
    if (typed !== '') await user.type(limit(), typed);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(limit()).toHaveAccessibleDescription('Enter a whole number of orders from 1 to 50.');
    expect(limit()).toHaveAttribute('aria-invalid', 'true');
    expect(services.ordersIn.saved).toEqual([]);
    expect(within(section).queryByText('Saved.')).toBeNull();
  });

  it('offline: refuses to save, says so, and keeps what was typed', async () => {
    const { user, services, section } = await openSettings();
    await user.click(within(section).getByRole('checkbox', { name: 'Auto-assign new orders' }));
    await user.clear(limit());
    await user.type(limit(), '7');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      "You're offline: the auto-dispatch settings were not saved.",
    );
    expect(services.ordersIn.saved).toEqual([]);
    expect(limit()).toHaveValue(7);
    expect(within(section).getByRole('checkbox', { name: 'Auto-assign new orders' })).toBeChecked();
  });

  it('says a failed save, and saves with "Try again"', async () => {
    const { user, services, section } = await openSettings();
    services.ordersIn.fail(new DispatchApiError('server', 'The server failed.', 500));
    await user.click(within(section).getByRole('checkbox', { name: 'Auto-assign new orders' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The auto-dispatch settings were not saved');
    services.ordersIn.fail(null);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Saved.')).toBeVisible();
    expect(services.ordersIn.saved.at(-1)).toEqual({
      autoAssignNewOrders: true,
      maxOrdersPerDriver: 10,
    });
  });

  it('says when the settings cannot be read, and reads them again', async () => {
    const rendered = await renderBoard();
    rendered.services.ordersIn.fail(new DispatchApiError('server', 'The server failed.', 500));
    await rendered.user.click(screen.getByRole('button', { name: 'Settings' }));
    const section = await screen.findByRole(
      'region',
      { name: 'Auto-dispatch' },
      { timeout: 5_000 },
    );
    expect(
      await within(section).findByText(/^The auto-dispatch settings could not be read/),
    ).toBeVisible();
    rendered.services.ordersIn.fail(null);
    await rendered.user.click(
      within(section).getByRole('button', { name: 'Read the auto-dispatch settings again' }),
    );
    expect(
      await within(section).findByRole('checkbox', { name: 'Auto-assign new orders' }),
    ).not.toBeChecked();
  });
});

describe('the board: an order auto-dispatch placed', () => {
  it('says "Assigned by Auto-dispatch" on its card, and nothing on one a person assigned', async () => {
    const day = sampleDay();
    const driver = day.find((receipt) => receipt.dispatchId !== null)!;
    const byHand = { ...driver, id: 'r2001', orderNumber: '2001', assignedBy: MANAGER.uid };
    const placed = { ...driver, id: 'r2002', orderNumber: '2002', assignedBy: 'auto-dispatch' };
    await renderBoard([...day, byHand, placed]);
    const card = (number: string) =>
      screen.getByRole('heading', { level: 3, name: `#${number}` }).closest('article')!;
    expect(within(card('2002')).getByText('Assigned by Auto-dispatch')).toBeVisible();
    expect(within(card('2001')).queryByText('Assigned by Auto-dispatch')).toBeNull();
  });
});

describe('the board: the business’s limit', () => {
  it('counts with "At most n orders per driver" as saved, not the default 10', async () => {
    const place = (north: number) => ({ lat: 38.71 + north, lng: -9.14 });
    const receipts = [
      deskOrder('r1042', {
        dispatchId: '',
        deliveryAddress: { address: 'Rua da Prata 42', ...place(0.006) },
      }),
      deskOrder('r1050', {
        dispatchId: 'u-tiago',
        deliveryAddress: { address: 'Rua Augusta 5', ...place(-0.03) },
      }),
    ];
    const rendered = renderDesk({ receipts, signedInAs: MANAGER.email });
    rendered.services.teamPositions = createFakeShiftPositions([
      onShiftAt('u-ana', place(0.03), NOW - MINUTE),
      onShiftAt('u-tiago', place(0.005), NOW - MINUTE),
    ]);
    await rendered.services.ordersIn.saveDispatchSettings({
      autoAssignNewOrders: false,
      maxOrdersPerDriver: 1,
    });
    await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
    // Tiago is nearer, but holds one open order: at the limit of 1, Ana is suggested.
    expect(await screen.findByText(/^Suggested: Ana Ribeiro, \+\d+ min$/)).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Assign #1042' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toContain('Tiago Costa — at the limit');
  });
});
