import { describe, expect, it } from 'vitest';
import { DEMO_UIDS } from '@/demo/server/accounts';
import {
  buildDemoDataset,
  spreadTimestamps,
  TODAY_SPREAD_MS,
  type DemoDataset,
} from '@/demo/server/seed';
import { WAITING_ORDERS } from '@/demo/server/seedWaiting';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { isSameLocalDay, startOfLocalDay } from '@/domain/day';
import { selectTodaysOrders } from '@/domain/orders';
import { parseOriginAddress } from '@/domain/origin';
import { parseReceipt } from '@/domain/receipt';
import { isActiveDriver, isManager } from '@/domain/roles';
import { DEFAULT_DELIVERY_STATUSES } from '@/domain/status';
import { AFTERNOON } from './helpers';

const parsedReceipts = (dataset: DemoDataset) =>
  dataset.receipts.map((r) => parseReceipt(r.id, r.data));

function todaysFor(dataset: DemoDataset, dispatchId: string) {
  return selectTodaysOrders(parsedReceipts(dataset), {
    dispatchId,
    since: startOfLocalDay(dataset.generatedAt),
  });
}

describe('buildDemoDataset', () => {
  const dataset = buildDemoDataset({ now: AFTERNOON });
  const midnight = startOfLocalDay(AFTERNOON);
  const all = parsedReceipts(dataset);

  it('gives the dispatcher 8 open orders in various statuses and 4 delivered today', () => {
    const todays = todaysFor(dataset, DEMO_UIDS.driver);
    const open = todays.filter((r) => r.status !== 'Delivered');
    const delivered = todays.filter((r) => r.status === 'Delivered');
    expect(open).toHaveLength(8);
    expect(delivered).toHaveLength(4);
    const statuses = new Set(open.map((r) => r.status));
    expect(statuses).toEqual(new Set(['Pending', 'Picked Up', 'On the Way', 'Preparing']));
    // One status outside the configured list, to be shown as it is.
    expect(open.filter((r) => !DEFAULT_DELIVERY_STATUSES.includes(r.status ?? ''))).toHaveLength(1);
  });

  it('stores decoys the dispatcher must never see', () => {
    const mine = all.filter((r) => r.dispatchId === DEMO_UIDS.driver);
    const yesterdays = mine.filter((r) => (r.updateTimestamp ?? 0) < midnight);
    expect(yesterdays.length).toBeGreaterThanOrEqual(2);
    for (const r of yesterdays) {
      expect(r.updateTimestamp).toBeGreaterThanOrEqual(startOfLocalDay(midnight - 1));
    }
    // An unfinished order from yesterday is a decoy too: only today's window counts.
    expect(yesterdays.some((r) => r.status !== 'Delivered')).toBe(true);

    const nonSale = mine.filter((r) => r.receiptType !== 'SALE');
    expect(nonSale.map((r) => r.receiptType).sort()).toEqual(['PURCHASE', 'REFUND']);
    for (const r of nonSale) expect(r.updateTimestamp).toBeGreaterThanOrEqual(midnight);

    const courierToday = todaysFor(dataset, DEMO_UIDS.secondDriver);
    expect(courierToday.filter((r) => r.status !== 'Delivered')).toHaveLength(3);
    expect(courierToday.filter((r) => r.status === 'Delivered')).toHaveLength(2);

    const shown = new Set(todaysFor(dataset, DEMO_UIDS.driver).map((r) => r.id));
    for (const decoy of [...yesterdays, ...nonSale, ...courierToday]) {
      expect(shown.has(decoy.id)).toBe(false);
    }
  });

  it('fills every receipt with realistic, parseable content', () => {
    const ids = new Set(dataset.receipts.map((r) => r.id));
    expect(ids.size).toBe(dataset.receipts.length);
    for (const r of all) {
      expect(r.orderNumber).toMatch(/^\d+$/);
      expect(r.customerName).toBeTruthy();
      expect(r.customerPhone).toMatch(/^\+351 9\d{2} \d{3} \d{3}$/);
      expect(r.address.text).toContain('Lisboa');
      expect(r.address.location).not.toBeNull();
      expect(r.items.length).toBeGreaterThan(0);
      const itemsCents = r.items.reduce((sum, i) => sum + Math.round((i.lineTotal ?? 0) * 100), 0);
      expect(Math.round((r.totals.subtotal ?? -1) * 100)).toBe(itemsCents);
      expect(Math.round((r.totals.total ?? -1) * 100)).toBe(
        Math.round(((r.totals.subtotal ?? 0) + (r.totals.deliveryFee ?? 0)) * 100),
      );
      expect(r.currency).toBe('EUR');
      // Payment comes in several shapes (a flat method, a nested card payment, paid online).
      expect(['Cash', 'card', 'Paid online']).toContain(r.paymentMethod);
      expect(['cash', 'card', 'paid']).toContain(r.paymentDue.kind);
      expect(r.createdAt).toBeLessThan(r.updateTimestamp ?? 0);
    }
  });

  it("mixes cash, card and paid online among the dispatcher's orders; delivered cash carries the cash taken", () => {
    const mine = todaysFor(dataset, DEMO_UIDS.driver);
    const kinds = new Set(mine.map((r) => r.paymentDue.kind));
    expect(kinds).toEqual(new Set(['cash', 'card', 'paid']));
    for (const r of mine) {
      const due = r.paymentDue;
      const deliveredCash = r.status === 'Delivered' && due.kind === 'cash';
      expect(r.outcome.cashCollected).toBe(deliveredCash ? r.totals.total : null);
    }
  });

  it('keeps delivery addresses near the store', () => {
    const origin = parseOriginAddress(dataset.utilities[0]?.data);
    expect(origin?.address).toContain('Lisboa');
    for (const r of all) {
      expect(Math.abs((r.address.location?.lat ?? 0) - (origin?.lat ?? 0))).toBeLessThan(0.05);
      expect(Math.abs((r.address.location?.lng ?? 0) - (origin?.lng ?? 0))).toBeLessThan(0.05);
    }
  });

  it('seeds back-office records for every account but no-access: three drivers, a manager', () => {
    expect(dataset.backOfficeUsers.map((u) => u.uid).sort()).toEqual(
      [DEMO_UIDS.secondDriver, DEMO_UIDS.thirdDriver, DEMO_UIDS.driver, DEMO_UIDS.manager].sort(),
    );
    const users = dataset.backOfficeUsers.map((u) => parseBackOfficeUser(u.uid, u.data));
    expect(users.filter(isManager).map((u) => u.uid)).toEqual([DEMO_UIDS.manager]);
    expect(
      users
        .filter(isActiveDriver)
        .map((u) => u.uid)
        .sort(),
    ).toEqual([DEMO_UIDS.secondDriver, DEMO_UIDS.thirdDriver, DEMO_UIDS.driver].sort());
  });

  it('leaves six open orders waiting for a driver, one of them late, shown to no driver', () => {
    const waiting = all.filter((r) => r.dispatchId === null);
    expect(waiting).toHaveLength(WAITING_ORDERS.length);
    expect(WAITING_ORDERS.length).toBe(6);
    for (const r of waiting) {
      expect(dataset.receipts.find((stored) => stored.id === r.id)?.data).not.toHaveProperty(
        'dispatchId',
      );
      expect(r.receiptType).toBe('SALE');
      expect(r.status).toBe('Pending');
      expect(r.updateTimestamp).toBeGreaterThanOrEqual(midnight);
      expect(r.updateTimestamp).toBeLessThanOrEqual(AFTERNOON);
      expect(r.createdAt).toBeLessThan(r.updateTimestamp ?? 0);
    }
    const late = waiting.filter((r) => (r.dueAt ?? Infinity) < AFTERNOON);
    expect(late).toHaveLength(1);
    for (const r of waiting.filter((w) => !late.includes(w))) {
      expect(r.dueAt).toBeGreaterThan(AFTERNOON);
      expect(isSameLocalDay(r.dueAt ?? 0, AFTERNOON)).toBe(true);
    }
    for (const uid of [DEMO_UIDS.driver, DEMO_UIDS.secondDriver, DEMO_UIDS.thirdDriver]) {
      const shown = new Set(todaysFor(dataset, uid).map((r) => r.id));
      expect(waiting.some((r) => shown.has(r.id))).toBe(false);
    }
    expect(todaysFor(dataset, DEMO_UIDS.thirdDriver)).toEqual([]);
  });

  it('numbers the waiting orders after the others, which keep their numbers and owners', () => {
    const numbers = all.map((r) => Number(r.orderNumber));
    expect(numbers).toEqual(numbers.map((_, i) => 1001 + i));
    const firstWaiting = all.findIndex((r) => r.dispatchId === null);
    expect(firstWaiting).toBe(all.length - WAITING_ORDERS.length);
    // The drivers' orders are the 22 they always were: 3 of yesterday's, 19 of today's.
    expect(firstWaiting).toBe(22);
    expect(all.slice(0, firstWaiting).every((r) => r.dispatchId !== null)).toBe(true);
  });

  it.each([
    ['in the afternoon', AFTERNOON],
    ['at 00:01', new Date(2026, 10, 21, 0, 1, 0, 0).getTime()],
    ['50 ms after midnight', new Date(2026, 10, 21, 0, 0, 0, 50).getTime()],
    ['at 23:59:59', new Date(2026, 10, 21, 23, 59, 59, 999).getTime()],
  ])('keeps today’s timestamps within today, at most 6 h old and distinct %s', (_, now) => {
    const day = startOfLocalDay(now);
    const built = buildDemoDataset({ now });
    const todays = built.receipts.filter((r) => r.data.updateTimestamp >= day);
    // 12 + courier 5 + REFUND + PURCHASE + 6 waiting for a driver
    expect(todays).toHaveLength(25);
    const times = todays.map((r) => r.data.updateTimestamp);
    expect(new Set(times).size).toBe(times.length);
    for (const time of times) {
      expect(time).toBeLessThanOrEqual(now);
      expect(time).toBeGreaterThanOrEqual(Math.max(day, now - TODAY_SPREAD_MS));
    }
    expect(todaysFor(built, DEMO_UIDS.driver)).toHaveLength(12);
  });

  it('is deterministic given now and seed, and varies with the seed', () => {
    expect(buildDemoDataset({ now: AFTERNOON })).toEqual(buildDemoDataset({ now: AFTERNOON }));
    expect(buildDemoDataset({ now: AFTERNOON, seed: 7 })).not.toEqual(
      buildDemoDataset({ now: AFTERNOON, seed: 8 }),
    );
  });

  it('keeps the same orders under the same ids on any day: only the times move', () => {
    const withoutTimes = (built: DemoDataset) =>
      built.receipts.map(
        ({ id, data: { updateTimestamp: _u, createdAt: _c, dueAt: _d, ...rest } }) => ({
          id,
          ...rest,
        }),
      );
    for (const later of [
      AFTERNOON + 3_600_000,
      AFTERNOON + 24 * 3_600_000,
      new Date(2026, 10, 22, 0, 0, 0, 5).getTime(), // a window too small for jitter
    ]) {
      expect(withoutTimes(buildDemoDataset({ now: later }))).toEqual(withoutTimes(dataset));
    }
  });

  it('seeds any number of orders for the benchmark', () => {
    const big = buildDemoDataset({ now: AFTERNOON, openCount: 300, deliveredCount: 200 });
    const todays = todaysFor(big, DEMO_UIDS.driver);
    expect(todays.filter((r) => r.status !== 'Delivered')).toHaveLength(300);
    expect(todays.filter((r) => r.status === 'Delivered')).toHaveLength(200);
  });
});

describe('spreadTimestamps', () => {
  const random = () => 0.999;

  it('returns distinct times in the window, oldest first', () => {
    const times = spreadTimestamps(random, 1000, 1010, 11);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(11);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...times)).toBeLessThanOrEqual(1010);
  });

  it('never leaves the window, even when it is too small to keep times distinct', () => {
    const times = spreadTimestamps(random, 1000, 1002, 10);
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(1000);
      expect(time).toBeLessThanOrEqual(1002);
    }
  });

  it('returns nothing for no receipts', () => {
    expect(spreadTimestamps(random, 0, 10, 0)).toEqual([]);
  });
});
