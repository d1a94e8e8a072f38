import { useCallback, useRef, useState } from 'react';
import {
  afterFeedAnswer,
  dismissTakenAway,
  startTakenAwayWatch,
  type FeedAnswer,
  type ShownList,
  type TakenAwayOrder,
} from './ordersTakenAway';

/**
 * The orders the back office took away from the driver this session (ordersTakenAway.ts):
 * `onAnswer` is called with every answer of the feed (useTodaysFeed.ts), `dismiss` by a notice.
 * Both keep their identity, and the list only changes when an order goes, comes back or is
 * dismissed: it starts empty, so the first frame and the render that takes it over agree.
 */
export function useOrdersTakenAway(remembered: ShownList | null) {
  const [start] = useState(() => startTakenAwayWatch(remembered));
  const watch = useRef(start);
  const [orders, setOrders] = useState<readonly TakenAwayOrder[]>(start.orders);
  const onAnswer = useCallback((answer: FeedAnswer) => {
    watch.current = afterFeedAnswer(watch.current, answer);
    setOrders(watch.current.orders);
  }, []);
  const dismiss = useCallback((id: string) => {
    watch.current = dismissTakenAway(watch.current, id);
    setOrders(watch.current.orders);
  }, []);
  return { orders, onAnswer, dismiss };
}
