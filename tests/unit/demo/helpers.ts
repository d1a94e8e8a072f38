import { afterEach, expect, vi } from 'vitest';
import { parseEnv, type DemoConfig } from '@/config/env';
import {
  buildDemoDataset,
  createDemoServices,
  type DemoServices,
  type DemoServicesOptions,
} from '@/demo/adapters';
import { startOfLocalDay } from '@/domain/day';
import { selectTodaysOrders } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import type { Clock, DeliveryUpdate, ReceiptsSnapshot } from '@/services/ports';

export function demoConfig(): DemoConfig {
  const result = parseEnv({});
  if (!result.ok || result.config.mode !== 'demo') throw new Error('expected the demo config');
  return result.config;
}

/** A clock the test moves by hand. */
export interface ManualClock extends Clock {
  set(time: number): void;
  advance(ms: number): void;
}

export function manualClock(start: number): ManualClock {
  let current = start;
  return {
    now: () => current,
    set: (time) => {
      current = time;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** 21 Nov 2026, 14:30 local time. */
export const AFTERNOON = new Date(2026, 10, 21, 14, 30, 0, 0).getTime();

let counter = 0;
export function uniqueDbName(): string {
  counter += 1;
  return `demo-test-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`;
}

/** Demo services with no simulated latency, a manual clock and their own database. */
export async function makeDemo(options: DemoServicesOptions & { now?: number } = {}) {
  const clock = manualClock(options.now ?? AFTERNOON);
  const services = await createDemoServices(demoConfig(), {
    dbName: uniqueDbName(),
    latencyMs: 0,
    backendDelayMs: 0,
    clock,
    broadcast: false,
    ...options,
  });
  return { services, clock };
}

/**
 * For a test file of the demo backend: `signedInDemo(email, options)` makes demo services
 * (makeDemo) signed in as that demo account; each test's are disposed after it, and localStorage cleared.
 */
export function signedInDemos() {
  const open: DemoServices[] = [];
  afterEach(() => {
    for (const services of open.splice(0)) services.dispose();
    localStorage.clear();
  });
  return async function signedInDemo(
    email = 'dispatcher@demo.test',
    options: Parameters<typeof makeDemo>[0] = {},
  ) {
    const made = await makeDemo(options);
    open.push(made.services);
    await made.services.auth.signIn(email, 'demo1234');
    return made;
  };
}

/**
 * For a test file of the demo services: `demo(options)` makes demo services (makeDemo); each
 * test's are disposed after it, and localStorage cleared.
 */
export function demoOpener() {
  const open: DemoServices[] = [];
  afterEach(() => {
    for (const services of open.splice(0)) services.dispose();
    localStorage.clear();
  });
  return async function demo(options: Parameters<typeof makeDemo>[0] = {}) {
    const made = await makeDemo(options);
    open.push(made.services);
    return made;
  };
}

/** The demo dispatcher's query of today, at AFTERNOON. */
export const TODAY = { dispatchId: 'demo-dispatcher', since: startOfLocalDay(AFTERNOON) };

/** The demo dispatcher's orders of the day of `now`, as the seed generates them for `now`. */
export function expectedDispatcherOrders(now: number) {
  const dataset = buildDemoDataset({ now });
  return selectTodaysOrders(
    dataset.receipts.map((r) => parseReceipt(r.id, r.data)),
    { dispatchId: 'demo-dispatcher', since: startOfLocalDay(now) },
  );
}

export const expectedDispatcherIds = (now: number) =>
  expectedDispatcherOrders(now).map((r) => r.id);

export async function signInDispatcher(services: DemoServices) {
  await services.auth.signIn('dispatcher@demo.test', 'demo1234');
}

/** Watches the dispatcher's orders of today; resolves once the first snapshot is in. */
export async function watchToday(services: DemoServices) {
  const feed = recorder<ReceiptsSnapshot>();
  const unsubscribe = services.receipts.watch(TODAY, feed.onNext, feed.onError);
  return { feed, unsubscribe, first: await feed.waitForCount(1) };
}

/** "Delivered" by the demo dispatcher at AFTERNOON, as the outbox sends it. */
export function deliveredUpdate(
  receiptId: string,
  overrides: Partial<DeliveryUpdate> = {},
): DeliveryUpdate {
  return {
    receiptId,
    status: 'Delivered',
    dispatchId: 'demo-dispatcher',
    updatedAt: AFTERNOON,
    updateId: `update-${Math.random()}`,
    ...overrides,
  };
}

/** Takes the browser offline for the rest of the test (restoreMocks undoes it). */
export function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** Records every value a watch delivers, and waits for one that matches. */
export function recorder<T>() {
  const values: T[] = [];
  const errors: Error[] = [];
  return {
    values,
    errors,
    onNext: (value: T) => {
      values.push(value);
    },
    onError: (error: Error) => {
      errors.push(error);
    },
    /** Waits for a matching value among those delivered from index `from` on. */
    async waitFor(predicate: (value: T) => boolean = () => true, from = 0): Promise<T> {
      let found: T | undefined;
      await vi.waitFor(() => {
        found = values.slice(from).find(predicate);
        expect(found).toBeDefined();
      });
      return found as T;
    },
    async waitForCount(count: number): Promise<T> {
      await vi.waitFor(() => expect(values.length).toBeGreaterThanOrEqual(count));
      return values[values.length - 1] as T;
    },
  };
}

/** A receipt of today's demo data that matches. */
export async function storedReceipt(
  services: Pick<DemoServices, 'db'>,
  match: (data: { dispatchId?: string | null; receipt_type: string; status: string }) => boolean,
) {
  const all = await services.db.getAll('receipts');
  const found = all.find(
    (r) => r.data.updateTimestamp >= AFTERNOON - 6 * 3_600_000 && match(r.data),
  );
  if (!found) throw new Error('no such receipt in the demo data');
  return found;
}

/** The demo dispatcher's pending orders. */
export const dispatchersPending = (d: {
  dispatchId?: string | null;
  receipt_type: string;
  status: string;
}) => d.dispatchId === 'demo-dispatcher' && d.receipt_type === 'SALE' && d.status === 'Pending';
