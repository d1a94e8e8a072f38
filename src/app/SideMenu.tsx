import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { APP_VERSION_LABEL } from '@/config/appVersion';
import { PATHS } from '@/config/paths';
import { isManager } from '@/domain/roles';
import { AboutAppMenuItem } from '@/features/diagnostics';
import { DisplayMenuControls } from '@/features/display';
import { NotificationsMenuItem } from '@/features/notifications';
import { useOrdersFeed, useOrdersSync } from '@/features/orders';
import { InstallAppButton } from '@/features/pwa';
import { NavigationAppMenuControl } from '@/features/route';
import { useCurrentUser, useSession } from '@/features/session';
import { useConfig, useServices } from '@/features/shared/services';
import { ShiftSwitch } from '@/features/tracking';
import { matchesMedia } from '@/platform';
import { useTranslation } from '@/ui/i18n';
import { LanguageMenuControl } from './LanguageMenuControl';
import { runWhenIdle } from './pwa/whenIdle';
import { SignOutDialog } from './SignOutDialog';

const LOGO = '/logo.svg';
/** Where the menu is always on screen beside the page: shell.css's breakpoint. */
const MENU_ALWAYS_SHOWN = '(min-width: 900px)';
/** The closed menu's logo is drawn when the page is idle, at the latest this long after. */
const CLOSED_MENU_LOGO_AT_THE_LATEST_MS = 5_000;

/**
 * The logo's address once it is wanted: at once where the menu is always shown, on opening,
 * and otherwise once the page is idle. An SVG in an <img> is a document of its own that the
 * browser parses on the main thread (~5 ms on a mid-range phone, ~20 at the benchmark's 4×
 * slowdown), and on a phone the menu starts closed: a start draws the orders first. The <img>
 * is there all along, with its size and name, so nothing moves when it arrives.
 */
function useLogoWhenWanted(open: boolean): string | undefined {
  const [alwaysShown] = useState(() => matchesMedia(MENU_ALWAYS_SHOWN));
  const [idle, setIdle] = useState(false);
  useEffect(() => runWhenIdle(() => setIdle(true), CLOSED_MENU_LOGO_AT_THE_LATEST_MS), []);
  return alwaysShown || open || idle ? LOGO : undefined;
}

/**
 * The side menu (docs/architecture.md#shell): logo, Order, Delivered, Today, "Open the desk" (for
 * a manager only), the "On shift" switch, "About this app", sign-out and the footer.
 */
export function SideMenu({ id, open }: { id: string; open: boolean }) {
  const { profile, user } = useCurrentUser();
  const { signOut, countUnsentWith } = useSession();
  const { lists, feed } = useOrdersFeed();
  const { sync, discardAllChanges } = useOrdersSync();
  const { companyName, companyUrl } = useConfig();
  const { sampleData } = useServices();
  const { t } = useTranslation();
  const [resetting, setResetting] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const counts = feed.status === 'ready';
  const logo = useLogoWhenWanted(open);
  // The count the sign-out question reads is the one Access Denied says is kept on the phone.
  const unsent = useRef(sync.unsent);
  useEffect(() => {
    unsent.current = sync.unsent;
  }, [sync.unsent]);
  useEffect(() => countUnsentWith(() => unsent.current), [countUnsentWith]);

  async function onResetDemo() {
    if (sampleData === null) return;
    if (!window.confirm(t('shell.resetDemoConfirm'))) return;
    setResetting(true);
    try {
      await sampleData.reset();
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
    <nav
      id={id}
      className={`side-menu${open ? ' side-menu--open' : ''}`}
      aria-label={t('shell.mainMenu')}
    >
      <div className="side-menu__brand">
        <img src={logo} alt={t('app.name')} width={48} height={48} />
        <div className="side-menu__who">
          <p className="side-menu__name">{profile.name ?? user.email ?? t('shell.dispatcher')}</p>
          {user.email && <p className="side-menu__email">{user.email}</p>}
        </div>
      </div>
      <ul className="side-menu__links">
        <MenuLink
          to={PATHS.order}
          label={t('shell.order')}
          count={counts ? lists.open.length : null}
          countLabel={(count) => t('shell.openCount', { count })}
        />
        <MenuLink
          to={PATHS.delivered}
          label={t('shell.delivered')}
          count={counts ? lists.delivered.length : null}
          countLabel={(count) => t('shell.deliveredCount', { count })}
        />
        <MenuLink to={PATHS.today} label={t('shell.today')} count={null} countLabel={() => ''} />
        {isManager(profile) && (
          <li>
            {/* The desk is another app with its own sign-in: a page load, not a route here. */}
            <a href={PATHS.desk} className="side-menu__link">
              {t('shell.openDesk')}
            </a>
          </li>
        )}
      </ul>
      <ShiftSwitch />
      <LanguageMenuControl />
      <DisplayMenuControls />
      <NavigationAppMenuControl />
      <div className="side-menu__actions">
        <InstallAppButton />
        <NotificationsMenuItem sampleOrder={lists.open[0]} />
        <AboutAppMenuItem />
        {sampleData !== null && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void onResetDemo()}
            disabled={resetting}
          >
            {resetting ? t('shell.resettingDemo') : t('shell.resetDemo')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onSignOut}>
          {t('shell.signOut')}
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
  /** The count in words, for screen readers ("3 open"). */
  countLabel: (count: number) => string;
}) {
  return (
    <li>
      <NavLink to={to} className="side-menu__link">
        {label}
        {count !== null && (
          <span className="side-menu__count" aria-label={countLabel(count)}>
            {count}
          </span>
        )}
      </NavLink>
    </li>
  );
}
