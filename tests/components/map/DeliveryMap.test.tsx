import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OriginAddress } from '@/domain/origin';
import type { ReceiptAddress } from '@/domain/receipt';
import { DeliveryMap, MapRuntimeProvider, type DeliveryMapProps } from '@/features/map';
import { fakeGoogleMaps, type FakeGoogleMaps } from './fakeGoogleMaps';

const store: OriginAddress = {
  address: 'Dispatch Foods, Torstraße 1, Berlin',
  lat: 52.53,
  lng: 13.4,
};
const withCoordinates: ReceiptAddress = {
  text: 'Kastanienallee 12, Berlin',
  location: { lat: 52.54, lng: 13.41 },
};
const addressOnly: ReceiptAddress = { text: 'Kastanienallee 12, Berlin', location: null };

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function renderMap(fake: FakeGoogleMaps, props: Partial<DeliveryMapProps> = {}) {
  return render(
    <MapRuntimeProvider runtime={fake.runtime}>
      <DeliveryMap
        origin={store}
        destination={withCoordinates}
        apiKey="test-key"
        mapsApiBaseUrl={null}
        {...props}
      />
    </MapRuntimeProvider>,
  );
}

function navigateHref(): URL {
  return new URL(screen.getByRole('link', { name: 'Navigate' }).getAttribute('href') ?? '');
}

beforeEach(() => setOnline(true));
afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

describe('DeliveryMap with a key, online', () => {
  it('passes zoom 12 and disables the four controls', async () => {
    const fake = fakeGoogleMaps();
    renderMap(fake);
    await screen.findByRole('region', { name: 'Google map' });
    const props = fake.mapProps.at(-1);
    expect(props?.zoom).toBe(12);
    expect(props?.options).toMatchObject({
      mapTypeControl: false,
      zoomControl: false,
      fullscreenControl: false,
      streetViewControl: false,
    });
  });

  it('centres on the store and shows a marker for the store and one for the customer', async () => {
    const fake = fakeGoogleMaps();
    renderMap(fake);
    const map = await screen.findByRole('region', { name: 'Google map' });
    expect(within(map).getByRole('img', { name: 'Marker: Store' })).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: 'Marker: Delivery address' })).toBeInTheDocument();
    expect(fake.mapProps.at(-1)?.center).toEqual({ lat: 52.53, lng: 13.4 });
    expect(fake.markers.map((m) => m.position)).toEqual(
      expect.arrayContaining([
        { lat: 52.53, lng: 13.4 },
        { lat: 52.54, lng: 13.41 },
      ]),
    );
  });

  it('fits the view to the store and the delivery location', async () => {
    const fake = fakeGoogleMaps();
    renderMap(fake);
    await screen.findByRole('region', { name: 'Google map' });
    await waitFor(() =>
      expect(fake.fitBoundsCalls.at(-1)?.[0]).toEqual({
        north: 52.54,
        south: 52.53,
        east: 13.41,
        west: 13.4,
      }),
    );
  });

  it('shows only the store marker, without fitting, when the receipt has no coordinates', async () => {
    const fake = fakeGoogleMaps();
    renderMap(fake, { destination: addressOnly });
    const map = await screen.findByRole('region', { name: 'Google map' });
    expect(within(map).getByRole('img', { name: 'Marker: Store' })).toBeInTheDocument();
    expect(within(map).queryByRole('img', { name: 'Marker: Delivery address' })).toBeNull();
    // Wait until the map instance is known, so a fit would have happened by now.
    await waitFor(() => expect(fake.mapLoads).toBeGreaterThan(0));
    await act(async () => {});
    expect(fake.fitBoundsCalls).toEqual([]);
  });

  it('loads the script with the key, from Google unless a base URL is configured', async () => {
    const fake = fakeGoogleMaps();
    renderMap(fake, { mapsApiBaseUrl: 'https://maps-proxy.example.com/' });
    await screen.findByRole('region', { name: 'Google map' });
    expect(fake.scriptLoads.at(-1)).toMatchObject({
      googleMapsApiKey: 'test-key',
      apiUrl: 'https://maps-proxy.example.com',
    });

    const defaultFake = fakeGoogleMaps();
    renderMap(defaultFake);
    await screen.findAllByRole('region', { name: 'Google map' });
    expect(defaultFake.scriptLoads.at(-1)?.apiUrl).toBe('https://maps.googleapis.com');
  });

  it('keeps a Navigate link under the map', async () => {
    renderMap(fakeGoogleMaps());
    await screen.findByRole('region', { name: 'Google map' });
    expect(navigateHref().searchParams.get('destination')).toBe('52.54,13.41');
  });
});

describe('DeliveryMap without Google: the drawing, or the card without coordinates', () => {
  /** The app's own drawing, never "Map unavailable", with both addresses under it. */
  function expectDrawing() {
    expect(screen.queryByRole('region', { name: 'Google map' })).toBeNull();
    // Berlin, Torstraße 1 to Kastanienallee 12: about 1.3 km as the crow flies.
    expect(
      screen.getByRole('img', { name: 'Map: store and delivery, 1.3 km apart' }),
    ).toBeVisible();
    expect(screen.queryByText(/Map unavailable|could not be loaded|offline/i)).toBeNull();
    expectAddresses();
  }

  function expectFallback(reason: RegExp) {
    expect(screen.queryByRole('region', { name: 'Google map' })).toBeNull();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expectAddresses();
  }

  function expectAddresses() {
    expect(screen.getByText('Dispatch Foods, Torstraße 1, Berlin')).toBeInTheDocument();
    expect(screen.getByText('Kastanienallee 12, Berlin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Navigate' })).toBeInTheDocument();
  }

  it('shows without an API key and never loads the map', async () => {
    const loadAdapter = vi.fn(async () => fakeGoogleMaps().adapter);
    const fake = fakeGoogleMaps(undefined, { loadAdapter });
    renderMap(fake, { apiKey: null });
    expectDrawing();
    expect(loadAdapter).not.toHaveBeenCalled();
  });

  it('treats a blank key as no key', () => {
    renderMap(fakeGoogleMaps(), { apiKey: '  ' });
    expectDrawing();
  });

  it('shows when the Maps script fails to load, and does not try again', async () => {
    const fake = fakeGoogleMaps({ isLoaded: false, loadError: new Event('error') });
    const { unmount } = renderMap(fake);
    expect(await screen.findByRole('img', { name: /^Map: / })).toBeInTheDocument();
    expectDrawing();
    const attempts = fake.scriptLoads.length;

    unmount();
    renderMap(fake);
    expectDrawing();
    expect(fake.scriptLoads.length).toBe(attempts);
  });

  it('shows when the map chunk cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeGoogleMaps(undefined, {
      loadAdapter: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    renderMap(fake);
    expect(await screen.findByRole('img', { name: /^Map: / })).toBeInTheDocument();
    expectDrawing();
  });

  it('shows when Google rejects the key after loading', async () => {
    const fake = fakeGoogleMaps();
    renderMap(fake);
    await screen.findByRole('region', { name: 'Google map' });
    await waitFor(() => expect(fake.authListenerCount()).toBe(1));
    act(() => fake.failAuth());
    expectDrawing();
  });

  it('shows after the timeout when the script neither loads nor fails', async () => {
    vi.useFakeTimers();
    const fake = fakeGoogleMaps({ isLoaded: false, loadError: undefined }, { loadTimeoutMs: 5000 });
    renderMap(fake);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('status')).toHaveTextContent(/loading map/i);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expectDrawing();
  });

  it('shows offline without loading the map, and brings the map when back online', async () => {
    setOnline(false);
    const fake = fakeGoogleMaps();
    renderMap(fake);
    expectDrawing();
    expect(fake.scriptLoads).toEqual([]);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: 'Google map' })).toBeInTheDocument();

    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expectDrawing();
  });

  it('shows when neither place has coordinates', () => {
    renderMap(fakeGoogleMaps(), {
      origin: { address: 'Dispatch Foods, Torstraße 1, Berlin', lat: null, lng: null },
      destination: addressOnly,
    });
    expectFallback(/no coordinates/i);
  });

  it('draws the driver when the position is known, and says so in the key', () => {
    renderMap(fakeGoogleMaps(), { apiKey: null, driver: { lat: 52.52, lng: 13.405 } });
    expect(
      screen.getByRole('img', { name: 'Map: store and delivery, 1.3 km apart' }),
    ).toBeVisible();
    expect(screen.getByText('You')).toBeInTheDocument();
  });

  it('reads coordinates when no address text is known, and copes with no store', () => {
    renderMap(fakeGoogleMaps(), {
      apiKey: null,
      origin: null,
      destination: { text: null, location: { lat: 52.54, lng: 13.41 } },
    });
    expect(screen.getByText('Not known')).toBeInTheDocument();
    expect(screen.getByText('52.5400, 13.4100')).toBeInTheDocument();
  });
});

describe('Navigate link', () => {
  it('uses the address text for an address-only receipt, from the current position', () => {
    renderMap(fakeGoogleMaps(), { apiKey: null, destination: addressOnly });
    const link = screen.getByRole('link', { name: 'Navigate' });
    const url = navigateHref();
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('Kastanienallee 12, Berlin');
    expect(url.searchParams.get('travelmode')).toBe('driving');
    expect(url.searchParams.has('origin')).toBe(false);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('uses the coordinates for a receipt that has them', () => {
    renderMap(fakeGoogleMaps(), { apiKey: null });
    expect(navigateHref().searchParams.get('destination')).toBe('52.54,13.41');
  });

  it('starts at the store when asked to', () => {
    renderMap(fakeGoogleMaps(), { apiKey: null, navigateFromStore: true });
    expect(navigateHref().searchParams.get('origin')).toBe('52.53,13.4');
  });

  it('is absent when there is nowhere to go', () => {
    renderMap(fakeGoogleMaps(), { apiKey: null, destination: { text: null, location: null } });
    expect(screen.queryByRole('link', { name: 'Navigate' })).toBeNull();
    expect(screen.getByText('No address given')).toBeInTheDocument();
  });
});
