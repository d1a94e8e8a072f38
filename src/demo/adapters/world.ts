import { createChangeBus, EVERYTHING, type ChangeBus } from '@/demo/server/changes';
import type { DemoEnvironment } from '@/demo/server/environment';
import { buildDemoDataset, DEFAULT_DEMO_SEED, type DemoDatasetOptions } from '@/demo/server/seed';
import {
  DEFAULT_DEMO_DB_NAME,
  ensureSeeded,
  openDemoDb,
  replaceDataset,
  type DemoDb,
} from '@/demo/server/store';
import { startOfLocalDay } from '@/domain/day';
import { after, isOnline as browserIsOnline, safeLocalStorage, type Unsubscribe } from '@/platform';
import { systemClock, type Clock } from '@/services/ports';
import { createReadCache, type ReadCache } from './watch';

// What every app over the in-browser backend opens first (docs/demo-mode.md): the demo
// database (seeded for today), the change bus that tells the other tabs, the environment, and
// the read cache. The driver app (index.ts) and the back office's desk (desk.ts) each open one
// over the same database name, so a tab of each sees the other's writes at once.

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
}

export const DEFAULT_LATENCY_MS = 400;
export const DEFAULT_BACKEND_DELAY_MS = 600;

export interface DemoWorld {
  dbName: string;
  db: DemoDb;
  bus: ChangeBus;
  env: DemoEnvironment;
  storage: Storage | null;
  latencyMs: number;
  backendDelayMs: number;
  /** Re-seeds when the stored data is from another day (announcing it on the bus). */
  ensureFresh(): Promise<void>;
  /** A first read's simulated round trip (none offline: there is no server to wait for). */
  firstDelay(): Promise<void>;
  readCache: ReadCache;
  /** Replaces every record with a fresh dataset for now (the caller announces it). */
  reseed(): Promise<void>;
  /** Closes the database and the cross-tab channel. */
  close(): void;
}

/** Opens (and, on first run or on a new day, seeds) the demo database, with its bus and environment. */
export async function openDemoWorld(options: DemoServicesOptions): Promise<DemoWorld> {
  const dbName = options.dbName ?? DEFAULT_DEMO_DB_NAME;
  const latencyMs = options.latencyMs ?? DEFAULT_LATENCY_MS;
  const clock = options.clock ?? systemClock;
  // The demo's "network": its waits end with the world. A closed world (a page gone, a test
  // done) leaves no timer behind, and what was waiting never resumes, as on a closed page.
  const waits = new Set<Unsubscribe>();
  const delay = (ms: number) =>
    ms <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const cancel = after(ms, () => {
            waits.delete(cancel);
            resolve();
          });
          waits.add(cancel);
        });
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
  return {
    dbName,
    db,
    bus,
    env,
    storage,
    latencyMs,
    backendDelayMs: options.backendDelayMs ?? DEFAULT_BACKEND_DELAY_MS,
    ensureFresh,
    // A first read waits like a network round trip, but not offline: there is no server to wait
    // for. Reads this browser has had answered before are also delivered from the cache at once
    // (watch.ts), as Firestore's persistent cache does, so a warm start never waits for the demo
    // "network".
    firstDelay: () => (env.isOnline() ? delay(latencyMs) : Promise.resolve()),
    readCache: createReadCache(storage, `${dbName}:cached-reads`),
    async reseed() {
      const dataset = build(clock.now());
      await replaceDataset(db, dataset);
      seededDay = startOfLocalDay(dataset.generatedAt);
    },
    close() {
      for (const cancel of waits) cancel();
      waits.clear();
      bus.close();
      db.close();
    },
  };
}
