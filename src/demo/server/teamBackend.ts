import { readRecordedCash } from '@/domain/shift/settlement';
import { readDeactivatedDriver, readInvitedDriver, readPasswordLink } from '@/domain/team/wire';
import type { TeamApi } from '@/services/deskPorts';
import {
  deactivateDriver,
  driverPasswordLink,
  inviteDriver,
  recordCash,
  type DeskCashDeps,
  type DeskDeactivateDeps,
} from '@backend/core';
import { storeForCall } from './callStore';
import { createDemoCoreStore } from './coreStore';
import { createDemoAccounts } from './demoAccounts';
import type { DemoDeskApiOptions } from './deskBackend';
import { answered, arrive } from './trip';

// The desk's "Drivers" and "Cash handed in" in demo mode: the backend core's team endpoints (the
// same code as the Cloud Functions) over the demo's database and its accounts (demoAccounts.ts),
// with what a network would add (trip.ts), like deskBackend.ts. Each write is announced on the
// change bus, so the desk's lists, the board and the drivers' phones in other tabs follow: an
// invited driver shows at once and can sign in at once (demo1234); a deactivated one's orders
// leave their phone, and the phone reads its record again (Access Denied).

export interface DemoTeamApiOptions extends DemoDeskApiOptions {
  /** The configured not-delivered status (an order in it is not open: deactivate keeps it). */
  notDeliveredStatus: string;
}

/** This browser's time zone: the demo's days are the desk's own. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function createDemoTeamApi(options: DemoTeamApiOptions): TeamApi {
  const { db, bus, auth, env, delayMs } = options;
  const deps: DeskDeactivateDeps & DeskCashDeps = {
    config: {
      now: () => env.clock.now(),
      notDeliveredStatus: options.notDeliveredStatus,
      currency: options.currency,
      timeZone: browserTimeZone(),
    },
    store: createDemoCoreStore(db),
    accounts: createDemoAccounts(db),
  };

  /** Who calls, after the trip (offline: DispatchApiError `offline`; signed out: 401). */
  const caller = () => arrive(env, auth, delayMs);

  return {
    async invite(request) {
      const uid = await caller();
      const invited = answered(await inviteDriver(deps, { uid, body: request }), readInvitedDriver);
      bus.notify({ kind: 'records', stores: ['backOfficeUsers'] });
      return invited;
    },

    async passwordLink(driverUid) {
      const uid = await caller();
      return answered(
        await driverPasswordLink(deps, { uid, body: {}, pathId: driverUid }),
        readPasswordLink,
      );
    },

    async deactivate(driverUid) {
      const uid = await caller();
      const call = storeForCall(db);
      const answer = await deactivateDriver(
        { ...deps, store: call.store },
        { uid, body: {}, pathId: driverUid },
      );
      const deactivated = answered(answer, readDeactivatedDriver);
      bus.notify({ kind: 'records', stores: ['backOfficeUsers', 'driverShifts'] });
      if (deactivated.unassigned.length > 0) {
        bus.notify(call.changeOf(deactivated.unassigned));
      }
      return deactivated;
    },

    async recordCash(request) {
      const uid = await caller();
      const recorded = answered(await recordCash(deps, { uid, body: request }), readRecordedCash);
      if (recorded.changed) bus.notify({ kind: 'records', stores: ['settlements'] });
      return recorded;
    },
  };
}
