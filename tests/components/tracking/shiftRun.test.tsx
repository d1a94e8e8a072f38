import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { ROUTE_STORAGE_KEYS } from '@/features/route';
import type { PositionReport, ShiftPort } from '@/services/ports';
import { fakeGeolocation, forgetFakeGeolocation } from '../../support/fakeGeolocation';
import { createFakeServices, receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';

// On shift, each position for the back office carries the driver's stop order (`run`,
// docs/auto-dispatch.md#inputs): the Route's order, the not delivered orders left out, read as
// the position goes — no request of its own.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

function fakeShift() {
  const positions: PositionReport[] = [];
  const port: ShiftPort = {
    setOnShift: vi.fn(async (onShift: boolean) => ({
      onShift,
      shiftStartedAt: onShift ? now : null,
    })),
    sendPosition: vi.fn(async (position: PositionReport) => {
      positions.push(position);
      return { stored: true };
    }),
  };
  return { port, positions };
}

function services(shift: ShiftPort) {
  const fake = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now,
    receipts: [
      receipt('a', { orderNumber: '1042', status: 'Pending', updateTimestamp: now - 60_000 }),
      receipt('b', { orderNumber: '1043', status: 'Pending', updateTimestamp: now - 50_000 }),
      receipt('c', { orderNumber: '1044', status: 'Pending', updateTimestamp: now - 40_000 }),
      receipt('x', { orderNumber: '1045', status: 'Not Delivered', updateTimestamp: now - 30_000 }),
      receipt('d', { orderNumber: '1046', status: 'Delivered', updateTimestamp: now - 20_000 }),
    ],
  });
  return Object.assign(fake, { shift });
}

function keepRoute(stops: string[]) {
  const route = { dispatchId: 'u-dispatcher', day: startOfLocalDay(now), stops };
  localStorage.setItem(ROUTE_STORAGE_KEYS.route, JSON.stringify(route));
}

/** The open orders' ids as the orders list shows them, top to bottom. */
function listedIds(): string[] {
  const list = screen.getByRole('list', { name: 'Open orders' });
  const byNumber: Record<string, string> = { '#1042': 'a', '#1043': 'b', '#1044': 'c' };
  return within(list)
    .getAllByRole('listitem')
    .map((row) => /#\d+/.exec(row.textContent ?? '')?.[0] ?? '')
    .map((number) => byNumber[number] ?? number);
}

async function startShiftAndMove() {
  const { geolocation, move } = fakeGeolocation('granted');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Start shift' }));
  await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled());
  move(38.72, -9.14);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  forgetFakeGeolocation();
});

describe('the run shared with the position', () => {
  it('is the Route’s order: the kept order first, the stops it does not hold after, as listed', async () => {
    keepRoute(['c', 'gone', 'a']);
    const shift = fakeShift();
    renderApp(services(shift.port), '/order');
    await startShiftAndMove();
    await waitFor(() => expect(shift.positions).toHaveLength(1));
    expect(shift.positions[0]).toMatchObject({ lat: 38.72, lng: -9.14, run: ['c', 'a', 'b'] });
    expect(listedIds()).toEqual(['c', 'a', 'b']);
  });

  it('without an order kept on the phone, is the order the list shows', async () => {
    const shift = fakeShift();
    renderApp(services(shift.port), '/order');
    await startShiftAndMove();
    await waitFor(() => expect(shift.positions).toHaveLength(1));
    const { run } = shift.positions[0] as PositionReport;
    expect(run).toEqual(listedIds());
    expect([...(run ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });

  it('is read as the position goes: a stop moved on the Route rides with it, no request of its own', async () => {
    const { geolocation, move } = fakeGeolocation('granted');
    const shift = fakeShift();
    renderApp(services(shift.port), '/order');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start shift' }));
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled());
    const [first] = listedIds();
    const number = { a: '#1042', b: '#1043', c: '#1044' }[first as 'a' | 'b' | 'c'];
    await user.click(screen.getByRole('button', { name: 'Route tools' }));
    await user.click(screen.getByRole('button', { name: 'Edit order of stops' }));
    await user.click(screen.getByRole('button', { name: `Move down ${number}` }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const moved = listedIds();
    expect(moved[1]).toBe(first);
    // Moving a stop sent nothing: the order waits for the next position, and goes with it.
    expect(shift.port.sendPosition).not.toHaveBeenCalled();
    move(38.72, -9.14);
    await waitFor(() => expect(shift.positions).toHaveLength(1));
    expect(shift.positions[0]?.run).toEqual(moved);
  });
});
