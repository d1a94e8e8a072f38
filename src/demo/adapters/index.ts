import type { DemoConfig } from '@/config/env';
import { DEMO_ACCOUNTS_ON_LOGIN } from '@/demo/server/accounts';
import { demoPushChannelName } from '@/demo/server/assignmentPush';
import { createDemoBackend } from '@/demo/server/backend';
import { EVERYTHING } from '@/demo/server/changes';
import {
  browserLocks,
  createLockClaimHolders,
  type ClaimLockManager,
} from '@/demo/server/claimLocks';
import { createDemoAccountDirectory } from '@/demo/server/demoAccounts';
import { createDemoProofs } from '@/demo/server/proofs';
import { createDemoShift } from '@/demo/server/shiftBackend';
import type { DemoDb } from '@/demo/server/store';
import { createDemoTracking, demoTrackingConfig } from '@/demo/server/tracking';
import { createNativePush } from '@/services/native/push';
import type { Services } from '@/services/ports';
import { createDemoAuth, type DemoAuth } from './auth';
import { createDemoBackOfficeUsers } from './backOfficeUsers';
import { createDemoPush } from './push';
import { demoPushToken } from './pushToken';
import { createDemoReceiptFeed } from './receipts';
import { createDemoUtilities } from './utilities';
import { openDemoWorld, type DemoServicesOptions as WorldOptions } from './world';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_UIDS } from '@/demo/server/accounts';
export { buildDemoDataset, type DemoDataset, type DemoDatasetOptions } from '@/demo/server/seed';
export { DEFAULT_BACKEND_DELAY_MS, DEFAULT_LATENCY_MS } from './world';

export interface DemoServicesOptions extends WorldOptions {
  /** The Web Locks that hold the backend's claims (default navigator.locks; null: none). */
  locks?: ClaimLockManager | null;
}

/** Services plus what tests and tooling need to reach into the demo. */
export interface DemoServices extends Services {
  mode: 'demo';
  auth: DemoAuth;
  /** The demo database, for tests and tooling; the app goes through the ports. */
  db: DemoDb;
  /** Closes the database and the cross-tab channel (tests; the app never needs it). */
  dispose(): void;
}

/**
 * The in-browser demo adapters (docs/demo-mode.md). Opens (and, on first run or on a new
 * day, seeds) the demo database, then wires each port to it.
 */
export async function createDemoServices(
  config: DemoConfig,
  options: DemoServicesOptions = {},
): Promise<DemoServices> {
  const world = await openDemoWorld(options);
  const { db, bus, env, storage, latencyMs } = world;
  const clock = env.clock;
  const auth = createDemoAuth({
    env,
    storage,
    sessionKey: `${world.dbName}:session`,
    latencyMs,
    // The accounts the desk invites and deactivates, which every tab reads from the database.
    directory: createDemoAccountDirectory(db),
  });
  const proofs = createDemoProofs({ dbName: world.dbName, db, now: () => clock.now() });

  return {
    mode: 'demo',
    auth,
    backOfficeUsers: createDemoBackOfficeUsers(db, bus, world.firstDelay, world.readCache),
    receipts: createDemoReceiptFeed({
      db,
      bus,
      ensureFresh: world.ensureFresh,
      firstDelay: world.firstDelay,
      cache: world.readCache,
    }),
    utilities: createDemoUtilities(db),
    dispatchApi: createDemoBackend({
      db,
      bus,
      auth,
      env,
      delayMs: world.backendDelayMs,
      deliveryStatuses: config.deliveryStatuses,
      notDeliveredStatus: config.notDeliveredStatus,
      notDeliveredReasons: config.notDeliveredReasons,
      proofs,
      claimHolders: createLockClaimHolders(
        options.locks === undefined ? browserLocks() : options.locks,
      ),
    }),
    // The wrapper (import.meta.env.NATIVE: a literal, see src/main.tsx) has no service worker:
    // its push adapter shows test notifications in the app.
    push: import.meta.env.NATIVE
      ? createNativePush({ standInToken: demoPushToken(storage) })
      : createDemoPush(storage, demoPushChannelName(world.dbName)),
    clock,
    localPhotos: { read: (photoUrl) => proofs.readPhoto(photoUrl) },
    tracking: config.tracking
      ? createDemoTracking({
          db,
          bus,
          auth,
          env,
          config: demoTrackingConfig(config, () => clock.now()),
          delayMs: world.backendDelayMs,
        })
      : null,
    shift: createDemoShift({ db, bus, auth, env, delayMs: world.backendDelayMs }),
    sampleData: {
      accounts: DEMO_ACCOUNTS_ON_LOGIN,
      async reset() {
        await Promise.all([world.reseed(), proofs.clear()]);
        bus.notify(EVERYTHING);
      },
    },
    db,
    dispose() {
      auth.dispose();
      world.close();
      proofs.close();
    },
  };
}
