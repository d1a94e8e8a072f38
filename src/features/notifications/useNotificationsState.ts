import { useEffect, useState } from 'react';
import { useOrdersFeed } from '@/features/orders';
import { useServices } from '@/features/shared/services';
import { after, afterNextPaint, onVisible } from '@/platform';
import { useStore } from '@/ui/useStore';
import {
  notificationsStore,
  type NotificationsState,
  type NotificationsStore,
} from './notificationsState';

/** Push's first look waits for today's orders on screen, but never longer than this after mount. */
export const PUSH_CHECK_AT_THE_LATEST_MS = 10_000;

/**
 * Whether today's orders have been drawn: the feed's own answer (not the remembered orders shown
 * before it) or its error, then a frame. In Firebase mode push's support check downloads Firebase
 * Messaging's chunk, which a start must not fetch before the list it is there to show
 * (docs/performance.md#after-sign-in). Once true, it stays true.
 */
function useOrdersShown(): boolean {
  const { feed } = useOrdersFeed();
  const answered = feed.status === 'error' || (feed.status === 'ready' && feed.remembered !== true);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    if (!answered) return after(PUSH_CHECK_AT_THE_LATEST_MS, () => setShown(true));
    return afterNextPaint(() => setShown(true));
  }, [answered, shown]);
  return shown;
}

/**
 * The opt-in state, read once today's orders are on screen and again whenever the app becomes
 * visible. Until the first read, support is null: nothing about push is shown or done.
 */
export function useNotificationsState(): [NotificationsState, NotificationsStore] {
  const { push } = useServices();
  const store = notificationsStore(push);
  const state = useStore(store);
  const ordersShown = useOrdersShown();
  useEffect(() => {
    if (!ordersShown) return;
    void store.refresh();
    // Permission may have been changed in the browser's settings while the app was hidden.
    return onVisible(() => void store.refresh());
  }, [store, ordersShown]);
  return [state, store];
}
