import { describe, expect, it, vi } from 'vitest';
import { shareWatches, type Watch } from '@/demo/adapters/sharedWatch';

/** An underlying watch whose subscriptions the test answers by hand. */
function underlying() {
  const subscriptions: {
    query: string;
    next: (snapshot: number) => void;
    fail: (error: Error) => void;
    stopped: boolean;
  }[] = [];
  const watch: Watch<string, number> = (query, onNext, onError) => {
    const subscription = { query, next: onNext, fail: onError, stopped: false };
    subscriptions.push(subscription);
    return () => {
      subscription.stopped = true;
    };
  };
  return { watch, subscriptions };
}

/** A subscriber that ignores what comes. */
const ignore = () => {};

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('shareWatches', () => {
  it('subscribes once for the same query and hands every snapshot to each subscriber', () => {
    const { watch, subscriptions } = underlying();
    const shared = shareWatches(watch, (query) => query);
    const first = vi.fn();
    const second = vi.fn();
    shared('today', first, () => {});
    shared('today', second, () => {});
    shared('yesterday', ignore, ignore);
    expect(subscriptions.map((s) => s.query)).toEqual(['today', 'yesterday']);
    subscriptions[0]?.next(1);
    expect(first).toHaveBeenCalledWith(1);
    expect(second).toHaveBeenCalledWith(1);
  });

  it('gives a later subscriber the latest snapshot at once, after its subscribe call', async () => {
    const { watch, subscriptions } = underlying();
    const shared = shareWatches(watch, (query) => query);
    shared('today', ignore, ignore);
    subscriptions[0]?.next(1);
    subscriptions[0]?.next(2);
    const late = vi.fn();
    shared('today', late, () => {});
    expect(late).not.toHaveBeenCalled();
    await microtasks();
    expect(late).toHaveBeenCalledWith(2);
    expect(subscriptions).toHaveLength(1);
  });

  it('stops the shared subscription when the last subscriber leaves, not before', async () => {
    const { watch, subscriptions } = underlying();
    const shared = shareWatches(watch, (query) => query);
    const stopFirst = shared('today', ignore, ignore);
    const late = vi.fn();
    const stopLate = shared('today', late, () => {});
    stopFirst();
    stopFirst();
    expect(subscriptions[0]?.stopped).toBe(false);
    stopLate();
    expect(subscriptions[0]?.stopped).toBe(true);
    shared('today', ignore, ignore);
    expect(subscriptions).toHaveLength(2);
  });

  it('ends the shared subscription for all on an error; the next subscriber starts afresh', () => {
    const { watch, subscriptions } = underlying();
    const shared = shareWatches(watch, (query) => query);
    const errors: Error[] = [];
    shared(
      'today',
      () => {},
      (error) => errors.push(error),
    );
    const stopSecond = shared(
      'today',
      () => {},
      (error) => errors.push(error),
    );
    subscriptions[0]?.fail(new Error('permission-denied'));
    expect(errors.map((e) => e.message)).toEqual(['permission-denied', 'permission-denied']);

    const retried = vi.fn();
    shared('today', retried, () => {});
    expect(subscriptions).toHaveLength(2);
    subscriptions[1]?.next(3);
    expect(retried).toHaveBeenCalledWith(3);
    stopSecond(); // Leaving a subscription that already ended stops nothing else.
    expect(subscriptions[1]?.stopped).toBe(false);
  });

  it('sends nothing to a subscriber that left before its first snapshot arrived', async () => {
    const { watch, subscriptions } = underlying();
    const shared = shareWatches(watch, (query) => query);
    shared('today', ignore, ignore);
    subscriptions[0]?.next(1);
    const late = vi.fn();
    shared('today', late, () => {})();
    await microtasks();
    expect(late).not.toHaveBeenCalled();
  });
});
