import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeskMaps } from '@/desk/deskMaps';
import { createMapsLoader } from '@/ui/maps/mapsLoader';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { createFakeShiftPositions, onShiftAt } from '../../support/fakeShiftPositions';
import { fakeGoogleMaps, type FakeGoogleMaps } from '../map/fakeGoogleMaps';
import { MINUTE, NOW, renderDesk } from './deskSupport';

// The desk's "Map" on Google's map (docs/map.md#the-desks-map), over a stand-in adapter (Google
// is unreachable from the tests): the same model's markers in the runs' colours, a marker's
// click choosing it for the panel (and its Assign), and the desk's own drawing without a key,
// offline, or when the script fails.

afterEach(() => vi.restoreAllMocks());

const place = (north: number, east: number) => ({ lat: 38.71 + north, lng: -9.14 + east });

const DAY = [
  deskOrder('r1042', {
    dispatchId: '',
    deliveryAddress: { address: 'Rua da Prata 42', ...place(0.01, 0.01) },
  }),
  deskOrder('r1050', {
    dispatchId: 'u-ana',
    dueAt: NOW + 10 * MINUTE,
    deliveryAddress: { address: 'Rua Augusta 5', ...place(0.02, 0) },
  }),
  deskOrder('r1060', { dispatchId: 'u-tiago', deliveryAddress: 'Largo sem mapa 1' }),
];

const SHIFTS = [onShiftAt('u-ana', place(0.005, 0.005), NOW - 2 * MINUTE)];

async function renderMap(fake: FakeGoogleMaps, apiKey: string | null = 'test-key') {
  const maps = createDeskMaps({
    apiKey,
    mapsApiBaseUrl: null,
    loader: createMapsLoader({ loadAdapter: async () => fake.adapter }),
  });
  const rendered = renderDesk({ receipts: DAY, signedInAs: MANAGER.email }, maps);
  rendered.services.teamPositions = createFakeShiftPositions(SHIFTS);
  const nav = await screen.findByRole('navigation', {}, { timeout: 10_000 });
  await rendered.user.click(within(nav).getByRole('button', { name: 'Map' }));
  await screen.findByRole('heading', { level: 1, name: 'Map' }, { timeout: 10_000 });
  return rendered;
}

const drawnMarkers = () => screen.queryByRole('group', { name: 'Markers on the map' });

describe("the desk's map on Google's map", () => {
  it('shows the model as coloured, numbered markers, loading the script with Places', async () => {
    const fake = fakeGoogleMaps();
    await renderMap(fake);
    const map = await screen.findByRole('region', { name: 'Google map' });
    expect(drawnMarkers()).toBeNull();
    expect(
      within(map)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Marker: Ana Ribeiro, last seen 2 min ago',
      'Marker: #1050, Rua Augusta 5, Ana Ribeiro, stop 1',
      'Marker: #1042, Rua da Prata 42, unassigned',
    ]);
    const shown = new Map(fake.markers.map((marker) => [marker.title, marker]));
    const ana = shown.get('Ana Ribeiro, last seen 2 min ago');
    const stop = shown.get('#1050, Rua Augusta 5, Ana Ribeiro, stop 1');
    expect(ana).toMatchObject({ label: 'AR', position: place(0.005, 0.005) });
    expect(stop).toMatchObject({ label: '1', position: place(0.02, 0) });
    // A driver and the stops of the run share the run's colour; unassigned: Google's own pin.
    expect(ana?.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(stop?.colour).toBe(ana?.colour);
    expect(shown.get('#1042, Rua da Prata 42, unassigned')?.colour).toBeUndefined();
    expect(fake.scriptLoads.at(-1)).toEqual({
      id: 'google-maps-script',
      googleMapsApiKey: 'test-key',
      apiUrl: 'https://maps.googleapis.com',
      libraries: ['places'],
    });
    // The view fits every marker: the south-westernmost and north-easternmost of them.
    await waitFor(() =>
      expect(fake.fitBoundsCalls.at(-1)?.[0]).toEqual({
        north: place(0.02, 0).lat,
        south: place(0.005, 0).lat,
        east: place(0, 0.01).lng,
        west: place(0, 0).lng,
      }),
    );
  });

  it('chooses a marker on a click, as the drawing does, and assigns from the panel', async () => {
    const fake = fakeGoogleMaps();
    const { user, services } = await renderMap(fake);
    await user.click(
      await screen.findByRole('button', { name: 'Marker: #1042, Rua da Prata 42, unassigned' }),
    );
    const chosen = screen.getByRole('region', { name: 'Chosen stop' });
    await user.click(within(chosen).getByRole('button', { name: 'Assign #1042' }));
    const menu = screen.getByRole('menu', { name: 'Assign #1042 to' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Ana Ribeiro' }));
    expect(services.control.assignCalls.map((call) => call.request)).toEqual([
      { receiptIds: ['r1042'], dispatchId: 'u-ana', expected: { r1042: null } },
    ]);
  });

  it('draws the map itself without a key, never loading Google', async () => {
    const loadAdapter = vi.fn();
    const fake = fakeGoogleMaps();
    fake.adapter.useLoadScript = loadAdapter;
    await renderMap(fake, null);
    expect(await screen.findByRole('group', { name: 'Markers on the map' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Google map' })).toBeNull();
    expect(loadAdapter).not.toHaveBeenCalled();
  });

  it('draws the map itself when the script fails to load', async () => {
    const fake = fakeGoogleMaps({ isLoaded: false, loadError: new Error('blocked') });
    await renderMap(fake);
    expect(await screen.findByRole('group', { name: 'Markers on the map' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Google map' })).toBeNull();
  });

  it('draws the map itself when Google rejects the key', async () => {
    const fake = fakeGoogleMaps();
    await renderMap(fake);
    await screen.findByRole('region', { name: 'Google map' });
    act(() => fake.failAuth());
    expect(await screen.findByRole('group', { name: 'Markers on the map' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Google map' })).toBeNull();
  });

  it('draws the map itself offline, never loading Google', async () => {
    const fake = fakeGoogleMaps();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderMap(fake);
    expect(await screen.findByRole('group', { name: 'Markers on the map' })).toBeInTheDocument();
    expect(fake.scriptLoads).toEqual([]);
  });
});
