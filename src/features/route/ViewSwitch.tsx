import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from '@/ui/i18n';
import { sharedRoutePreferences, type RouteView } from './preferences';

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
  const labelId = useId();
  if (kind !== 'open') return null;
  const choices: [RouteView, string][] = [
    ['list', t('route.viewList')],
    ['map', t('route.viewMap')],
  ];
  return (
    <div className="route-view" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t('route.viewLabel')}
      </span>
      {choices.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className="button button--secondary route-view__choice"
          aria-pressed={view === value}
          onClick={() => sharedRoutePreferences().chooseView(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
