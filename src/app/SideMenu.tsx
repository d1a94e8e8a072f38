import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { APP_VERSION_LABEL } from '../config/appVersion';
import { PATHS } from '../config/paths';
import { useOrders } from '../features/orders/OrdersProvider';
import { DisplayMenuControls } from '../features/display';
import { NotificationsMenuItem } from '../features/notifications';
import { InstallAppButton } from '../features/pwa';
import { TODAY_MESSAGES } from '../features/today';
import { useCurrentUser, useSession } from '../features/session/SessionProvider';
import { useConfig, useServices } from '../features/shared/services';
import { SignOutDialog } from './SignOutDialog';

/**
 * The side menu (docs/architecture.md#shell): logo, Order, Delivered, Today, sign-out and the
 * footer.
 */
export function SideMenu({ id, open }: { id: string; open: boolean }) {
  const { profile, user } = useCurrentUser();
  const { signOut } = useSession();
  const { lists, feed, sync, discardAllChanges } = useOrders();
  const { companyName, companyUrl } = useConfig();
  const { demo } = useServices();
  const [resetting, setResetting] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const counts = feed.status === 'ready';

  async function onResetDemo() {
    if (demo === null) return;
    if (!window.confirm('Reset the demo data? Every demo order goes back to its starting state.'))
      return;
    setResetting(true);
    try {
      await demo.reset();
    } finally {
      setResetting(false);
    }
  }

  function onSignOut() {
    // Changes not yet on the server: ask first (docs/architecture.md#status-changes).
    if (sync.unsent > 0) setConfirmingSignOut(true);
    else void signOut();
  }

  async function onDiscardAndSignOut() {
    setSigningOut(true);
    try {
      await discardAllChanges();
      await signOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <nav id={id} className={`side-menu${open ? ' side-menu--open' : ''}`} aria-label="Main menu">
      <div className="side-menu__brand">
        <img src="/logo.svg" alt="Dispatch" width={48} height={48} />
        <div>
          <p className="side-menu__name">{profile.name ?? user.email ?? 'Dispatcher'}</p>
          {user.email && <p className="side-menu__email">{user.email}</p>}
        </div>
      </div>
      <ul className="side-menu__links">
        <MenuLink
          to={PATHS.order}
          label="Order"
          count={counts ? lists.open.length : null}
          countLabel="open"
        />
        <MenuLink
          to={PATHS.delivered}
          label="Delivered"
          count={counts ? lists.delivered.length : null}
          countLabel="delivered"
        />
        <MenuLink to={PATHS.today} label={TODAY_MESSAGES.menuLink} count={null} countLabel="" />
      </ul>
      <DisplayMenuControls />
      <div className="side-menu__actions">
        <InstallAppButton />
        <NotificationsMenuItem sampleOrder={lists.open[0]} />
        {demo !== null && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void onResetDemo()}
            disabled={resetting}
          >
            {resetting ? 'Resetting…' : 'Reset demo data'}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onSignOut}>
          Sign out
        </button>
      </div>
      {confirmingSignOut && (
        <SignOutDialog
          unsent={sync.unsent}
          busy={signingOut}
          onStay={() => setConfirmingSignOut(false)}
          onSignOut={() => void signOut()}
          onDiscardAndSignOut={() => void onDiscardAndSignOut()}
        />
      )}
      <footer className="side-menu__footer">
        <span>{APP_VERSION_LABEL}</span>
        <a href={companyUrl} target="_blank" rel="noopener noreferrer">
          © {new Date().getFullYear()} {companyName}
        </a>
      </footer>
    </nav>
  );
}

function MenuLink({
  to,
  label,
  count,
  countLabel,
}: {
  to: string;
  label: string;
  /** null while the orders are not known yet. */
  count: number | null;
  countLabel: string;
}) {
  return (
    <li>
      <NavLink to={to} className="side-menu__link">
        {label}
        {count !== null && (
          <span className="side-menu__count" aria-label={`${count} ${countLabel}`}>
            {count}
          </span>
        )}
      </NavLink>
    </li>
  );
}
