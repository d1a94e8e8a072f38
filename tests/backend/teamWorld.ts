import { deskWorld } from './contractWorld';
import type { Dispatcher, Target } from './targets';

// The world of the team's cases (team*.test.ts, shift.test.ts, cash.test.ts): the desk's world
// (two drivers, two managers, a deactivated driver, a stranger) and the team's calls. A case that
// changes a driver for good (deactivates them, puts them on shift) makes its own (`newDriver`),
// so no case depends on another.

export const INVITE = '/desk/drivers/invite';
export const SHIFT = '/driver/shift';
export const POSITION = '/driver/position';
export const CASH = '/desk/cash';
export const linkPath = (uid: string) => `/desk/drivers/${encodeURIComponent(uid)}/link`;
export const deactivatePath = (uid: string) =>
  `/desk/drivers/${encodeURIComponent(uid)}/deactivate`;

/** A unique address for an invitation. */
export const newEmail = (name: string) => `${name}-${crypto.randomUUID()}@invite.test`;

/** A position in Lisbon, taken `agoMs` before now. */
export const lisbon = (agoMs = 1_000) => ({
  lat: 38.7105,
  lng: -9.1368,
  accuracy: 12,
  at: Date.now() - agoMs,
});

/** The team's calls over a desk world (deskWorld, or a world built on it: intakeWorld). */
export function teamCalls({ world, post }: Pick<ReturnType<typeof deskWorld>, 'world' | 'post'>) {
  /** A driver of their own: an account, and a back-office record (role "courier"). */
  async function newDriver(name: string): Promise<Dispatcher> {
    const driver = await world.target.signUp(name);
    await world.target.seedBackOfficeUsers({
      [driver.uid]: { name: `${name} Driver`, role: 'courier', email: driver.email },
    });
    return driver;
  }

  return {
    newDriver,
    invite: (body: unknown, who: Dispatcher | null) => post(INVITE, body, who),
    passwordLink: (uid: string, who: Dispatcher | null) => post(linkPath(uid), {}, who),
    deactivate: (uid: string, who: Dispatcher | null) => post(deactivatePath(uid), {}, who),
    shift: (onShift: unknown, who: Dispatcher | null) => post(SHIFT, { onShift }, who),
    position: (body: unknown, who: Dispatcher | null) => post(POSITION, body, who),
    cash: (body: unknown, who: Dispatcher | null) => post(CASH, body, who),
  };
}

export function teamWorld(create: () => Promise<Target>) {
  const desk = deskWorld(create);
  return { ...desk, ...teamCalls(desk) };
}
