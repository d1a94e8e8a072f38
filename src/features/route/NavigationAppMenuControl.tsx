import type { NavigationApp } from '@/domain/route/links';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { useTranslation } from '@/ui/i18n';
import { useNavigationApp } from './NavigateButton';
import { navigationApps, sharedRoutePreferences } from './preferences';

/** "Navigation app" in the side menu: Google Maps, Waze, Apple Maps (Apple devices only). */
export function NavigationAppMenuControl() {
  const { t } = useTranslation();
  const app = useNavigationApp();
  const names = Object.fromEntries(
    navigationApps().map((choice) => [choice, t(`route.apps.${choice}`)]),
  ) as Record<NavigationApp, string>;
  return (
    <ChoiceSelect
      label={t('route.navigationApp')}
      value={app}
      options={names}
      onChange={(choice) => sharedRoutePreferences().chooseNavigationApp(choice)}
    />
  );
}
