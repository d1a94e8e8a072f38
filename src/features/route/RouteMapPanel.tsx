import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { orderDetailPath } from '@/config/paths';
import { RouteMap } from '@/features/map';
import { useOrdersFeed, type ReceiptWithSync } from '@/features/orders';
import { useConfig } from '@/features/shared/services';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { useTranslation } from '@/ui/i18n';
import { originPoint, useLastPosition } from './estimate';
import { orderName, routeMapContent } from './mapModel';
import { NextStopCard } from './NextStopCard';

/**
 * "Map" on /order (docs/route.md#the-route-map): the open stops numbered in route order on the
 * route map, the card of the stop tapped, and the stops without coordinates listed under it.
 * The map's code arrives in its own chunk when this first shows.
 */
export function RouteMapPanel({ stops }: { stops: readonly ReceiptWithSync[] }) {
  const { t } = useTranslation();
  const { origin } = useOrdersFeed();
  const { googleMapsApiKey, mapsApiBaseUrl } = useConfig();
  const driver = useLastPosition();
  const store = useMemo(() => originPoint(origin), [origin]);
  const content = useMemo(() => routeMapContent(stops, store, driver), [stops, store, driver]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = stops.find((stop) => stop.id === selectedId);
  const selectedNumber = selected !== undefined ? content.numbers.get(selected.id) : undefined;
  const card = useRef<HTMLDivElement>(null);

  // The card is under the map: bring it into view when a marker is tapped.
  useEffect(() => {
    if (selectedId !== null) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  return (
    <div className="route-map-panel">
      <p className="muted route-map-panel__hint">{t('route.mapHint')}</p>
      <Suspense fallback={<div className="route-map-panel__loading" role="status" />}>
        <RouteMap
          model={content.model}
          apiKey={googleMapsApiKey}
          mapsApiBaseUrl={mapsApiBaseUrl}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
      </Suspense>
      <div ref={card}>
        {selected !== undefined && selectedNumber !== undefined && (
          <ErrorBoundary
            fallback={<p className="card">{t('orders.cantShowRow')}</p>}
            resetKey={`${selected.id}|${selected.updateTimestamp}|${selected.status}`}
          >
            <NextStopCard
              stop={selected}
              title={t('route.stopTitle', { number: selectedNumber })}
            />
          </ErrorBoundary>
        )}
      </div>
      {content.noLocation.length > 0 && (
        <section className="card route-map-panel__no-location" aria-labelledby="route-no-location">
          <h2 id="route-no-location" className="section-title">
            {t('route.noLocationTitle')} ({content.noLocation.length})
          </h2>
          <p className="muted">{t('route.noLocationHelp')}</p>
          <ol className="plain-list route-map-panel__no-location-list">
            {content.noLocation.map(({ number, stop }) => (
              <li key={stop.id}>
                <Link to={orderDetailPath(stop.id)}>
                  {t('map.stopNameNoAddress', { number, order: orderName(stop) })}
                </Link>
                {stop.address.text !== null && <span> · {stop.address.text}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
