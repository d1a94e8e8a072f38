import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showDeskLanguage } from '@/desk/i18n/texts';
import { MARKERS_PER_FRAME } from '@/desk/map/MapDrawing';
import type { DriverShift } from '@/domain/shift/driverShift';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { createFakeShiftPositions, onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, renderDesk } from './deskSupport';

// The desk's "Map" (docs/map.md#the-desks-map) over the fake desk services, drawn by the desk
// itself (no Google in tests): the markers' names and Tab order, the stale driver, the list of
// what has no map position, assigning from a stop with the board's menu, refused offline, and
// loading, empty and error.

afterEach(() => vi.restoreAllMocks());

const place = (north: number, east: number) => ({ lat: 38.71 + north, lng: -9.14 + east });

function mapDay() {
  return [
    deskOrder('r1042', {
      dispatchId: '',
      deliveryAddress: { address: 'Rua da Prata 42', ...place(0.01, 0.01) },
    }),
    deskOrder('r1050', {
      dispatchId: 'u-ana',
      dueAt: NOW + 10 * MINUTE,
      deliveryAddress: { address: 'Rua Augusta 5', ...place(0.02, 0) },
    }),
    deskOrder('r1051', {
      dispatchId: 'u-ana',
      dueAt: NOW + 30 * MINUTE,
      deliveryAddress: { address: 'Rua do Ouro 7', ...place(0, 0.02) },
    }),
    deskOrder('r1060', { dispatchId: 'u-tiago', deliveryAddress: 'Largo sem mapa 1' }),
    deskOrder('r1061', { dispatchId: '', status: 'Delivered', ...place(0.03, 0.03) }),
  ];
}

// Ana's phone shares her run (by time here): without it, the Map would number her stops in the
// desk's estimate once it comes (deskEstimatedRuns.test.tsx), nearest first.
const SHIFTS = [
  onShiftAt('u-ana', place(0.005, 0.005), NOW - 2 * MINUTE, ['r1050', 'r1051']),
  onShiftAt('u-tiago', place(-0.01, 0), NOW - 12 * MINUTE),
];

async function renderMap(
  receipts = mapDay(),
  shifts: DriverShift[] = SHIFTS,
  prepare?: (positions: ReturnType<typeof createFakeShiftPositions>) => void,
) {
  const positions = createFakeShiftPositions(shifts);
  prepare?.(positions);
  const rendered = renderDesk({ receipts, signedInAs: MANAGER.email });
  rendered.services.teamPositions = positions;
  const nav = await screen.findByRole('navigation', {}, { timeout: 10_000 });
  await rendered.user.click(within(nav).getByRole('button', { name: 'Map' }));
  await screen.findByRole('heading', { level: 1, name: 'Map' }, { timeout: 10_000 });
  return { ...rendered, positions };
}

const markers = () =>
  within(screen.getByRole('group', { name: 'Markers on the map' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe("the desk's map", () => {
  it('names every marker, drivers first, then each run in order, then the unassigned', async () => {
    await renderMap();
    await screen.findByRole('region', { name: 'Drivers and stops' });
    expect(markers()).toEqual([
      'Ana Ribeiro, last seen 2 min ago',
      'Tiago Costa, last seen 12 min ago (stale position)',
      '#1050, Rua Augusta 5, Ana Ribeiro, stop 1',
      '#1051, Rua do Ouro 7, Ana Ribeiro, stop 2',
      '#1042, Rua da Prata 42, unassigned',
    ]);
  });

  it('reaches every marker with Tab, in that order', async () => {
    const { user } = await renderMap();
    const buttons = within(
      await screen.findByRole('group', { name: 'Markers on the map' }),
    ).getAllByRole('button');
    buttons[0].focus();
    for (const next of buttons.slice(1)) {
      await user.tab();
      expect(next).toHaveFocus();
    }
  });

  it('turns every stop of a big day into a button, a chunk a frame, in Tab order', async () => {
    const day = Array.from({ length: MARKERS_PER_FRAME + 5 }, (_, i) =>
      deskOrder(`r${2000 + i}`, {
        dispatchId: '',
        deliveryAddress: { address: `Rua ${i}`, ...place((i % 15) * 0.002, (i / 15) * 0.002) },
      }),
    );
    const { user } = await renderMap(day, []);
    await vi.waitFor(() => expect(markers()).toHaveLength(day.length), { timeout: 10_000 });
    const buttons = within(screen.getByRole('group', { name: 'Markers on the map' })).getAllByRole(
      'button',
    );
    buttons.at(-2)?.focus();
    await user.tab();
    expect(buttons.at(-1)).toHaveFocus();
    expect(buttons.at(-1)).toHaveAccessibleName(
      `#${2000 + day.length - 1}, Rua ${day.length - 1}, unassigned`,
    );
  });

  it('says which position is stale, on the marker and in the list of who is on shift', async () => {
    await renderMap();
    const shift = await screen.findByRole('region', { name: 'On shift' });
    const tiago = within(shift).getByText('Tiago Costa').closest('li') as HTMLElement;
    expect(tiago).toHaveTextContent('Last seen 12 min ago');
    expect(within(tiago).getByText('Stale')).toBeInTheDocument();
    const ana = within(shift).getByText('Ana Ribeiro').closest('li') as HTMLElement;
    expect(within(ana).queryByText('Stale')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Tiago Costa, last seen/ }).className).toContain(
      'stale',
    );
  });

  it('lists the stops without a map position apart, with their own Assign', async () => {
    await renderMap();
    const unplaced = await screen.findByRole('region', { name: 'No map position' });
    expect(unplaced).toHaveTextContent('#1060');
    expect(unplaced).toHaveTextContent('Largo sem mapa 1');
    expect(unplaced).toHaveTextContent('Tiago Costa, stop 1');
    expect(within(unplaced).getByRole('button', { name: 'Assign #1060' })).toBeInTheDocument();
    expect(markers().some((name) => name?.startsWith('#1060'))).toBe(false);
  });

  it('assigns an unassigned stop from the map with the board’s menu', async () => {
    const { user, services } = await renderMap();
    await user.click(
      await screen.findByRole('button', { name: '#1042, Rua da Prata 42, unassigned' }),
    );
    const chosen = screen.getByRole('region', { name: 'Chosen stop' });
    expect(chosen).toHaveTextContent('Unassigned');
    await user.click(within(chosen).getByRole('button', { name: 'Assign #1042' }));
    const menu = screen.getByRole('menu', { name: 'Assign #1042 to' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Ana Ribeiro' }));

    expect(
      screen.getByRole('button', { name: /^#1042, Rua da Prata 42, Ana Ribeiro, stop \d$/ }),
    ).toBeInTheDocument();
    expect(services.control.assignCalls.map((call) => call.request)).toEqual([
      { receiptIds: ['r1042'], dispatchId: 'u-ana', expected: { r1042: null } },
    ]);
    expect(await screen.findByText('#1042 assigned to Ana Ribeiro.')).toBeInTheDocument();
  });

  it('refuses to assign offline, keeping the map as last known', async () => {
    const { user, services } = await renderMap();
    await screen.findByRole('region', { name: 'Drivers and stops' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/You're offline\. This is the map as it was last known/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '#1042, Rua da Prata 42, unassigned' }));
    await user.click(screen.getByRole('button', { name: 'Assign #1042' }));
    await user.click(screen.getByRole('menuitem', { name: 'Ana Ribeiro' }));
    expect(screen.getByRole('alert')).toHaveTextContent("You're offline: nothing was assigned.");
    expect(
      screen.getByRole('button', { name: '#1042, Rua da Prata 42, unassigned' }),
    ).toBeInTheDocument();
    expect(services.control.assignCalls).toEqual([]);
  });

  it('follows a driver moving and a new position at once', async () => {
    const { positions } = await renderMap();
    await screen.findByRole('button', { name: /^Tiago Costa, last seen 12 min ago/ });
    act(() => positions.set([SHIFTS[0], onShiftAt('u-tiago', place(0.04, 0.04), NOW)]));
    expect(
      screen.getByRole('button', { name: 'Tiago Costa, last seen 0 min ago' }),
    ).toBeInTheDocument();
  });

  it('says so while loading, then when nobody is on shift and no order is open', async () => {
    const { positions } = await renderMap([], [], (fake) => fake.hold());
    expect(screen.getByRole('status')).toHaveTextContent("Loading today's map…");
    act(() => positions.release());
    expect(
      await screen.findByRole('heading', { name: 'Nobody is on shift and no order is open' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Markers on the map' })).not.toBeInTheDocument();
  });

  it('says when the positions cannot be read, and reads them again on Try again', async () => {
    const { user, positions } = await renderMap(mapDay(), SHIFTS, (fake) =>
      fake.fail('permission-denied'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Today's map could not be loaded");
    expect(alert).toHaveTextContent('The server said: permission-denied');
    positions.fail(null);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Ana Ribeiro, last seen 2 min ago' }),
    ).toBeInTheDocument();
  });

  it('speaks European Portuguese', async () => {
    await renderMap();
    await screen.findByRole('region', { name: 'Drivers and stops' });
    await act(() => showDeskLanguage('pt-PT'));
    try {
      expect(
        screen.getByRole('button', { name: 'Ana Ribeiro, visto há 2 min' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: '#1042, Rua da Prata 42, por atribuir' }),
      ).toBeInTheDocument();
    } finally {
      await act(() => showDeskLanguage('en'));
    }
  });
});
