import { useLocation } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useTranslation } from '@/ui/i18n';
import { useOnline } from '@/ui/useOnline';
import './OfflineBanner.css';

/**
 * Says plainly that what is on screen may be old and that changes wait for the network. The
 * sign-in form shows no orders, so there the news is that signing in needs a connection. Reads
 * the route, so it must be mounted inside the router (main.tsx mounts one for the whole page).
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  const onSignIn = useLocation().pathname === PATHS.login;
  // The live region stays mounted (and empty) so that screen readers announce the message.
  return (
    <div role="status" aria-label={t('pwa.connection')}>
      {online ? null : (
        <p className="pwa-offline">
          <span aria-hidden="true" className="pwa-offline__dot" />
          {onSignIn ? t('pwa.offlineSignIn') : t('pwa.offlineOrders')}
        </p>
      )}
    </div>
  );
}
