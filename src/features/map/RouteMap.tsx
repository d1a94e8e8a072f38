import { Suspense } from 'react';
import { useTranslation } from '@/ui/i18n';
import { MapErrorBoundary } from '@/ui/maps/MapErrorBoundary';
import { useGoogleMapChoice } from '@/ui/maps/useGoogleMapChoice';
import { useOnline } from '@/ui/useOnline';
import { scriptBaseUrl } from './DeliveryMap';
import { RouteDrawing } from './drawing/RouteDrawing';
import { MapPlaceholder } from './MapPlaceholder';
import type { RouteMapModel } from './routeMapModel';
import { useMapRuntime } from './runtime';
import './map.css';
import './routeMap.css';

// The route map (docs/map.md#the-route-map), loaded only when the driver chooses "Map": with a
// key and a connection, Google's map; without a key, offline, or once Google failed on this
// page, the app's own drawing of the same model. A region named "Route map" either way.

export interface RouteMapProps {
  model: RouteMapModel;
  apiKey: string | null;
  mapsApiBaseUrl?: string | null;
  selectedId: string | null;
  onSelect(id: string): void;
}

export default function RouteMap({
  model,
  apiKey,
  mapsApiBaseUrl = null,
  selectedId,
  onSelect,
}: RouteMapProps) {
  const { t } = useTranslation();
  const runtime = useMapRuntime();
  const online = useOnline();
  const hasPlaces = model.stops.length > 0 || model.store !== null;
  const { reason, fail, markReady } = useGoogleMapChoice(runtime, {
    apiKey,
    online,
    hasPlaces,
  });
  const drawing = <RouteDrawing model={model} selectedId={selectedId} onSelect={onSelect} />;
  const { LazyRouteGoogleMap } = runtime;
  return (
    <section className="route-map" aria-label={t('map.routeMap')}>
      {reason === null && apiKey !== null ? (
        <MapErrorBoundary onError={fail} fallback={drawing}>
          <Suspense fallback={<MapPlaceholder />}>
            <LazyRouteGoogleMap
              apiKey={apiKey}
              apiUrl={scriptBaseUrl(mapsApiBaseUrl)}
              model={model}
              onSelect={onSelect}
              onReady={markReady}
              onFailure={fail}
            />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        drawing
      )}
    </section>
  );
}
