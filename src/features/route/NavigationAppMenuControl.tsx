import { useId } from 'react';
import type { NavigationApp } from '@/domain/route/links';
import { useTranslation } from '@/ui/i18n';
import { useNavigationApp } from './NavigateButton';
import { navigationApps, sharedRoutePreferences } from './preferences';

/** "Navigation app" in the side menu: Google Maps, Waze, Apple Maps (Apple devices only). */
export function NavigationAppMenuControl() {
  const { t } = useTranslation();
  const app = useNavigationApp();
  const id = useId();
  return (
    <div className="display-setting">
      <label className="display-setting__label" htmlFor={id}>
        {t('route.navigationApp')}
      </label>
      <select
        id={id}
        className="display-setting__select"
        value={app}
        onChange={(event) =>
          sharedRoutePreferences().chooseNavigationApp(event.target.value as NavigationApp)
        }
      >
        {navigationApps().map((choice) => (
          <option key={choice} value={choice}>
            {t(`route.apps.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
