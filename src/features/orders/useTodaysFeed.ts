import { useCallback, useEffect, useState } from 'react';
import { startOfLocalDay } from '@/domain/day';
import type { OriginAddress } from '@/domain/origin';
import { sameContent } from '@/features/shared/keepUnchanged';
import { rememberedDay } from '@/features/shared/rememberedStart';
import { useServices } from '@/features/shared/services';
import { type FeedState } from './ordersContext';
import { browserDayWindowEnvironment, watchTodaysOrders } from './todaysOrders';
import { useOrdersTakenAway } from './useOrdersTakenAway';

// The day's feed of the signed-in dispatcher (todaysOrders.ts): loading, ready (from the
// remembered start, the cache or the server) or error, with the store's address and a retry;
// and the open orders the back office took away from it (ordersTakenAway.ts).

export type TodaysFeed = ReturnType<typeof useTodaysFeed>;

export /** The day's receipts and the store's address, with the feed's retry after an error. */
function useTodaysFeed(dispatchId: string) {
  const { receipts: feedPort, utilities, clock } = useServices();
  // A start shows what the last session showed today at once, until the feed answers. Not
  // `fromCache`: that is the feed's word about its answer (Today then says its figures wait for
  // the connection), and the feed has not answered yet.
  // One read of what is kept (it may be megabytes), for the orders and the store's address.
  const [start] = useState(() => {
    const day = startOfLocalDay(clock.now());
    return { day, ...rememberedDay(dispatchId, day) };
  });
  const [feed, setFeed] = useState<FeedState>(() =>
    start.receipts === null
      ? { status: 'loading' }
      : { status: 'ready', receipts: start.receipts, fromCache: false, remembered: true },
  );
  // The day window of the feed's last answer: the day a remembered list belongs to.
  const [since, setSince] = useState<number | null>(null);
  // The store's address: the one kept with the remembered orders until it is read again.
  const [origin, setOrigin] = useState<OriginAddress | null>(start.origin);
  const [attempt, setAttempt] = useState(0);
  // Every answer is compared with the list shown before it: the remembered one first.
  const takenAway = useOrdersTakenAway(
    start.receipts === null ? null : { since: start.day, receipts: start.receipts },
  );
  const { onAnswer } = takenAway;

  useEffect(() => {
    // A snapshot with the very receipts already shown (a write to an order outside today's
    // list can send one) is no change: the feed's readers are not re-rendered for it.
    const show = (next: FeedState) =>
      setFeed((current) => (sameContent(current, next) ? current : next));
    return watchTodaysOrders(
      feedPort,
      dispatchId,
      browserDayWindowEnvironment(clock),
      ({ receipts, fromCache, since: windowStart }) => {
        setSince(windowStart);
        onAnswer({ receipts, fromCache, since: windowStart });
        show({ status: 'ready', receipts, fromCache });
      },
      (error) => show({ status: 'error', message: error.message }),
    );
  }, [feedPort, dispatchId, clock, attempt, onAnswer]);

  useEffect(() => {
    let cancelled = false;
    // The map falls back to addresses when the origin is missing, so a failure here is quiet.
    utilities.getOriginAddress().then(
      (value) => !cancelled && setOrigin(value),
      // Offline, say: the remembered address (or none) stays.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [utilities]);

  const retry = useCallback(() => {
    setFeed({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return {
    feed,
    since,
    origin,
    retry,
    takenAway: takenAway.orders,
    dismissTakenAway: takenAway.dismiss,
  };
}
