import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderDetailPath, PATHS } from '@/config/paths';
import { clickTargetPath, type PushRoutes } from '@/domain/push/clickTarget';
import { pushTag } from '@/domain/push/notification';
import { parsePushMessage } from '@/domain/push/wire';
import { useCurrentUser, useSession } from '@/features/session';
import { useServices } from '@/features/shared/services';
import { onVisible } from '@/platform';
import { PushToasts, type PushToast } from './PushToasts';
import { createTokenSync, localSentTokenStore, type SentTokenStore } from './tokenSync';
import { useNotificationsState } from './useNotificationsState';

/** Where "Open order" falls back to when the message has no in-app link (as the worker's). */
const PUSH_ROUTES: PushRoutes = { orders: PATHS.order, orderDetail: orderDetailPath };

/** At most this many toasts at once: the oldest goes first. */
export const MAX_TOASTS = 3;

/**
 * Push for the signed-in dispatcher (docs/push.md), mounted once in the app shell:
 * - sends this browser's token to the backend once notifications are on, and again whenever it
 *   changes (checked at start, at sign-in and when the app comes back to the front);
 * - shows foreground messages as toasts linking to the order;
 * - before sign-out, stops both and asks the backend to forget the token.
 */
export function NotificationsLayer({ store }: { store?: SentTokenStore } = {}) {
  const {
    user: { uid, email },
  } = useCurrentUser();
  const { onBeforeSignOut } = useSession();
  const { push, dispatchApi, clock } = useServices();
  const [state, notifications] = useNotificationsState();
  const [toasts, setToasts] = useState<PushToast[]>([]);
  const [sentTokens] = useState(() => store ?? localSentTokenStore());
  const active = state.support?.supported === true && state.permission === 'granted';
  const navigate = useNavigate();

  // The native wrapper: a tap on a system notification opens its target in the app (on the web
  // the service worker does it). The same click-target rules as a toast's "Open".
  useEffect(() => {
    if (push.onNotificationTap === undefined) return;
    return push.onNotificationTap((payload) =>
      navigate(clickTargetPath(parsePushMessage(payload), window.location.origin, PUSH_ROUTES)),
    );
  }, [push, navigate]);

  const showToast = useCallback((payload: unknown) => {
    const notice = parsePushMessage(payload);
    const toast: PushToast = {
      key: pushTag(notice),
      notice,
      path: clickTargetPath(notice, window.location.origin, PUSH_ROUTES),
    };
    setToasts((current) =>
      [...current.filter((t) => t.key !== toast.key), toast].slice(-MAX_TOASTS),
    );
  }, []);

  useEffect(() => {
    const sync = createTokenSync({
      user: { uid, email },
      push,
      api: dispatchApi,
      clock,
      store: sentTokens,
      onStatus: (status) => notifications.setSync(status),
    });
    let stopForeground = () => {};
    // The app stays open all day: look again whenever it comes back to the front (cheap: FCM
    // keeps the token locally and renews it only when it is old).
    let stopVisible = () => {};
    if (active) {
      void sync.sync();
      stopForeground = push.onForegroundMessage(showToast);
      stopVisible = onVisible(() => void sync.sync());
    }
    // Registered even when notifications are off here: a token sent earlier is still forgotten.
    const unregister = onBeforeSignOut(async () => {
      stopForeground();
      await sync.forget();
    });
    return () => {
      stopVisible();
      unregister();
      stopForeground();
      sync.stop();
    };
  }, [
    active,
    uid,
    email,
    push,
    dispatchApi,
    clock,
    sentTokens,
    notifications,
    onBeforeSignOut,
    showToast,
  ]);

  return (
    <PushToasts
      toasts={toasts}
      onDismiss={(key) => setToasts((current) => current.filter((t) => t.key !== key))}
    />
  );
}
