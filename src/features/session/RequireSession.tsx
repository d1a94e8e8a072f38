import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useOnline } from '../shared/useOnline';
import { useSession } from './SessionProvider';
import { OFFLINE_FIRST_SIGN_IN_MESSAGE } from './sessionState';

/**
 * The route guard: guarded screens render only when the session is ready. While it is still
 * being established (a reload of a guarded page) a splash shows instead of flashing /login;
 * signed out or denied goes to /login, which returns to the intended page after sign-in.
 */
export function RequireSession() {
  const { state, signOut } = useSession();
  const online = useOnline();
  const location = useLocation();
  if (state.status === 'ready') return <Outlet />;
  if (state.status === 'loading') return <LoadingScreen label="Starting Dispatch…" />;
  if (state.status === 'checking') {
    return (
      <LoadingScreen
        label={online ? 'Checking your access…' : OFFLINE_FIRST_SIGN_IN_MESSAGE}
        action={{ label: 'Sign out', onClick: () => void signOut() }}
      />
    );
  }
  return (
    <Navigate to={PATHS.login} replace state={{ from: `${location.pathname}${location.search}` }} />
  );
}
