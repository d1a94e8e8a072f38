import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NotificationsLayer } from '../features/notifications';
import { OrdersProvider } from '../features/orders/OrdersProvider';
import { SyncIndicator } from '../features/orders/SyncIndicator';
import { useCurrentUser } from '../features/session/SessionProvider';
import { useConfig } from '../features/shared/services';
import { backButtonCloses } from './backButton';
import { SideMenu } from './SideMenu';
import './shell.css';

/**
 * The app shell of every guarded screen: a header with the menu toggle (phones), the side menu
 * (a drawer on phones, persistent on wide screens) and the page. Today's orders are loaded here,
 * once, for every guarded page.
 */
export function AppShell() {
  const { user } = useCurrentUser();
  const config = useConfig();
  const location = useLocation();
  // The drawer is open for one location only: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? location.key : null);

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
      <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
        <header className="shell__header">
          <button
            type="button"
            className="shell__menu-toggle"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="hamburger" aria-hidden="true" />
          </button>
          <span className="shell__brand">Dispatch</span>
          {config.mode === 'demo' && <span className="badge badge--demo">Demo data</span>}
          <SyncIndicator />
        </header>
        <SideMenu id="side-menu" open={menuOpen} />
        {menuOpen && (
          <div className="shell__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
        )}
        <div className="shell__content">
          <Outlet />
        </div>
        <NotificationsLayer />
      </div>
    </OrdersProvider>
  );
}
