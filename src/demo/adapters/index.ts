import type { DemoConfig } from '@/config/env';
import { DEMO_ACCOUNTS_ON_LOGIN } from '@/demo/server/accounts';
import { createDemoBackend } from '@/demo/server/backend';
import { createChangeBus, EVERYTHING } from '@/demo/server/changes';
import {
  browserLocks,
  createLockClaimHolders,
  type ClaimLockManager,
} from '@/demo/server/claimLocks';
import { createDemoAccountDirectory } from '@/demo/server/demoAccounts';
import type { DemoEnvironment } from '@/demo/server/environment';
import { createDemoProofs } from '@/demo/server/proofs';
import { buildDemoDataset, DEFAULT_DEMO_SEED, type DemoDatasetOptions } from '@/demo/server/seed';
import { createDemoShift } from '@/demo/server/shiftBackend';
import {
  DEFAULT_DEMO_DB_NAME,
  ensureSeeded,
  openDemoDb,
  replaceDataset,
  type DemoDb,
} from '@/demo/server/store';
import { createDemoTracking, demoTrackingConfig } from '@/demo/server/tracking';
import { startOfLocalDay } from '@/domain/day';
import { delay, isOnline as browserIsOnline, safeLocalStorage } from '@/platform';
import { createNativePush } from '@/services/native/push';
import { systemClock, type Clock, type Services } from '@/services/ports';
import { createDemoAuth, type DemoAuth } from './auth';
import { createDemoBackOfficeUsers } from './backOfficeUsers';
import { createDemoPush } from './push';
import { demoPushToken } from './pushToken';
import { createDemoReceiptFeed } from './receipts';
import { createDemoUtilities } from './utilities';
import { createReadCache } from './watch';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_UIDS } from '@/demo/server/accounts';
export { buildDemoDataset, type DemoDataset, type DemoDatasetOptions } from '@/demo/server/seed';

export interface DemoServicesOptions {
  /** IndexedDB database name; also names the session key and the cross-tab channel. */
  dbName?: string;
  /** Simulated latency of sign-in, password reset and first reads (default 400 ms). */
  latencyMs?: number;
  /** How long the demo backend takes to apply a call (default 600 ms). */
  backendDelayMs?: number;
  clock?: Clock;
  /** The PRNG seed of the demo data. */
  seed?: number;
  /** Dataset sizes (the benchmark seeds many orders this way). */
  dataset?: Omit<DemoDatasetOptions, 'now' | 'seed'>;
  /** Where the session persists (default localStorage; null = memory only). */
  storage?: Storage | null;
  /** Default: navigator.onLine. */
  isOnline?: () => boolean;
  /** Announce changes to other tabs over BroadcastChannel (default true when available). */
  broadcast?: boolean;
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

export const DEFAULT_LATENCY_MS = 400;
export const DEFAULT_BACKEND_DELAY_MS = 600;

/**
 * The in-browser demo adapters (docs/demo-mode.md). Opens (and, on first run or on a new
 * day, seeds) the demo database, then wires each port to it.
 */
export async function createDemoServices(
  config: DemoConfig,
  options: DemoServicesOptions = {},
): Promise<DemoServices> {
  const dbName = options.dbName ?? DEFAULT_DEMO_DB_NAME;
  const latencyMs = options.latencyMs ?? DEFAULT_LATENCY_MS;
  const clock = options.clock ?? systemClock;
  const env: DemoEnvironment = {
    clock,
    isOnline: options.isOnline ?? browserIsOnline,
    delay,
  };
  const build = (now: number) =>
    buildDemoDataset({ ...options.dataset, now, seed: options.seed ?? DEFAULT_DEMO_SEED });

  const db = await openDemoDb(dbName);
  const bus = createChangeBus(`${dbName}:changes`, options.broadcast ?? true);

  // Demo data belongs to a day. When this tab finds it from another day (opened tomorrow, or
  // left open past midnight) it re-seeds for today, so the dispatcher always has orders.
  let seededDay = -1;
  const ensureFresh = async () => {
    const now = clock.now();
    if (seededDay === startOfLocalDay(now)) return;
    const seeded = await ensureSeeded(db, now, build);
    // Either way the store now holds `now`'s day: ensureSeeded checks and writes in one
    // transaction (no second read on every start).
    seededDay = startOfLocalDay(now);
    if (seeded) bus.notify(EVERYTHING);
  };
  await ensureFresh();

  const storage = options.storage === undefined ? safeLocalStorage() : options.storage;
  const auth = createDemoAuth({
    env,
    storage,
    sessionKey: `${dbName}:session`,
    latencyMs,
    // The accounts the desk invites and deactivates, which every tab reads from the database.
    directory: createDemoAccountDirectory(db),
  });
  // A first read waits like a network round trip, but not offline: there is no server to wait
  // for. Reads this browser has had answered before are also delivered from the cache at once
  // (watch.ts), as Firestore's persistent cache does, so a warm start never waits for the demo
  // "network".
  const firstDelay = () => (env.isOnline() ? delay(latencyMs) : Promise.resolve());
  const readCache = createReadCache(storage, `${dbName}:cached-reads`);
  const proofs = createDemoProofs({ dbName, db, now: () => clock.now() });

  return {
    mode: 'demo',
    auth,
    backOfficeUsers: createDemoBackOfficeUsers(db, bus, firstDelay, readCache),
    receipts: createDemoReceiptFeed({ db, bus, ensureFresh, firstDelay, cache: readCache }),
    utilities: createDemoUtilities(db),
    dispatchApi: createDemoBackend({
      db,
      bus,
      auth,
      env,
      delayMs: options.backendDelayMs ?? DEFAULT_BACKEND_DELAY_MS,
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
      : createDemoPush(storage),
    clock,
    localPhotos: { read: (photoUrl) => proofs.readPhoto(photoUrl) },
    tracking: config.tracking
      ? createDemoTracking({
          db,
          bus,
          auth,
          env,
          config: demoTrackingConfig(config, () => clock.now()),
          delayMs: options.backendDelayMs ?? DEFAULT_BACKEND_DELAY_MS,
        })
      : null,
    shift: createDemoShift({
      db,
      bus,
      auth,
      env,
      delayMs: options.backendDelayMs ?? DEFAULT_BACKEND_DELAY_MS,
    }),
    sampleData: {
      accounts: DEMO_ACCOUNTS_ON_LOGIN,
      async reset() {
        const dataset = build(clock.now());
        await Promise.all([replaceDataset(db, dataset), proofs.clear()]);
        seededDay = startOfLocalDay(dataset.generatedAt);
        bus.notify(EVERYTHING);
      },
    },
    db,
    dispose() {
      auth.dispose();
      bus.close();
      db.close();
      proofs.close();
    },
  };
}
