import type { DemoAuth } from '@/demo/adapters/auth';
import { readShiftState } from '@/domain/shift/driverShift';
import { DispatchApiError, type ShiftPort } from '@/services/ports';
import { driverPosition, driverShift, type DriverShiftDeps } from '@backend/core';
import type { ChangeBus } from './changes';
import { createDemoCoreStore } from './coreStore';
import type { DemoEnvironment } from './environment';
import type { DemoDb } from './store';
import { apiError, arrive } from './trip';

// On shift, and where, in demo mode (docs/demo-mode.md): the driver's POST /driver/shift and
// /driver/position of the backend core over the demo's database, with what a network would add
// (trip.ts), like tracking.ts. Each write is announced on the change bus, so the desk in another
// tab shows the driver on shift, and on its map, at once.

export function createDemoShift(options: {
  db: DemoDb;
  bus: ChangeBus;
  /** The driver app's own sign-in: whose shift it is. */
  auth: DemoAuth;
  env: DemoEnvironment;
  delayMs: number;
}): ShiftPort {
  const { db, bus, auth, env, delayMs } = options;
  const deps: DriverShiftDeps = {
    config: { now: () => env.clock.now() },
    store: createDemoCoreStore(db),
  };
  const caller = () => arrive(env, auth, delayMs);
  const announce = () => bus.notify({ kind: 'records', stores: ['driverShifts'] });
  return {
    async setOnShift(onShift) {
      const uid = await caller();
      const answer = await driverShift(deps, { uid, body: { onShift } });
      if (answer.status >= 300) throw apiError(answer);
      announce();
      const state = readShiftState(answer.body);
      if (state === null) throw new DispatchApiError('server', 'The shift could not be read.');
      return state;
    },
    async sendPosition(position) {
      const uid = await caller();
      const { lat, lng, accuracy, at, run } = position;
      const answer = await driverPosition(deps, { uid, body: { lat, lng, accuracy, at, run } });
      if (answer.status >= 300) throw apiError(answer);
      const stored = answer.body.stored === true;
      if (stored) announce();
      return { stored };
    },
  };
}
