import type { DemoConfig } from '@/config/env';
import { createChangeBus, EVERYTHING, type BusChange } from '@/demo/server/changes';
import { createDemoCoreStore } from '@/demo/server/coreStore';
import type { StoredBackOfficeUser, StoredReceipt } from '@/demo/server/seed';
import { STREETS } from '@/demo/server/seedData';
import { startOfLocalDay } from '@/domain/day';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { DELIVERED_STATUS } from '@/domain/status';
import { driverPosition, driverShift } from '@backend/core';
import { benchDemoOptions, rememberedBenchQuery } from './benchQuery';
import { createDemoDeskServices, type DemoDeskServices } from './desk';
import type { DemoServicesOptions } from './world';

// Bench-only (docs/performance.md#the-desk-section-11): a bench build (VITE_BENCH=true) of the
// desk reads `?benchSeed=N&benchDrivers=D&benchFast=1`: N open orders (the driver app's bench
// seed, benchSeed.ts), D more drivers ("Bench Driver 07"), and the open orders spread among them
// with one in UNASSIGNED_EVERY left waiting, written to the demo database once, in a database of
// its own per size. Production builds never contain this module: loadDeskServices.ts imports it
// only behind `import.meta.env.VITE_BENCH === 'true'`, which the bundler folds to false in them.

export const MAX_BENCH_DRIVERS = 500;
/** One open order in this many is left unassigned. */
export const UNASSIGNED_EVERY = 10;

export interface DeskBenchQuery {
  options: DemoServicesOptions;
  /** How many bench drivers to add (0: none, the demo's day as it is). */
  drivers: number;
}

/** The desk's bench options from the page's query (benchSeed.ts's, plus benchDrivers). */
export function deskBenchQuery(search: string): DeskBenchQuery {
  const options = benchDemoOptions(search);
  const asked = Number(new URLSearchParams(search).get('benchDrivers'));
  const drivers = Number.isInteger(asked) && asked > 0 && asked <= MAX_BENCH_DRIVERS ? asked : 0;
  // Its own database per size: the driver app's bench seed keeps `dispatch-bench-N`.
  if (options.dbName !== undefined) options.dbName = `dispatch-desk-${options.dbName}-${drivers}`;
  return { options, drivers };
}

/** "bench-driver-07": two digits at least, so the names sort as numbered. */
export function benchDriverUid(index: number): string {
  return `bench-driver-${String(index).padStart(2, '0')}`;
}

/** The back-office records of `count` drivers, "Bench Driver 01" on. */
export function benchDriverRecords(count: number): StoredBackOfficeUser[] {
  return Array.from({ length: count }, (_, i) => {
    const number = String(i + 1).padStart(2, '0');
    return {
      uid: benchDriverUid(i + 1),
      data: {
        name: `Bench Driver ${number}`,
        email: `bench-driver-${number}@bench.test`,
        role: 'courier',
      },
    };
  });
}

/**
 * Who gets each of `ids` (in order): one in `unassignedEvery` nobody (null), the others the
 * drivers in turn, so every driver gets about as many.
 */
export function spreadAmong(
  ids: readonly string[],
  driverUids: readonly string[],
  unassignedEvery = UNASSIGNED_EVERY,
): Map<string, string | null> {
  const spread = new Map<string, string | null>();
  let next = 0;
  ids.forEach((id, i) => {
    if (driverUids.length === 0 || (unassignedEvery > 0 && i % unassignedEvery === 0)) {
      spread.set(id, null);
      return;
    }
    spread.set(id, driverUids[next % driverUids.length] ?? null);
    next++;
  });
  return spread;
}

/** Today's open SALE orders, the ones the desk can assign. */
function isOpenToday(record: StoredReceipt, midnight: number): boolean {
  const { data } = record;
  return (
    data.receipt_type === RECEIPT_TYPE_SALE &&
    data.updateTimestamp >= midnight &&
    data.status !== DELIVERED_STATUS
  );
}

/** Announces a write to the demo database as another tab's backend does. */
type Announce = (change: BusChange) => void;

/**
 * An Announce on the database's channel: what it announces reaches the desk's feeds as another
 * tab's writes do. Each announcement opens a bus and closes it, so that the page holds no
 * listener of its own on the channel: one kept open would take a task of the page's main thread
 * for every change the section 11 bench writes, and the bench would count it as the board's.
 */
function announcerOn(channelName: string): Announce {
  return (change) => {
    const bus = createChangeBus(channelName);
    bus.notify(change);
    bus.close();
  };
}

/** Adds the drivers and spreads the open orders, once per seeded day (the records say so). */
async function spreadOnce(services: DemoDeskServices, drivers: number, announce: Announce) {
  const { db } = services;
  if (drivers === 0 || (await db.get('backOfficeUsers', benchDriverUid(1))) !== undefined) return;
  const records = benchDriverRecords(drivers);
  const midnight = startOfLocalDay(services.clock.now());
  const open = (await db.getAll('receipts')).filter((record) => isOpenToday(record, midnight));
  const spread = spreadAmong(
    open.map((record) => record.id),
    records.map((record) => record.uid),
  );
  const tx = db.transaction(['receipts', 'backOfficeUsers'], 'readwrite');
  await Promise.all([
    ...records.map((record) => tx.objectStore('backOfficeUsers').put(record)),
    ...open.map((record) =>
      tx.objectStore('receipts').put({
        ...record,
        data: { ...record.data, dispatchId: spread.get(record.id) ?? null },
      }),
    ),
  ]);
  await tx.done;
  announce(EVERYTHING);
}

/**
 * Puts every bench driver on shift at a street of the seed (the desk's map, section 13), through
 * the backend's own POST /driver/shift and /driver/position, as their phones would. On every
 * start: a shift not written for 12 hours is gone, and a position within 10 s of the last is
 * refused (429), which leaves the last one.
 */
async function shareBenchPositions(
  services: DemoDeskServices,
  drivers: number,
  announce: Announce,
) {
  const deps = {
    config: { now: () => services.clock.now() },
    store: createDemoCoreStore(services.db),
  };
  for (let i = 1; i <= drivers; i++) {
    const uid = benchDriverUid(i);
    const street = STREETS[i % STREETS.length];
    await driverShift(deps, { uid, body: { onShift: true } });
    const at = services.clock.now();
    await driverPosition(deps, {
      uid,
      body: { lat: street.lat + ((i % 7) - 3) * 0.001, lng: street.lng, accuracy: 10, at },
    });
  }
  if (drivers > 0) announce({ kind: 'records', stores: ['driverShifts'] });
}

declare global {
  interface Window {
    /**
     * The bench reaches the desk's demo services here (bench builds only). `announcesRecords`:
     * this build's backend announces the receipts it wrote (callStore.ts), so the bench's
     * writer does too; a build from before gets the ids alone, as its own backend sent them.
     */
    __deskBench?: {
      services: DemoDeskServices;
      announce: Announce;
      dbName: string;
      announcesRecords: boolean;
    };
  }
}

export async function createBenchDeskServices(
  config: Pick<DemoConfig, 'notDeliveredStatus'>,
  search: string,
): Promise<DemoDeskServices> {
  const { options, drivers } = deskBenchQuery(rememberedBenchQuery(search));
  const services = await createDemoDeskServices(config, options);
  const dbName = options.dbName ?? 'dispatch-demo';
  const announce = announcerOn(`${dbName}:changes`);
  await spreadOnce(services, drivers, announce);
  await shareBenchPositions(services, drivers, announce);
  window.__deskBench = { services, announce, dbName, announcesRecords: true };
  return services;
}
