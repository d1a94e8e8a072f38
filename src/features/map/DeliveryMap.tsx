import { Suspense } from 'react';
import { scriptBaseUrl } from '@/config/maps';
import type { OriginAddress } from '@/domain/origin';
import type { GeoPoint } from '@/domain/read';
import type { ReceiptAddress } from '@/domain/receipt';
import { useTranslation } from '@/ui/i18n';
import { originPoint } from '@/ui/maps/geometry';
import { MapErrorBoundary } from '@/ui/maps/MapErrorBoundary';
import { useGoogleMapChoice } from '@/ui/maps/useGoogleMapChoice';
import { useOnline } from '@/ui/useOnline';
import { DeliveryDrawing } from './drawing/DeliveryDrawing';
import { NavigateLink } from './links';
import { MapFallbackCard } from './MapFallbackCard';
import { MapPlaceholder } from './MapPlaceholder';
import { useMapRuntime } from './runtime';
import './map.css';

export { DEFAULT_MAPS_API_BASE_URL } from '@/config/maps';
export { scriptBaseUrl };

export interface DeliveryMapProps {
  /** The store (utilities.originAddress_formated); null while unknown or when missing. */
  origin: OriginAddress | null;
  destination: ReceiptAddress;
  /** config.googleMapsApiKey; null shows the fallback card. */
  apiKey: string | null;
  /** config.mapsApiBaseUrl; the origin that serves `/maps/api/js` (default Google's). */
  mapsApiBaseUrl?: string | null;
  /** Start the Navigate route at the store instead of the phone's position. */
  navigateFromStore?: boolean;
  /** False: no Navigate under the map (the page has its own, in the chosen app). */
  showNavigate?: boolean;
  /** The driver's last known position, drawn when the map is the app's own drawing. */
  driver?: GeoPoint | null;
}

/**
 * The map of the order detail: the store and the delivery location on a Google map, or the
 * app's own drawing of them with both addresses when there is no key, no network, or the map
 * fails to load (a card with the addresses alone when no place has coordinates). Either way a Navigate link follows. The map arrives in its own chunk; nothing else on
 * the page waits for it.
 */
export function DeliveryMap({
  origin,
  destination,
  apiKey,
  mapsApiBaseUrl = null,
  navigateFromStore = false,
  showNavigate = true,
  driver = null,
}: DeliveryMapProps) {
  const runtime = useMapRuntime();
  const online = useOnline();
  const { t } = useTranslation();
  const store = originPoint(origin);
  const delivery = destination.location;
  const { reason, fail, markReady } = useGoogleMapChoice(runtime, {
    apiKey,
    online,
    hasPlaces: store !== null || delivery !== null,
  });
  const showMap = reason === null;

  const { LazyMapView } = runtime;
  return (
    <section className="delivery-map" aria-label={t('map.region')}>
      {showMap && apiKey !== null ? (
        <MapErrorBoundary onError={fail} fallback={<MapPlaceholder />}>
          <Suspense fallback={<MapPlaceholder />}>
            <LazyMapView
              apiKey={apiKey}
              apiUrl={scriptBaseUrl(mapsApiBaseUrl)}
              store={store}
              delivery={delivery}
              onReady={markReady}
              onFailure={fail}
            />
          </Suspense>
        </MapErrorBoundary>
      ) : reason === 'no-location' ? (
        <MapFallbackCard reason={reason} origin={origin} destination={destination} />
      ) : (
        // No key, offline or failed: the app's own drawing stands in for Google's map.
        <>
          <DeliveryDrawing store={store} delivery={delivery} driver={driver} />
          <MapFallbackCard reason={null} origin={origin} destination={destination} />
        </>
      )}
      {showNavigate && (
        <NavigateLink destination={destination} origin={navigateFromStore ? origin : null} />
      )}
    </section>
  );
}
