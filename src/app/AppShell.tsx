import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NotificationsLayer } from '@/features/notifications';
import {
  OrderScreenExtensionsProvider,
  OrdersProvider,
  SyncIndicator,
  TakenAwayNotices,
  UndoBar,
  type OrderScreenExtensions,
} from '@/features/orders';
import { OrderActions, RouteOrdersList, routeShown, useLastPosition } from '@/features/route';
import { useCurrentUser } from '@/features/session';
import { useConfig, useServices } from '@/features/shared/services';
import {
  LocationQuestion,
  LocationSharing,
  PositionSharingProvider,
  ShiftPrompt,
} from '@/features/tracking';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { useTranslation } from '@/ui/i18n';
import { ReloadButton } from '@/ui/ReloadButton';
import { StateMessage } from '@/ui/StateMessage';
import { backButtonCloses } from './backButton';
import { keepFirstFrame } from './keepFirstFrame';
import { SideMenu } from './SideMenu';
import { useScrollPerPage } from './useScrollPerPage';
import './shell.css';

/** The route on the order screens (docs/route.md): the lists' search and route, the detail's actions. */
const ROUTE_ON_ORDER_SCREENS: OrderScreenExtensions = {
  OrdersList: RouteOrdersList,
  useDriverPosition: useLastPosition,
  OrderActions,
  OpenListNotice: ShiftPrompt,
};

/** What a page that failed to render shows: the shell around it stays usable. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <StateMessage
        tone="error"
        headingLevel={1}
        title={t('app.pageFailedTitle')}
        action={<ReloadButton />}
      >
        <p>{t('app.pageFailedText')}</p>
      </StateMessage>
    </section>
  );
}

/**
 * The app shell of every guarded screen: a header with the menu toggle (phones), the side menu
 * (a drawer on phones, persistent on wide screens) and the page. Today's orders are loaded here,
 * once, for every guarded page. A page that fails to render is replaced by a message with
 * Reload, inside the shell.
 */
export function AppShell() {
  const { user } = useCurrentUser();
  const config = useConfig();
  const services = useServices();
  const location = useLocation();
  const { t } = useTranslation();
  // The drawer is open for one location only: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? location.key : null);
  useScrollPerPage();
  // The stop order shared with the back office is the Route's (docs/auto-dispatch.md#inputs).
  const routeOrder = useCallback(
    (openIds: readonly string[]) => routeShown(user.uid, services.clock.now(), openIds),
    [user.uid, services.clock],
  );
  // The next start's first frame (keepFirstFrame.ts), kept while the signed-in screens run: here,
  // in their chunk, so the sign-in form's JS does not carry it.
  useEffect(() => keepFirstFrame(config, services), [config, services]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenAt(null);
    window.addEventListener('keydown', onKey);
    // The wrapper's Android back button closes the drawer too.
    const stopBackButton = backButtonCloses(() => setOpenAt(null));
    return () => {
      window.removeEventListener('keydown', onKey);
      stopBackButton();
    };
  }, [menuOpen]);

  return (
    <OrdersProvider dispatchId={user.uid}>
      <PositionSharingProvider uid={user.uid} routeOrder={routeOrder}>
        <OrderScreenExtensionsProvider value={ROUTE_ON_ORDER_SCREENS}>
          <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
            <header className="shell__header">
              <button
                type="button"
                className="shell__menu-toggle"
                aria-label={t('shell.menu')}
                aria-expanded={menuOpen}
                aria-controls="side-menu"
                onClick={() => setMenuOpen(!menuOpen)}
              >
                <span className="hamburger" aria-hidden="true" />
              </button>
              <span className="shell__brand">{t('app.name')}</span>
              {config.mode === 'demo' && (
                <span className="badge badge--demo">{t('app.demoData')}</span>
              )}
              <SyncIndicator />
            </header>
            <SideMenu id="side-menu" open={menuOpen} />
            {menuOpen && (
              <div className="shell__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
            )}
            {/* The one main landmark of every signed-in screen: the pages are sections inside it. */}
            <main className="shell__content">
              {/* While the position goes anywhere (an order On the Way, on shift): the one
                  sharing line (docs/tracking.md#the-sharing-line). First, in the content's flow,
                  so at rest it covers nothing — not the first order row, not a button — and it
                  stays in view under the header while the page scrolls. */}
              <LocationSharing />
              {/* Orders the back office took away, above the page (in its flow: covering nothing). */}
              <TakenAwayNotices />
              {/* A page that throws while rendering leaves the header, menu and Sign out working. */}
              <ErrorBoundary fallback={<PageFailed />} resetKey={location.key}>
                <Outlet />
              </ErrorBoundary>
              {/* The question of location permission for the customers (docs/tracking.md), read
                  once: after the page, following it, covering nothing. */}
              <LocationQuestion />
              {/* On every page: the change just made can be taken back from the list and the detail. */}
              <UndoBar />
            </main>
            <NotificationsLayer />
          </div>
        </OrderScreenExtensionsProvider>
      </PositionSharingProvider>
    </OrdersProvider>
  );
}
