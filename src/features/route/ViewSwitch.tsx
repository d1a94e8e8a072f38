import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/ui/i18n';
import { sharedRoutePreferences, type RouteView } from './preferences';
import { PressedChoices } from './PressedChoices';

/** List or map, as chosen on this phone. */
export function useRouteView(): RouteView {
  const { view } = sharedRoutePreferences();
  return useSyncExternalStore(view.subscribe, view.get, view.get);
}

/**
 * "List" / "Map" beside the heading of /order (docs/route.md#the-route-map): two pressed or
 * not pressed buttons, glove-sized, like the list's order; remembered on the phone.
 */
export function ViewSwitch({ kind }: { kind: 'open' | 'delivered' }) {
  const { t } = useTranslation();
  const view = useRouteView();
  if (kind !== 'open') return null;
  return (
    <PressedChoices
      className="route-view"
      label={t('route.viewLabel')}
      showLabel={false}
      choices={[
        ['list', t('route.viewList')],
        ['map', t('route.viewMap')],
      ]}
      chosen={view}
      onChoose={(next) => sharedRoutePreferences().chooseView(next)}
    />
  );
}
