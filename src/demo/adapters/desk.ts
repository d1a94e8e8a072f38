import type { DemoConfig } from '@/config/env';
import { DEMO_ACCOUNTS_ON_LOGIN } from '@/demo/server/accounts';
import { demoAssignmentPush } from '@/demo/server/assignmentPush';
import { createDemoAccountDirectory } from '@/demo/server/demoAccounts';
import { createDemoDeskApi } from '@/demo/server/deskBackend';
import { createDemoOrdersInApi } from '@/demo/server/ordersInBackend';
import { createDemoProofs } from '@/demo/server/proofs';
import type { DemoDb } from '@/demo/server/store';
import { createDemoTeamApi } from '@/demo/server/teamBackend';
import { DEFAULT_CURRENCY } from '@/domain/money';
import type { DeskServices, PlaceLookup } from '@/services/deskPorts';
import { createDemoAuth, type DemoAuth } from './auth';
import { createDemoBackOfficeUsers } from './backOfficeUsers';
import { createDemoBoardFeed, createDemoTeam } from './deskFeeds';
import { createDemoDayReceipts, createDemoSettlements, createDemoTeamPositions } from './teamFeeds';
import { openDemoWorld, type DemoServicesOptions } from './world';

// The desk's adapters over the in-browser backend (docs/desk.md#demo): the same demo database
// and change bus as the driver app (so a tab of each sees the other's writes at once), with a
// sign-in of its own (its own session key), so one browser can have the desk open as the manager
// and the driver app as a driver at the same time.

export interface DemoDeskServices extends DeskServices {
  mode: 'demo';
  auth: DemoAuth;
  /** The demo database, for tests and tooling. */
  db: DemoDb;
  /** Closes the database and the cross-tab channel (tests). */
  dispose(): void;
}

/** The desk's session key: apart from the driver app's `${dbName}:session`. */
export function deskSessionKey(dbName: string): string {
  return `${dbName}:desk-session`;
}

/** The desk's demo adapters: the demo's database, as the desk's own signed-in user. */
export async function createDemoDeskServices(
  config: Pick<DemoConfig, 'notDeliveredStatus'> &
    Partial<Pick<DemoConfig, 'currency' | 'averageSpeedKmh'>>,
  options: DemoServicesOptions = {},
): Promise<DemoDeskServices> {
  const currency = config.currency ?? DEFAULT_CURRENCY;
  const world = await openDemoWorld(options);
  const { db, bus, env } = world;
  const proofs = createDemoProofs({ dbName: world.dbName, db, now: () => env.clock.now() });
  const auth = createDemoAuth({
    env,
    storage: world.storage,
    sessionKey: deskSessionKey(world.dbName),
    latencyMs: world.latencyMs,
    // The accounts the desk invites and deactivates, which every tab reads from the database.
    directory: createDemoAccountDirectory(db),
  });
  const feeds = {
    db,
    bus,
    ensureFresh: world.ensureFresh,
    firstDelay: world.firstDelay,
    cache: world.readCache,
  };
  // The desk's backend calls: the core over the same database, as the desk's signed-in manager.
  // Its writes push to the driver given an order, as the Cloud Function does (docs/push.md).
  const afterWrites = demoAssignmentPush(db, world.dbName, () => env.clock.now());
  const backend = {
    db,
    bus,
    auth,
    env,
    delayMs: world.backendDelayMs,
    afterWrites,
    currency,
    // Auto-dispatch's speed, the tracking estimate's (the functions' AVERAGE_SPEED_KMH).
    averageSpeedKmh: config.averageSpeedKmh,
  };
  // New order's Address without a Maps key: the demo's streets at their map positions
  // (places.ts), a chunk of their own that the sign-in does not wait for. Until it is in (a
  // moment after the start) or if it failed, no street is found: the order keeps its address.
  let findPlace: PlaceLookup | null = null;
  import('@/demo/server/places')
    .then((places) => (findPlace = places.findDemoPlace))
    .catch(() => undefined);
  return {
    mode: 'demo',
    auth,
    backOfficeUsers: createDemoBackOfficeUsers(db, bus, world.firstDelay, world.readCache),
    team: createDemoTeam(feeds),
    board: createDemoBoardFeed(feeds),
    deskApi: createDemoDeskApi(backend),
    ordersIn: createDemoOrdersInApi(backend),
    teamApi: createDemoTeamApi({ ...backend, notDeliveredStatus: config.notDeliveredStatus }),
    teamPositions: createDemoTeamPositions(feeds),
    settlements: createDemoSettlements(feeds),
    dayReceipts: createDemoDayReceipts(feeds),
    clock: env.clock,
    currency,
    sampleData: { accounts: DEMO_ACCOUNTS_ON_LOGIN },
    // The photos drivers' phones sent to the demo's backend, read from the same database.
    localPhotos: { read: (photoUrl) => proofs.readPhoto(photoUrl) },
    placeLookup: (address) => findPlace?.(address) ?? null,
    db,
    dispose() {
      auth.dispose();
      proofs.close();
      world.close();
    },
  };
}
