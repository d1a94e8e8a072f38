import { useId, useState } from 'react';
import type { ReceiptWithSync } from '@/features/orders';
import { useTranslation } from '@/ui/i18n';
import { useNavigationApp } from './NavigateButton';
import { sharedRoutePreferences, type RouteSort } from './preferences';
import { PressedChoices } from './PressedChoices';
import { RouteLinks } from './RouteLinks';

/**
 * The route's tools in one compact row (docs/route.md#order-the-stops): "Optimise route", and
 * "Route tools" opening the rest (Edit order of stops, Open route in Maps, the list's order),
 * so that the first order row shows on the first screen. Why Optimise asks for the location is
 * said while it asks (the moment the phone's prompt shows), and is the button's description.
 */
export function RouteTools({
  stops,
  sort,
  optimising,
  onOptimise,
  onEdit,
}: {
  stops: readonly ReceiptWithSync[];
  sort: RouteSort;
  optimising: boolean;
  onOptimise(): void;
  onEdit(): void;
}) {
  const { t } = useTranslation();
  const app = useNavigationApp();
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const moreId = useId();
  return (
    <div className="route-tools">
      <div className="route-tools__row">
        <button
          type="button"
          className="button button--primary"
          onClick={onOptimise}
          disabled={optimising}
          aria-describedby={whyId}
        >
          {optimising ? t('route.optimising') : t('route.optimise')}
        </button>
        <button
          type="button"
          className="button button--secondary route-tools__toggle"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((was) => !was)}
        >
          {t('route.tools')}
        </button>
      </div>
      <p
        id={whyId}
        className={optimising ? 'muted route-tools__why' : 'visually-hidden'}
        role={optimising ? 'status' : undefined}
      >
        {t('route.optimiseWhy')}
      </p>
      <div id={moreId} className="route-tools__more" hidden={!open}>
        <div className="route-tools__buttons">
          <button type="button" className="button button--secondary" onClick={onEdit}>
            {t('route.editOrder')}
          </button>
          {/* Made only while shown: thousands of stops make hundreds of links (RouteLinks). */}
          {open && <RouteLinks app={app} stops={stops} />}
        </div>
        <SortChoice sort={sort} />
      </div>
    </div>
  );
}

function SortChoice({ sort }: { sort: RouteSort }) {
  const { t } = useTranslation();
  return (
    <PressedChoices
      className="route-sort"
      label={t('route.sortLabel')}
      showLabel
      choices={[
        ['route', t('route.sortRoute')],
        ['time', t('route.sortTime')],
      ]}
      chosen={sort}
      onChoose={(next) => sharedRoutePreferences().chooseSort(next)}
    />
  );
}
