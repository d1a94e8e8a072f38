import { isSameLocalDay, startOfLocalDay, startOfNextLocalDay } from '@/domain/day';
import { browserTimers, onVisible } from '@/platform';
import type { Unsubscribe, Timers } from '@/platform';
import type { Clock, ReceiptFeed, ReceiptsSnapshot } from '@/services/ports';

export interface DayWindowEnvironment extends Timers {
  clock: Clock;
  /** Calls back when the page becomes visible again; returns the removal function. */
  onVisible(callback: () => void): Unsubscribe;
}

export function browserDayWindowEnvironment(clock: Clock): DayWindowEnvironment {
  return { clock, ...browserTimers, onVisible };
}

// Browsers clamp long timers and suspend them in the background, so we never trust one long
// timeout to land on midnight: we wake at most this often and re-check the calendar day.
const MAX_TIMER_MS = 60 * 60 * 1000;

/**
 * Watches today's orders of a dispatcher and moves the window to the new day at local
 * midnight and when the app becomes visible on a new day, without a reload.
 */
export function watchTodaysOrders(
  feed: ReceiptFeed,
  dispatchId: string,
  env: DayWindowEnvironment,
  onNext: (snapshot: ReceiptsSnapshot & { since: number }) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let since = startOfLocalDay(env.clock.now());
  let unsubscribeFeed: Unsubscribe = () => {};
  let timer: unknown = null;
  let stopped = false;

  const subscribe = () => {
    const windowStart = since;
    unsubscribeFeed = feed.watch(
      { dispatchId, since: windowStart },
      (snapshot) => {
        if (!stopped && windowStart === since) onNext({ ...snapshot, since: windowStart });
      },
      (error) => {
        if (!stopped && windowStart === since) onError(error);
      },
    );
  };

  const moveIfNewDay = () => {
    const now = env.clock.now();
    if (!isSameLocalDay(now, since)) {
      unsubscribeFeed();
      since = startOfLocalDay(now);
      subscribe();
    }
    schedule();
  };

  const schedule = () => {
    if (timer !== null) env.clearTimeout(timer);
    const now = env.clock.now();
    const untilMidnight = Math.max(0, startOfNextLocalDay(now) - now);
    timer = env.setTimeout(moveIfNewDay, Math.min(untilMidnight + 50, MAX_TIMER_MS));
  };

  subscribe();
  schedule();
  const stopVisible = env.onVisible(moveIfNewDay);

  return () => {
    stopped = true;
    unsubscribeFeed();
    stopVisible();
    if (timer !== null) env.clearTimeout(timer);
  };
}
