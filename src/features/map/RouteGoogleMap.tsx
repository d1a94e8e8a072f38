import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MAP_ZOOM } from '@/config/constants';
import { useTranslation } from '@/ui/i18n';
import type { GoogleMapsAdapter, MapHandle } from '@/ui/maps/adapter';
import { boundsOf } from '@/ui/maps/geometry';
import { DELIVERY_MAP_OPTIONS, FIT_PADDING_PX } from '@/ui/maps/mapOptions';
import { useMapsScript } from '@/ui/maps/useMapsScript';
import { MapPlaceholder } from './MapPlaceholder';
import { modelPoints, type RouteMapModel } from './routeMapModel';

// The route map on Google's map (docs/map.md#the-route-map): the same model as the drawing,
// as numbered markers with the legs, the view fitted to every stop. Failures are reported up,
// where RouteMap swaps in the drawing.

export interface RouteGoogleMapProps {
  apiKey: string;
  apiUrl: string;
  model: RouteMapModel;
  onSelect(id: string): void;
  onReady: () => void;
  onFailure: () => void;
}

export function createRouteGoogleMap(adapter: GoogleMapsAdapter) {
  const { GoogleMap, Marker, Polyline } = adapter;

  return function RouteGoogleMap(props: RouteGoogleMapProps): ReactNode {
    const { apiKey, apiUrl, model, onSelect, onReady, onFailure } = props;
    const { t } = useTranslation();
    const { usable } = useMapsScript(adapter, { apiKey, apiUrl, onReady, onFailure });
    const [map, setMap] = useState<MapHandle | null>(null);
    const points = useMemo(() => modelPoints(model), [model]);
    const path = useMemo(() => model.stops.map((stop) => stop.location), [model]);
    useEffect(() => {
      const bounds = boundsOf(points);
      if (map !== null && bounds !== null) map.fitBounds(bounds, FIT_PADDING_PX);
    }, [map, points]);

    const center = points[0];
    if (!usable || center === undefined) return <MapPlaceholder />;
    return (
      <GoogleMap
        center={center}
        zoom={MAP_ZOOM}
        options={DELIVERY_MAP_OPTIONS}
        mapContainerClassName="route-map__frame"
        onLoad={setMap}
      >
        {path.length > 1 && <Polyline path={path} />}
        {model.store !== null && <Marker position={model.store} title={t('map.store')} label="S" />}
        {model.driver !== null && <Marker position={model.driver} title={t('map.you')} label="•" />}
        {model.stops.map((stop) => (
          <Marker
            key={stop.id}
            position={stop.location}
            title={stop.name}
            label={String(stop.number)}
            onClick={() => onSelect(stop.id)}
          />
        ))}
      </GoogleMap>
    );
  };
}
