import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDemoPlace } from '@/demo/server/places';
import { DeskRoot } from '@/desk/DeskApp';
import { createDeskMaps, DeskMapsProvider } from '@/desk/deskMaps';
import { createMapsLoader } from '@/ui/maps/mapsLoader';
import { createFakeDeskServices, MANAGER } from '../../support/fakeDeskServices';
import { fakeGoogleMaps } from '../map/fakeGoogleMaps';
import { NOW, sampleDay } from './deskSupport';

// New order's Address in the demo (docs/desk.md, "New order"): without a Maps key, the services'
// placeLookup (the demo's streets) gives an address typed on one of them its map position at
// once, said under the field; an address on none is created with its address only, said too.
// Without a placeLookup (Firebase without a key) the field is as it always was.

afterEach(() => vi.restoreAllMocks());

/** With a Maps key, Google's (a stand-in adapter: Google is unreachable from the tests). */
function googleMaps() {
  const fake = fakeGoogleMaps(undefined, { suggestions: [] });
  return createDeskMaps({
    apiKey: 'test-key',
    mapsApiBaseUrl: null,
    loader: createMapsLoader({ loadAdapter: async () => fake.adapter }),
  });
}

async function openForm(placeLookup: typeof findDemoPlace | null, withKey = false) {
  const services = createFakeDeskServices({
    now: NOW,
    receipts: sampleDay(),
    signedInAs: MANAGER.email,
  });
  if (placeLookup !== null) services.placeLookup = placeLookup;
  const user = userEvent.setup();
  const root = <DeskRoot services={services} />;
  render(withKey ? <DeskMapsProvider maps={googleMaps()}>{root}</DeskMapsProvider> : root);
  await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'New order' }));
  await screen.findByRole('heading', { level: 1, name: 'New order' });
  return { services, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });

const OFF_THE_MAP =
  "Not on the demo's map: the order is created with its address only. The demo knows the streets of its own day, such as Rua da Prata.";

async function fillAndCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Customer name'), 'Maria Santos');
  const line = within(screen.getByRole('listitem', { name: 'Item 1' }));
  await user.type(line.getByRole('textbox', { name: 'Item' }), 'Margherita pizza');
  await user.type(line.getByRole('textbox', { name: 'Unit price' }), '9,50');
  await user.click(screen.getByRole('radio', { name: 'Cash' }));
  await user.click(screen.getByRole('button', { name: 'Create order' }));
  await screen.findByText(/^Order #\d+ created\.$/);
}

describe('New order’s Address in the demo', () => {
  it('puts an address on a demo street on the map as it is typed, and sends its position', async () => {
    const { user, services } = await openForm(findDemoPlace);
    expect(field('Address')).toHaveAccessibleDescription(OFF_THE_MAP);
    await user.type(field('Address'), 'Rua da Prata 12');
    expect(field('Address')).toHaveAccessibleDescription(
      "On the map at Rua da Prata (the demo's streets).",
    );

    await fillAndCreate(user);
    const { order } = services.ordersIn.calls[0].request.orders[0];
    expect(order).toMatchObject({
      address: 'Rua da Prata 12',
      location: { lat: 38.7105, lng: -9.1368 },
    });
  });

  it('creates an address on none of its streets with its address only, and says so', async () => {
    const { user, services } = await openForm(findDemoPlace);
    await user.type(field('Address'), 'Rua da Prata');
    expect(field('Address')).toHaveAccessibleDescription(/^On the map at Rua da Prata /);
    // Typed on past the street's name: "Rua da Pratas" is no street of the demo's.
    await user.type(field('Address'), 's 12, Lisboa');
    expect(field('Address')).toHaveAccessibleDescription(OFF_THE_MAP);

    await fillAndCreate(user);
    const { order } = services.ordersIn.calls[0].request.orders[0];
    expect(order).toMatchObject({ address: 'Rua da Pratas 12, Lisboa', location: null });
  });

  it('without a placeLookup (Firebase without a key), keeps the plain field and its help', async () => {
    const { user, services } = await openForm(null);
    await user.type(field('Address'), 'Rua da Prata 12');
    expect(field('Address')).toHaveAccessibleDescription(
      'Without a map position: the order is created with its address only, and the driver’s map finds it by its text.',
    );

    await fillAndCreate(user);
    const { order } = services.ordersIn.calls[0].request.orders[0];
    expect(order).toMatchObject({ address: 'Rua da Prata 12', location: null });
  });

  it('with a Maps key, leaves the address to Google: a typed one gets no demo position', async () => {
    const { user, services } = await openForm(findDemoPlace, true);
    await screen.findByRole('list', { name: 'Suggestions' });
    await user.type(field('Address'), 'Rua da Prata 12');
    expect(field('Address')).toHaveAccessibleDescription(/^Without a map position/);

    await fillAndCreate(user);
    const { order } = services.ordersIn.calls[0].request.orders[0];
    expect(order).toMatchObject({ address: 'Rua da Prata 12', location: null });
  });
});
