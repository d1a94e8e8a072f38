import { Suspense } from 'react';
import { useDeskMaps } from '@/desk/deskMaps';
import { useDeskTexts } from '@/desk/i18n/texts';
import { MapErrorBoundary } from '@/ui/maps/MapErrorBoundary';
import { useGoogleMapChoice } from '@/ui/maps/useGoogleMapChoice';
import { useOnline } from '@/ui/useOnline';
import { MapDrawing, type MapDrawingProps } from './MapDrawing';

// Which map the desk shows (docs/map.md#the-desks-map): with a key and a connection, Google's;
// without a key, offline, or once Google failed on this page (script, chunk, key, timeout), the
// desk's own drawing, exactly as without Google at all.

export function DeskMapView({ model, chosen, onChoose }: MapDrawingProps) {
  const { t } = useDeskTexts();
  const maps = useDeskMaps();
  const online = useOnline();
  const hasPlaces =
    model.drivers.length > 0 ||
    [...model.stopsById.values()].some((stop) => stop.location !== null);
  const { reason, fail, markReady } = useGoogleMapChoice(maps.loader, {
    apiKey: maps.apiKey,
    online,
    hasPlaces,
  });
  const drawing = <MapDrawing model={model} chosen={chosen} onChoose={onChoose} />;
  if (reason !== null || maps.apiKey === null) return drawing;
  const { LazyDeskGoogleMap } = maps;
  return (
    <MapErrorBoundary onError={fail} fallback={drawing}>
      <Suspense
        fallback={
          <p className="desk-map__google-loading" role="status">
            {t('map.loading')}
          </p>
        }
      >
        <LazyDeskGoogleMap
          apiKey={maps.apiKey}
          apiUrl={maps.apiUrl}
          model={model}
          onChoose={onChoose}
          onReady={markReady}
          onFailure={fail}
        />
      </Suspense>
    </MapErrorBoundary>
  );
}
