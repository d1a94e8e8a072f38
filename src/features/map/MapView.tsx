import { useEffect, useState, type ReactNode } from 'react';
import { MAP_ZOOM } from '@/config/constants';
import type { GeoPoint } from '@/domain/read';
import { useTranslation } from '@/ui/i18n';
import type { GoogleMapsAdapter, MapHandle } from '@/ui/maps/adapter';
import { boundsOf } from '@/ui/maps/geometry';
import { DELIVERY_MAP_OPTIONS, FIT_PADDING_PX } from '@/ui/maps/mapOptions';
import { useMapsScript } from '@/ui/maps/useMapsScript';
import { MapPlaceholder } from './MapPlaceholder';

// The live map: loads the Maps script through the adapter and shows the store and the
// delivery location. Failures are reported up, where DeliveryMap swaps in the fallback card.

export interface MapViewProps {
  apiKey: string;
  apiUrl: string;
  store: GeoPoint | null;
  delivery: GeoPoint | null;
  onReady: () => void;
  onFailure: () => void;
}

function samePoint(a: GeoPoint | null, b: GeoPoint | null): boolean {
  return a === b || (a !== null && b !== null && a.lat === b.lat && a.lng === b.lng);
}

function useStablePoint(point: GeoPoint | null): GeoPoint | null {
  // A realtime receipt update re-creates the location object; the map should not jump for it.
  const [stable, setStable] = useState(point);
  if (!samePoint(stable, point)) setStable(point);
  return stable;
}

export function createMapView(adapter: GoogleMapsAdapter) {
  const { GoogleMap, Marker } = adapter;

  return function MapView(props: MapViewProps): ReactNode {
    const { apiKey, apiUrl, onReady, onFailure } = props;
    const store = useStablePoint(props.store);
    const delivery = useStablePoint(props.delivery);
    const { usable } = useMapsScript(adapter, { apiKey, apiUrl, onReady, onFailure });
    const [map, setMap] = useState<MapHandle | null>(null);
    const { t } = useTranslation();

    // Centred on the store at zoom 12; when both places are known, the view fits both.
    const center = store ?? delivery;
    useEffect(() => {
      if (map === null || store === null || delivery === null) return;
      const bounds = boundsOf([store, delivery]);
      if (bounds !== null) map.fitBounds(bounds, FIT_PADDING_PX);
    }, [map, store, delivery]);

    if (!usable || center === null) return <MapPlaceholder />;

    return (
      <GoogleMap
        center={center}
        zoom={MAP_ZOOM}
        options={DELIVERY_MAP_OPTIONS}
        mapContainerClassName="delivery-map__frame"
        onLoad={setMap}
      >
        {store && <Marker position={store} title={t('map.store')} label="S" />}
        {delivery && <Marker position={delivery} title={t('map.deliveryAddress')} label="D" />}
      </GoogleMap>
    );
  };
}
