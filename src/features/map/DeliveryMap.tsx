import { Suspense, useCallback, useEffect, useState } from 'react';
import type { OriginAddress } from '@/domain/origin';
import type { ReceiptAddress } from '@/domain/receipt';
import { useOnline } from '@/features/shared/useOnline';
import { after } from '@/platform';
import { useTranslation } from '@/ui/i18n';
import { originPoint } from './geometry';
import { NavigateLink } from './links';
import { MapErrorBoundary } from './MapErrorBoundary';
import { MapFallbackCard, type MapFallbackReason } from './MapFallbackCard';
import { MapPlaceholder } from './MapPlaceholder';
import { useMapRuntime } from './runtime';
import './map.css';

export const DEFAULT_MAPS_API_BASE_URL = 'https://maps.googleapis.com';

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
}

/** "https://proxy.example/" and "https://proxy.example/maps/api/js" both mean the same base. */
export function scriptBaseUrl(mapsApiBaseUrl: string | null | undefined): string {
  const trimmed = (mapsApiBaseUrl ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return DEFAULT_MAPS_API_BASE_URL;
  return trimmed.replace(/\/maps\/api\/js$/, '');
}

/**
 * The map of the order detail: the store and the delivery location on a Google map, or a
 * fallback card with both addresses when there is no key, no network, or the map fails to
 * load. Either way a Navigate link follows. The map arrives in its own chunk; nothing else on
 * the page waits for it.
 */
export function DeliveryMap({
  origin,
  destination,
  apiKey,
  mapsApiBaseUrl = null,
  navigateFromStore = false,
  showNavigate = true,
}: DeliveryMapProps) {
  const runtime = useMapRuntime();
  const online = useOnline();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(() => runtime.hasFailed());
  const [ready, setReady] = useState(false);
  const store = originPoint(origin);
  const delivery = destination.location;

  const reason: MapFallbackReason | null =
    apiKey === null || apiKey.trim() === ''
      ? 'no-key'
      : !online
        ? 'offline'
        : failed
          ? 'load-failed'
          : store === null && delivery === null
            ? 'no-location'
            : null;
  const showMap = reason === null;

  const fail = useCallback(() => {
    runtime.markFailed();
    setFailed(true);
  }, [runtime]);
  const markReady = useCallback(() => setReady(true), []);

  // A script or chunk that neither loads nor errors (a captive portal, a stalled connection)
  // must not leave a spinner forever: after the timeout the fallback shows for good.
  useEffect(() => {
    if (!showMap || ready) return;
    return after(runtime.loadTimeoutMs, fail);
  }, [showMap, ready, fail, runtime]);

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
      ) : (
        <MapFallbackCard
          reason={reason ?? 'load-failed'}
          origin={origin}
          destination={destination}
        />
      )}
      {showNavigate && (
        <NavigateLink destination={destination} origin={navigateFromStore ? origin : null} />
      )}
    </section>
  );
}
