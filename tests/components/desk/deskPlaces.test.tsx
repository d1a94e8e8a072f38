import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeskMaps } from '@/desk/deskMaps';
import { createMapsLoader } from '@/ui/maps/mapsLoader';
import { MANAGER } from '../../support/fakeDeskServices';
import { fakeGoogleMaps, type FakeGoogleMaps } from '../map/fakeGoogleMaps';
import { renderDesk, sampleDay } from './deskSupport';

// New order's Address with Google Places (docs/desk.md, "New order"), over a stand-in adapter
// (Google is unreachable from the tests): a chosen suggestion fills the address and gives the
// order its position; typing after drops it; a failed script leaves the plain field. The input is
// one element throughout: the suggestions attach to it as the script arrives and come off it as
// Google fails, while the manager types on.

afterEach(() => vi.restoreAllMocks());

const FLORES = {
  address: 'Rua das Flores 12, 1200-195 Lisboa, Portugal',
  location: { lat: 38.7107, lng: -9.1434 },
};

async function openForm(
  fake: FakeGoogleMaps,
  loadAdapter: () => Promise<FakeGoogleMaps['adapter']> = async () => fake.adapter,
) {
  const loader = createMapsLoader({ loadAdapter });
  const maps = createDeskMaps({ apiKey: 'test-key', mapsApiBaseUrl: null, loader });
  const rendered = renderDesk({ receipts: sampleDay(), signedInAs: MANAGER.email }, maps);
  await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
  await rendered.user.click(screen.getByRole('button', { name: 'New order' }));
  await screen.findByRole('heading', { level: 1, name: 'New order' });
  return { ...rendered, loader };
}

/** The script's arrival, held back until the test lets it come. */
function heldBack(fake: FakeGoogleMaps) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const loadAdapter = async () => {
    await arrived;
    return fake.adapter;
  };
  return { loadAdapter, arrive: () => act(async () => arrive()) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillTheRest(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(field('Customer name'), 'Maria Santos');
  await user.type(field('Phone'), '+351 912 345 678');
  const line = within(screen.getByRole('listitem', { name: 'Item 1' }));
  await user.type(line.getByRole('textbox', { name: 'Item' }), 'Margherita pizza');
  await user.type(line.getByRole('textbox', { name: 'Unit price' }), '9,50');
  await user.click(screen.getByRole('radio', { name: 'Cash' }));
}

/** Types "Rua das Flores" in Address and moves the caret back before "Flores": the input. */
async function typeThenMoveBack(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.type(field('Address'), 'Rua das Flores');
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  return field('Address');
}

async function create(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create order' }));
  await screen.findByText(/^Order #\d+ created\.$/);
}

describe('New order with Places', () => {
  it('fills the address from a chosen suggestion and creates the order at its position', async () => {
    const fake = fakeGoogleMaps(undefined, { suggestions: [FLORES] });
    const { user, services } = await openForm(fake);
    await user.type(field('Address'), 'Rua das Fl');
    await user.click(await screen.findByRole('button', { name: `Suggestion: ${FLORES.address}` }));
    expect(fake.placesInputs).toEqual([field('Address')]);
    expect(field('Address')).toHaveValue(FLORES.address);
    expect(field('Address')).toHaveAccessibleDescription('On the map at the chosen address.');
    expect(fake.scriptLoads.at(-1)).toMatchObject({ libraries: ['places'] });

    await fillTheRest(user);
    await create(user);
    const { order } = services.ordersIn.calls[0].request.orders[0];
    expect(order).toMatchObject({ address: FLORES.address, location: FLORES.location });
  });

  it('drops the position when the address is typed after choosing', async () => {
    const fake = fakeGoogleMaps(undefined, { suggestions: [FLORES] });
    const { user, services } = await openForm(fake);
    await user.click(await screen.findByRole('button', { name: `Suggestion: ${FLORES.address}` }));
    await user.type(field('Address'), ' (back door)');
    expect(field('Address')).toHaveAccessibleDescription(/^Without a map position/);

    await fillTheRest(user);
    await create(user);
    const { order } = services.ordersIn.calls[0].request.orders[0];
    expect(order).toMatchObject({ address: `${FLORES.address} (back door)`, location: null });
  });

  it('keeps the plain field when the script fails, creating the order without a position', async () => {
    const fake = fakeGoogleMaps(
      { isLoaded: false, loadError: new Error('blocked') },
      { suggestions: [FLORES] },
    );
    const { user, services } = await openForm(fake);
    await user.type(field('Address'), 'Rua das Flores 12, Lisboa');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    expect(field('Address')).toHaveAccessibleDescription(/^Without a map position/);

    await fillTheRest(user);
    await create(user);
    const { order } = services.ordersIn.calls[0].request.orders[0];
    expect(order).toMatchObject({ address: 'Rua das Flores 12, Lisboa', location: null });
  });

  it('keeps the focus, the caret and what was typed when the script fails mid-typing', async () => {
    const fake = fakeGoogleMaps({ isLoaded: false, loadError: new Error('blocked') });
    const script = heldBack(fake);
    const { user, loader } = await openForm(fake, script.loadAdapter);
    // Typed while the suggestions' code loads…
    const input = await typeThenMoveBack(user);
    // …then the script arrives and fails: the input is the same one throughout.
    await script.arrive();
    await waitFor(() => expect(fake.scriptLoads).not.toHaveLength(0));
    expect(field('Address')).toBe(input);
    await waitFor(() => expect(loader.hasFailed()).toBe(true));
    expect(field('Address')).toBe(input);
    await user.keyboard('Velha ');
    expect(field('Address')).toHaveValue('Rua das Velha Flores');
    expect(field('Address')).toHaveFocus();
    expect(field('Address')).toBe(input);
  });

  it('attaches the suggestions to the input being typed in, and takes them off when Google rejects the key', async () => {
    const fake = fakeGoogleMaps(undefined, { suggestions: [FLORES] });
    const script = heldBack(fake);
    const { user, loader } = await openForm(fake, script.loadAdapter);
    const input = await typeThenMoveBack(user);

    await script.arrive();
    await screen.findByRole('list', { name: 'Suggestions' });
    expect(fake.placesInputs).toEqual([input]);
    expect(field('Address')).toBe(input);
    await user.keyboard('Velha ');
    expect(input).toHaveValue('Rua das Velha Flores');

    act(() => fake.failAuth());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull());
    expect(loader.hasFailed()).toBe(true);
    expect(fake.placesInputs).toEqual([]);
    expect(field('Address')).toBe(input);
    await user.keyboard('do Mar ');
    expect(input).toHaveValue('Rua das Velha do Mar Flores');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/^Without a map position/);
  });
});
