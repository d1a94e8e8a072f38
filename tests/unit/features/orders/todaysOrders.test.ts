import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpTodaysOrders } from '@/app/warmUpTodaysOrders';
import { startOfLocalDay } from '@/domain/day';
import type { TodaysOrdersQuery } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import {
  browserDayWindowEnvironment,
  watchTodaysOrders,
  type DayWindowEnvironment,
} from '@/features/orders/todaysOrders';
import { systemClock, type ReceiptFeed, type ReceiptsSnapshot } from '@/services/ports';

type Emitted = ReceiptsSnapshot & { since: number };

/** A ReceiptFeed that records subscriptions and lets the test answer each of them. */
function fakeFeed() {
  const subscriptions: {
    query: TodaysOrdersQuery;
    onNext: (snapshot: ReceiptsSnapshot) => void;
    onError: (error: Error) => void;
    active: boolean;
  }[] = [];
  const feed: ReceiptFeed = {
    watch(query, onNext, onError) {
      const subscription = { query, onNext, onError, active: true };
      subscriptions.push(subscription);
      return () => {
        subscription.active = false;
      };
    },
  };
  return { feed, subscriptions };
}

/** An environment whose clock, timers and visibility the test drives by hand. */
function fakeEnvironment(start: number) {
  let now = start;
  let nextHandle = 1;
  const timers = new Map<number, { callback: () => void; due: number }>();
  const visibleListeners = new Set<() => void>();
  const env: DayWindowEnvironment = {
    clock: { now: () => now },
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { callback, due: now + ms });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    onVisible(callback) {
      visibleListeners.add(callback);
      return () => visibleListeners.delete(callback);
    },
  };
  return {
    env,
    timers,
    visibleListeners,
    /** Moves the clock and fires the timers that came due, like a browser would. */
    advanceTo(time: number) {
      now = time;
      for (const [handle, timer] of [...timers]) {
        if (timer.due <= now && timers.has(handle)) {
          timers.delete(handle);
          timer.callback();
        }
      }
    },
    /** Moves the clock without firing timers (a suspended background tab). */
    jumpTo(time: number) {
      now = time;
    },
    becomeVisible() {
      for (const listener of [...visibleListeners]) listener();
    },
  };
}

const EVENING = new Date(2026, 10, 21, 23, 59, 0, 0).getTime();
const MIDNIGHT = new Date(2026, 10, 22, 0, 0, 0, 0).getTime();
const snapshotOf = (id: string): ReceiptsSnapshot => ({
  receipts: [parseReceipt(id, { receipt_type: 'SALE', updateTimestamp: EVENING })],
  fromCache: false,
});

function start(startAt = EVENING) {
  const { feed, subscriptions } = fakeFeed();
  const environment = fakeEnvironment(startAt);
  const emitted: Emitted[] = [];
  const errors: Error[] = [];
  const unsubscribe = watchTodaysOrders(
    feed,
    'demo-dispatcher',
    environment.env,
    (snapshot) => emitted.push(snapshot),
    (error) => errors.push(error),
  );
  return { subscriptions, environment, emitted, errors, unsubscribe };
}

describe('watchTodaysOrders', () => {
  it('watches the dispatcher’s orders from local midnight today', () => {
    const { subscriptions, emitted } = start();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.query).toEqual({
      dispatchId: 'demo-dispatcher',
      since: startOfLocalDay(EVENING),
    });
    subscriptions[0]?.onNext(snapshotOf('a'));
    expect(emitted).toEqual([{ ...snapshotOf('a'), since: startOfLocalDay(EVENING) }]);
  });

  it('moves the window to the new day at midnight', () => {
    const { subscriptions, environment, emitted } = start();
    environment.advanceTo(MIDNIGHT - 1);
    expect(subscriptions).toHaveLength(1);

    environment.advanceTo(MIDNIGHT + 60_000);
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[0]?.active).toBe(false);
    expect(subscriptions[1]?.query.since).toBe(MIDNIGHT);

    subscriptions[1]?.onNext(snapshotOf('tomorrow'));
    expect(emitted.at(-1)?.since).toBe(MIDNIGHT);
    // Keeps a timer running for the midnight after.
    expect(environment.timers.size).toBe(1);
  });

  it('does not re-subscribe when a timer wakes it on the same day', () => {
    const morning = new Date(2026, 10, 21, 8, 0, 0, 0).getTime();
    const { subscriptions, environment } = start(morning);
    // Timers are capped well below a day: it wakes several times before midnight.
    environment.advanceTo(morning + 2 * 3_600_000);
    environment.advanceTo(morning + 5 * 3_600_000);
    expect(subscriptions).toHaveLength(1);
    expect(environment.timers.size).toBe(1);
  });

  it('moves the window when the app becomes visible on a new day', () => {
    const { subscriptions, environment } = start();
    environment.becomeVisible();
    expect(subscriptions).toHaveLength(1); // same day: nothing to do

    // The tab slept through midnight with its timers suspended.
    environment.jumpTo(MIDNIGHT + 8 * 3_600_000);
    environment.becomeVisible();
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[1]?.query.since).toBe(MIDNIGHT);
  });

  it('ignores late callbacks from the old day’s subscription', () => {
    const { subscriptions, environment, emitted, errors } = start();
    environment.advanceTo(MIDNIGHT + 100);
    subscriptions[0]?.onNext(snapshotOf('yesterday'));
    subscriptions[0]?.onError(new Error('old window failed'));
    expect(emitted).toEqual([]);
    expect(errors).toEqual([]);

    subscriptions[1]?.onError(new Error('new window failed'));
    expect(errors.map((e) => e.message)).toEqual(['new window failed']);
  });

  it('stops everything on unsubscribe', () => {
    const { subscriptions, environment, emitted, errors, unsubscribe } = start();
    unsubscribe();
    expect(subscriptions[0]?.active).toBe(false);
    expect(environment.timers.size).toBe(0);
    expect(environment.visibleListeners.size).toBe(0);

    subscriptions[0]?.onNext(snapshotOf('late'));
    subscriptions[0]?.onError(new Error('late'));
    environment.jumpTo(MIDNIGHT + 1000);
    environment.becomeVisible();
    expect(subscriptions).toHaveLength(1);
    expect(emitted).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('watchTodaysOrders in the browser environment (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The demo dispatcher's orders watched from EVENING on, with the browser's timers (faked). */
  function watchFromEveningInTheBrowser() {
    vi.useFakeTimers({ now: EVENING });
    const { feed, subscriptions } = fakeFeed();
    const unsubscribe = watchTodaysOrders(
      feed,
      'demo-dispatcher',
      browserDayWindowEnvironment(systemClock),
      () => {},
      () => {},
    );
    return { subscriptions, unsubscribe };
  }

  it('re-subscribes at midnight from real timers and on visibilitychange', () => {
    const { subscriptions, unsubscribe } = watchFromEveningInTheBrowser();
    vi.advanceTimersByTime(MIDNIGHT - EVENING + 1000);
    expect(subscriptions.map((s) => s.query.since)).toEqual([startOfLocalDay(EVENING), MIDNIGHT]);

    // Clock jumps a day ahead without timers firing, then the page becomes visible.
    vi.setSystemTime(MIDNIGHT + 25 * 3_600_000);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(subscriptions).toHaveLength(3);
    expect(subscriptions[2]?.query.since).toBe(startOfLocalDay(MIDNIGHT + 25 * 3_600_000));

    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(2 * 24 * 3_600_000);
    expect(subscriptions).toHaveLength(3);
    expect(subscriptions.every((s) => !s.active)).toBe(true);
  });

  it('ignores visibilitychange while the page is hidden', () => {
    const { subscriptions, unsubscribe } = watchFromEveningInTheBrowser();
    vi.setSystemTime(MIDNIGHT + 3_600_000);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(subscriptions).toHaveLength(1);
    unsubscribe();
  });
});

describe('warmUpTodaysOrders', () => {
  const start = new Date(2026, 10, 22, 9, 30).getTime();

  it('starts the very query the orders screens make, so theirs joins it', () => {
    const { feed, subscriptions } = fakeFeed();
    const { env } = fakeEnvironment(start);
    warmUpTodaysOrders(feed, 'dispatcher-1', env.clock, { timers: env });
    const stopScreens = watchTodaysOrders(
      feed,
      'dispatcher-1',
      env,
      () => {},
      () => {},
    );
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions[0]?.query).toEqual(subscriptions[1]?.query);
    expect(subscriptions[0]?.query).toEqual({
      dispatchId: 'dispatcher-1',
      since: startOfLocalDay(start),
    });
    stopScreens();
  });

  it('lets go after the hold, or when stopped first', () => {
    const { feed, subscriptions } = fakeFeed();
    const { env, advanceTo, timers } = fakeEnvironment(start);
    warmUpTodaysOrders(feed, 'dispatcher-1', env.clock, { holdMs: 30_000, timers: env });
    advanceTo(start + 29_999);
    expect(subscriptions[0]?.active).toBe(true);
    advanceTo(start + 30_000);
    expect(subscriptions[0]?.active).toBe(false);

    const stop = warmUpTodaysOrders(feed, 'dispatcher-2', env.clock, {
      holdMs: 30_000,
      timers: env,
    });
    stop();
    expect(subscriptions[1]?.active).toBe(false);
    expect(timers.size).toBe(0);
  });

  it('ignores what the feed answers or fails with (the screens report those)', () => {
    const { feed, subscriptions } = fakeFeed();
    const { env } = fakeEnvironment(start);
    warmUpTodaysOrders(feed, 'dispatcher-1', env.clock, { timers: env });
    expect(() => {
      subscriptions[0]?.onNext({ receipts: [], fromCache: true });
      subscriptions[0]?.onError(new Error('permission-denied'));
    }).not.toThrow();
  });
});
