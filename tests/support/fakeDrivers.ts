import { parseBackOfficeUser, type BackOfficeUser } from '@/domain/backOfficeUser';
import { isDelivered } from '@/domain/orders';
import { isManager } from '@/domain/roles';
import type { DriverShift } from '@/domain/shift/driverShift';
import { readInvitation } from '@/domain/team/invite';
import type {
  InviteRequest,
  TeamApi,
  TeamPositionsSnapshot,
  TeamSnapshot,
} from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';
import type { FakeDeskServices } from './fakeDeskServices';

// The desk's "Drivers" over the fake desk services (docs/team.md#tests): a live team (the
// invitations and deactivations change it and every reader hears it), the drivers' shift
// records, and a TeamApi applying the contract's rules (docs/backend-contract.md#drivers) to
// them, with knobs to fail each read and call. Laid over createFakeDeskServices' own ports.

type Listener<T> = (value: T) => void;
interface Watcher<T> {
  next: Listener<T>;
  error: Listener<Error>;
}

export interface FakeDriversControl {
  users: BackOfficeUser[];
  setUsers(users: BackOfficeUser[]): void;
  shifts: DriverShift[];
  setShifts(shifts: DriverShift[]): void;
  failTeam(message: string): void;
  failShifts(message: string): void;
  /** The next invite / deactivate calls reject with this error (until cleared with null). */
  failInvite(error: Error | null): void;
  failDeactivate(error: Error | null): void;
  /** The next invitations answer without a set-password link. */
  withoutLink(yes: boolean): void;
  inviteCalls: InviteRequest[];
  deactivateCalls: string[];
  linkCalls: string[];
}

export type FakeDriversServices = FakeDeskServices & { drivers: FakeDriversControl };

export const setPasswordLinkOf = (email: string) =>
  `https://dispatch.test/login?email=${encodeURIComponent(email)}`;

/** A driver's back-office record, as the desk reads it. */
export const driver = (uid: string, fields: Record<string, unknown>) =>
  parseBackOfficeUser(uid, { role: 'driver', active: true, ...fields });

export function withFakeDrivers(
  services: FakeDeskServices,
  options: { users: BackOfficeUser[]; shifts?: DriverShift[] },
): FakeDriversServices {
  const teamWatchers = new Set<Watcher<TeamSnapshot>>();
  const shiftWatchers = new Set<Watcher<TeamPositionsSnapshot>>();
  let inviteError: Error | null = null;
  let deactivateError: Error | null = null;
  let noLink = false;

  const emitTeam = (w: Watcher<TeamSnapshot>) =>
    w.next({ users: [...control.users], fromCache: false });
  const emitShifts = (w: Watcher<TeamPositionsSnapshot>) =>
    w.next({ shifts: [...control.shifts], fromCache: false });

  const control: FakeDriversControl = {
    users: options.users,
    setUsers(users) {
      control.users = users;
      teamWatchers.forEach(emitTeam);
    },
    shifts: options.shifts ?? [],
    setShifts(shifts) {
      control.shifts = shifts;
      shiftWatchers.forEach(emitShifts);
    },
    failTeam: (message) => teamWatchers.forEach((w) => w.error(new Error(message))),
    failShifts: (message) => shiftWatchers.forEach((w) => w.error(new Error(message))),
    failInvite: (error) => void (inviteError = error),
    failDeactivate: (error) => void (deactivateError = error),
    withoutLink: (yes) => void (noLink = yes),
    inviteCalls: [],
    deactivateCalls: [],
    linkCalls: [],
  };

  const teamApi: TeamApi = {
    ...services.teamApi,
    async invite(request) {
      control.inviteCalls.push(request);
      if (inviteError) throw inviteError;
      const read = readInvitation(request);
      if (!read.ok)
        throw new DispatchApiError('rejected', 'Invalid.', 400, { code: 'invalid-request' });
      const { name, email, phone } = read.invitation;
      if (control.users.some((user) => user.email === email)) {
        throw new DispatchApiError('rejected', 'In use.', 409, { code: 'email-in-use' });
      }
      const uid = `u-invited-${control.inviteCalls.length}`;
      control.setUsers([...control.users, driver(uid, { name, email, phone })]);
      return { uid, email, setPasswordLink: noLink ? null : setPasswordLinkOf(email) };
    },
    async passwordLink(uid) {
      control.linkCalls.push(uid);
      const email = control.users.find((user) => user.uid === uid)?.email ?? '';
      return { uid, email, setPasswordLink: setPasswordLinkOf(email) };
    },
    async deactivate(uid) {
      control.deactivateCalls.push(uid);
      if (deactivateError) throw deactivateError;
      const user = control.users.find((u) => u.uid === uid);
      if (!user) throw new DispatchApiError('rejected', 'Not found.', 404, { code: 'not-found' });
      if (isManager(user)) {
        throw new DispatchApiError('rejected', 'A manager.', 422, { code: 'is-a-manager' });
      }
      const already = user.raw.active === false;
      const unassigned = services.control.receipts
        .filter((r) => r.dispatchId === uid && !isDelivered(r))
        .map((r) => r.id);
      control.setUsers(
        control.users.map((u) =>
          u.uid === uid ? parseBackOfficeUser(uid, { ...u.raw, active: false }) : u,
        ),
      );
      services.control.setReceipts(
        services.control.receipts.map((r) =>
          unassigned.includes(r.id) ? { ...r, dispatchId: null } : r,
        ),
      );
      return { uid, deactivatedAt: services.clock.now(), alreadyDeactivated: already, unassigned };
    },
  };

  return {
    ...services,
    drivers: control,
    teamApi,
    team: {
      watch(next, error) {
        const watcher = { next, error };
        teamWatchers.add(watcher);
        queueMicrotask(() => teamWatchers.has(watcher) && emitTeam(watcher));
        return () => teamWatchers.delete(watcher);
      },
    },
    teamPositions: {
      watch(next, error) {
        const watcher = { next, error };
        shiftWatchers.add(watcher);
        queueMicrotask(() => shiftWatchers.has(watcher) && emitShifts(watcher));
        return () => shiftWatchers.delete(watcher);
      },
    },
  };
}
