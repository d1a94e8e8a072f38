import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { SHIFT_KEY } from '@/features/tracking/rememberedShift';
import { DispatchApiError, type PositionReport, type ShiftPort } from '@/services/ports';
import { showLanguage } from '@/ui/i18n';
import { fakeGeolocation, forgetFakeGeolocation } from '../../support/fakeGeolocation';
import { createFakeServices, receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';

// The driver's "On shift" (docs/on-shift.md) on the whole app with fake services: the side
// menu's switch, the orders list's prompt, the one sharing line, permission refused, the
// backend's 409, offline, sign-out.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;
const OFFICE_SEES = 'The back office sees your position while you are on shift';
const PROMPT = 'You have orders but are off shift.';

function fakeShift() {
  const log: string[] = [];
  const positions: PositionReport[] = [];
  const failures = { shift: null as Error | null, position: null as Error | null };
  const port: ShiftPort = {
    setOnShift: vi.fn(async (onShift: boolean) => {
      log.push(onShift ? 'on' : 'off');
      if (failures.shift) throw failures.shift;
      return { onShift, shiftStartedAt: onShift ? now : null };
    }),
    sendPosition: vi.fn(async (position: PositionReport) => {
      if (failures.position) throw failures.position;
      positions.push(position);
      return { stored: true };
    }),
  };
  return { port, log, positions, failures };
}

function services(shift: ShiftPort | null) {
  const fake = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now,
    receipts: [
      receipt('a', { orderNumber: '1042', status: 'Pending', updateTimestamp: now - 60_000 }),
    ],
  });
  return Object.assign(fake, { shift });
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  forgetFakeGeolocation();
});

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));
const shiftSwitch = () => menu().getByRole('switch', { name: 'On shift' });

describe('On shift', () => {
  it('the switch records the shift, the line says so and the position goes to the back office', async () => {
    const { geolocation, move } = fakeGeolocation('granted');
    const shift = fakeShift();
    renderApp(services(shift.port), '/order');
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    expect(shiftSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(OFFICE_SEES)).toBeNull();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();

    await userEvent.setup().click(shiftSwitch());
    await waitFor(() => expect(shiftSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(shift.log).toEqual(['on']);
    expect(screen.getByText(OFFICE_SEES)).toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).toBeNull();
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled());
    move(38.72, -9.14);
    await waitFor(() =>
      expect(shift.positions).toEqual([
        expect.objectContaining({ lat: 38.72, lng: -9.14, accuracy: 12 }),
      ]),
    );
    // A reload carries on: the phone remembers its driver is on shift.
    expect(JSON.parse(localStorage.getItem(SHIFT_KEY) ?? '{}')).toMatchObject({
      uid: 'u-dispatcher',
    });
  });

  it('"Start shift" on the orders list starts it; off stops the position at once', async () => {
    const { geolocation, move } = fakeGeolocation('granted');
    const shift = fakeShift();
    renderApp(services(shift.port), '/order');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start shift' }));
    expect(await screen.findByText(OFFICE_SEES)).toBeInTheDocument();
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled());
    move(38.72, -9.14);
    await waitFor(() => expect(shift.positions).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'End shift' }));
    expect(geolocation.clearWatch).toHaveBeenCalled();
    expect(shiftSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(OFFICE_SEES)).toBeNull();
    await waitFor(() => expect(shift.log).toEqual(['on', 'off']));
    move(38.8, -9.1);
    expect(shift.positions).toHaveLength(1);
    expect(localStorage.getItem(SHIFT_KEY)).toBeNull();
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
  });

  it('location refused: the shift is still recorded, the line says the position is not shared', async () => {
    const { geolocation } = fakeGeolocation('denied');
    const shift = fakeShift();
    renderApp(services(shift.port), '/order');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start shift' }));
    await waitFor(() => expect(shiftSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(shift.log).toEqual(['on']);
    expect(
      screen.getAllByText('On shift, but your position is not shared: location is off for Dispatch')
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(OFFICE_SEES)).toBeNull();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    // Everything else works.
    expect(screen.getByRole('link', { name: 'Open order #1042' })).toBeInTheDocument();
  });

  it('the backend says off shift (409): the phone shows off shift and stops', async () => {
    const { geolocation, move } = fakeGeolocation('granted');
    const shift = fakeShift();
    shift.failures.position = new DispatchApiError('rejected', 'Off shift', 409, {
      code: 'off-shift',
    });
    renderApp(services(shift.port), '/order');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start shift' }));
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled());
    move(38.72, -9.14);
    await waitFor(() => expect(shiftSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(geolocation.clearWatch).toHaveBeenCalled();
    expect(
      screen.getAllByText('Your shift was ended on the server: you are off shift.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(OFFICE_SEES)).toBeNull();
    expect(localStorage.getItem(SHIFT_KEY)).toBeNull();
  });

  it('offline, going on shift is refused plainly: the switch stays off', async () => {
    const { geolocation } = fakeGeolocation('granted');
    const shift = fakeShift();
    shift.failures.shift = new DispatchApiError('offline', 'No network');
    renderApp(services(shift.port), '/order');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start shift' }));
    expect(
      (
        await screen.findAllByText(
          'No connection: you are still off shift. Try again when you are online.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(shiftSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start shift' })).toBeEnabled();
  });

  it('offline, going off is at once on the phone, and the backend is told when back online', async () => {
    fakeGeolocation('granted');
    const shift = fakeShift();
    renderApp(services(shift.port), '/order');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start shift' }));
    await screen.findByText(OFFICE_SEES);
    shift.failures.shift = new DispatchApiError('offline', 'No network');
    await user.click(screen.getByRole('button', { name: 'End shift' }));
    expect(shiftSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(
      await menu().findByText('Off shift. The back office is told when the connection is back.'),
    ).toBeInTheDocument();
    shift.failures.shift = null;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(shift.log).toEqual(['on', 'off', 'off']));
    await waitFor(() =>
      expect(menu().queryByText(/The back office is told when the connection is back/)).toBeNull(),
    );
  });

  it('sign-out ends the shift first', async () => {
    fakeGeolocation('granted');
    const shift = fakeShift();
    const fake = services(shift.port);
    const signOut = fake.auth.signOut.bind(fake.auth);
    vi.spyOn(fake.auth, 'signOut').mockImplementation(async () => {
      shift.log.push('signed out');
      await signOut();
    });
    renderApp(fake, '/order');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start shift' }));
    await screen.findByText(OFFICE_SEES);
    await user.click(menu().getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(shift.log).toEqual(['on', 'off', 'signed out']);
    expect(localStorage.getItem(SHIFT_KEY)).toBeNull();
  });

  it('shows no switch, no prompt and no line where the backend has no shift', async () => {
    const { geolocation } = fakeGeolocation('granted');
    renderApp(services(null), '/order');
    await screen.findByRole('link', { name: 'Open order #1042' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });
});

describe('On shift in Portuguese', () => {
  afterEach(async () => {
    await act(() => showLanguage('en'));
  });

  it('names the switch and the prompt in pt-PT', async () => {
    fakeGeolocation('granted');
    await act(() => showLanguage('pt-PT'));
    renderApp(services(fakeShift().port), '/order');
    expect(
      await screen.findByText('Tem encomendas, mas está fora de serviço.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar serviço' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Em serviço' })).toBeInTheDocument();
  });
});
