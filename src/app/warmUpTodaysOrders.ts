import { startOfLocalDay } from '@/domain/day';
import { after, browserTimers } from '@/platform';
import type { Unsubscribe, Timers } from '@/platform';
import type { Clock, ReceiptFeed } from '@/services/ports';

// On a signed-in start, the orders screens subscribe to today's orders only once the access
// check has passed and their chunk has run. The query itself needs only the dispatcher's id, so
// the app starts it as soon as the session is known (src/app/AppProviders.tsx): Firestore then
// answers it from its cache while the access check and the shell load, and the screens' own
// subscription to the same query joins it and gets its answer at once (one query, listened to
// twice, is one target for the SDK).
// Kept small and apart from the orders screens: the entry carries it.

/** How long the early subscription is held for the screens to join it. */
export const WARM_UP_HOLD_MS = 30_000;

/** Subscribes to `dispatchId`'s orders of today, ignoring what comes, for `holdMs`. */
export function warmUpTodaysOrders(
  feed: ReceiptFeed,
  dispatchId: string,
  clock: Clock,
  { holdMs = WARM_UP_HOLD_MS, timers = browserTimers }: { holdMs?: number; timers?: Timers } = {},
): Unsubscribe {
  // The same query as watchTodaysOrders' (features/orders/todaysOrders.ts) for the same day.
  const stopWatching = feed.watch(
    { dispatchId, since: startOfLocalDay(clock.now()) },
    () => {},
    // The screens' own subscription reports errors; an early one has no one to tell.
    () => {},
  );
  const stopTimer = after(holdMs, stopWatching, timers);
  return () => {
    stopTimer();
    stopWatching();
  };
}
