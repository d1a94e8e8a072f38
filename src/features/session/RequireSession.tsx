import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useTakingLong } from '@/features/shared/useTakingLong';
import { useTranslation } from '@/ui/i18n';
import { LoadingScreen, StartingScreen } from '@/ui/LoadingScreen';
import { useOnline } from '@/ui/useOnline';
import { checkingMessage, SLOW_ACCESS_CHECK_MS } from './checkingMessage';
import { useSession } from './SessionProvider';

/**
 * The route guard: guarded screens render only when the session is ready. While it is still
 * being established (a reload of a guarded page) a splash shows instead of flashing /login;
 * signed out or denied goes to /login, which returns to the intended page after sign-in (only
 * when the visit began signed out, never to the page a session ended on).
 */
export function RequireSession() {
  const { state, signOut } = useSession();
  const online = useOnline();
  const location = useLocation();
  const { t } = useTranslation();
  const slow = useTakingLong(state.status === 'checking', SLOW_ACCESS_CHECK_MS);
  if (state.status === 'ready') return <Outlet />;
  if (state.status === 'loading') return <StartingScreen />;
  if (state.status === 'checking') {
    return (
      <LoadingScreen
        label={checkingMessage(online, slow)}
        action={{ label: t('shell.signOut'), onClick: () => void signOut() }}
      />
    );
  }
  // Only a signed-out visit of a guarded page is remembered: the page a dispatcher signed out
  // on belongs to them, and the next person to sign in starts on the orders list.
  if (state.status === 'denied' || state.sessionEnded) return <Navigate to={PATHS.login} replace />;
  return (
    <Navigate to={PATHS.login} replace state={{ from: `${location.pathname}${location.search}` }} />
  );
}
