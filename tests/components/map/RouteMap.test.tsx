import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MapRuntimeProvider,
  RouteMap,
  type RouteMapModel,
  type RouteMapProps,
} from '@/features/map';
import { fakeGoogleMaps, type FakeGoogleMaps } from './fakeGoogleMaps';

// The route map's two renderers over one model (docs/map.md#the-route-map): Google's, tried
// with the stand-in adapter (the real script cannot load here), and the drawing.

const model: RouteMapModel = {
  stops: [
    {
      id: 'a',
      number: 1,
      name: 'Stop 1: #1042, Rua de São Bento 120',
      location: { lat: 38.716, lng: -9.1527 },
    },
    {
      id: 'b',
      number: 2,
      name: 'Stop 2: #1043, Avenida da Liberdade 10',
      location: { lat: 38.7197, lng: -9.1443 },
    },
    {
      id: 'd',
      number: 4,
      name: 'Stop 4: #1046, Rua da Prata 42',
      location: { lat: 38.7106, lng: -9.1336 },
    },
  ],
  store: { lat: 38.7112, lng: -9.1357 },
  driver: null,
};

function renderRouteMap(fake: FakeGoogleMaps, props: Partial<RouteMapProps> = {}) {
  const onSelect = vi.fn();
  const view = render(
    <MapRuntimeProvider runtime={fake.runtime}>
      <RouteMap model={model} apiKey="test-key" selectedId={null} onSelect={onSelect} {...props} />
    </MapRuntimeProvider>,
  );
  return { ...view, onSelect };
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the route map on Google', () => {
  it('numbers the markers in route order at their places, draws the legs and fits every point', async () => {
    const fake = fakeGoogleMaps();
    const { onSelect } = renderRouteMap(fake);
    await screen.findByRole('region', { name: 'Google map' });
    await waitFor(() => expect(fake.fitBoundsCalls.length).toBeGreaterThan(0));
    const last = (title: string) => fake.markers.filter((m) => m.title === title).at(-1);
    for (const stop of model.stops) {
      expect(last(stop.name)).toMatchObject({
        position: stop.location,
        label: String(stop.number),
      });
    }
    expect(last('Store')).toMatchObject({ position: model.store, label: 'S' });
    expect(fake.polylines.at(-1)?.path).toEqual(model.stops.map((stop) => stop.location));
    expect(fake.fitBoundsCalls.at(-1)).toEqual([
      { north: 38.7197, south: 38.7106, east: -9.1336, west: -9.1527 },
      48,
    ]);
    expect(fake.mapProps.at(-1)?.options).toMatchObject({
      mapTypeControl: false,
      zoomControl: false,
      fullscreenControl: false,
      streetViewControl: false,
    });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `Marker: ${model.stops[1]!.name}` }));
    expect(onSelect).toHaveBeenCalledWith('b');
  });

  it('falls back to the drawing when Google rejects the key (gm_authFailure)', async () => {
    const fake = fakeGoogleMaps();
    renderRouteMap(fake);
    await screen.findByRole('region', { name: 'Google map' });
    await waitFor(() => expect(fake.authListenerCount()).toBe(1));
    act(() => fake.failAuth());
    expect(screen.queryByRole('region', { name: 'Google map' })).toBeNull();
    const map = screen.getByRole('region', { name: 'Route map' });
    expect(
      within(map)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(model.stops.map((stop) => stop.name));
  });
});

describe('the route map drawn by the app', () => {
  it('draws without a key, never loading Google, each stop a named button in route order', async () => {
    const loadAdapter = vi.fn(async () => fakeGoogleMaps().adapter);
    const fake = fakeGoogleMaps(undefined, { loadAdapter });
    const { onSelect } = renderRouteMap(fake, { apiKey: null, selectedId: 'b' });
    const map = await screen.findByRole('region', { name: 'Route map' });
    const markers = within(map).getAllByRole('button');
    expect(
      markers.map((marker) => [marker.textContent, marker.getAttribute('aria-label')]),
    ).toEqual([
      ['1', 'Stop 1: #1042, Rua de São Bento 120'],
      ['2', 'Stop 2: #1043, Avenida da Liberdade 10'],
      ['4', 'Stop 4: #1046, Rua da Prata 42'],
    ]);
    expect(markers[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByText('Store')).toBeInTheDocument();
    expect(map.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    markers[2]!.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('d');
    expect(loadAdapter).not.toHaveBeenCalled();
  });

  it('draws offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const fake = fakeGoogleMaps();
    renderRouteMap(fake);
    const map = await screen.findByRole('region', { name: 'Route map' });
    expect(within(map).getAllByRole('button')).toHaveLength(3);
    expect(fake.scriptLoads).toEqual([]);
  });
});
