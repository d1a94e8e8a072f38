import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeskServicesProvider } from '@/desk/deskServices';
import { DriversScreen } from '@/desk/team/DriversScreen';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { DriverShift } from '@/domain/shift/driverShift';
import { createFakeDeskServices, deskOrder } from '../../support/fakeDeskServices';
import { driver, withFakeDrivers } from '../../support/fakeDrivers';
import { MINUTE, NOW } from './deskSupport';

// "Drivers" over the fake desk services and drivers (tests/support/fakeDrivers.ts).

export const MARTA = driver('u-marta', {
  name: 'Marta Silva',
  role: 'manager',
  email: 'manager@demo.test',
});
export const ANA = driver('u-ana', {
  name: 'Ana Ribeiro',
  email: 'dispatcher@demo.test',
  phone: '+351 912 480 113',
});
export const TIAGO = driver('u-tiago', {
  name: 'Tiago Costa',
  email: 'courier@demo.test',
  phone: '+351 936 207 554',
});
export const RUI = driver('u-rui', { name: 'Rui Lopes', email: 'driver3@demo.test' });
export const GONE = driver('u-gone', { name: 'Zé Antigo', email: 'ze@demo.test', active: false });

export const TEAM: BackOfficeUser[] = [MARTA, ANA, TIAGO, RUI, GONE];

export function onShift(uid: string, seenMinutesAgo: number | null): DriverShift {
  const storedAt = seenMinutesAgo === null ? null : NOW - seenMinutesAgo * MINUTE;
  return {
    uid,
    onShift: true,
    shiftStartedAt: NOW - 60 * MINUTE,
    lastSeenAt: storedAt ?? NOW - 30 * MINUTE,
    position:
      storedAt === null ? null : { lat: 38.7, lng: -9.1, accuracy: 10, at: storedAt, storedAt },
    run: null,
  };
}

/** Tiago on shift (seen 2 min ago), Ana on shift with a stale position, Rui off shift. */
export const SHIFTS: DriverShift[] = [
  onShift('u-tiago', 2),
  onShift('u-ana', 7),
  {
    uid: 'u-rui',
    onShift: false,
    shiftStartedAt: null,
    lastSeenAt: null,
    position: null,
    run: null,
  },
];

export const DAY = [
  deskOrder('r1', { dispatchId: 'u-tiago', status: 'On the Way' }),
  deskOrder('r2', { dispatchId: 'u-tiago', status: 'Delivered' }),
  deskOrder('r3', { dispatchId: 'u-tiago', status: 'Delivered' }),
  deskOrder('r4', { dispatchId: 'u-ana', status: 'Pending' }),
  deskOrder('r5', { status: 'Pending' }),
];

export function renderDrivers(
  options: { users?: BackOfficeUser[]; shifts?: DriverShift[]; mode?: 'demo' | 'firebase' } = {},
) {
  const fake = createFakeDeskServices({ now: NOW, receipts: DAY, signedInAs: 'manager@demo.test' });
  const services = withFakeDrivers(
    { ...fake, mode: options.mode ?? 'demo' },
    { users: options.users ?? TEAM, shifts: options.shifts ?? SHIFTS },
  );
  const user = userEvent.setup();
  render(
    <DeskServicesProvider services={services}>
      <DriversScreen />
    </DeskServicesProvider>,
  );
  return { services, user };
}

/** The drawn list's driver names, top to bottom. */
export async function listedNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Active drivers' });
  return [...list.querySelectorAll('h3')].map((heading) => heading.textContent ?? '');
}
