import { useSyncExternalStore } from 'react';
import { navigateUrl, type Place } from '@/domain/route/links';
import { useTranslation } from '@/ui/i18n';
import { linkTarget } from './linkTarget';
import { sharedRoutePreferences } from './preferences';

/** The chosen navigation app's store (side menu, "Navigation app"). */
export function useNavigationApp() {
  const { navigationApp } = sharedRoutePreferences();
  return useSyncExternalStore(navigationApp.subscribe, navigationApp.get, navigationApp.get);
}

/** "Navigate": directions to the place in the chosen app; nothing when it cannot be placed. */
export function NavigateButton({ place }: { place: Place }) {
  const { t } = useTranslation();
  const app = useNavigationApp();
  const target = linkTarget();
  const href = navigateUrl(app, place, target);
  if (href === null) return null;
  return (
    <a
      className="map-action route-action"
      href={href}
      target={target === 'web' ? '_blank' : undefined}
      rel="noopener noreferrer"
      data-app={app}
    >
      {t('route.navigate')}
    </a>
  );
}
