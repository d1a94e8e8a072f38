import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MAP_ZOOM } from '@/config/constants';
import { DESK_SCRIPT_LIBRARIES } from '@/desk/deskScript';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { GeoPoint } from '@/domain/read';
import type { GoogleMapsAdapter, MapHandle } from '@/ui/maps/adapter';
import { boundsOf } from '@/ui/maps/geometry';
import { DELIVERY_MAP_OPTIONS, FIT_PADDING_PX } from '@/ui/maps/mapOptions';
import { useMapsScript } from '@/ui/maps/useMapsScript';
import type { MapChoice } from './MapDrawing';
import type { DeskMapModel, MapStop } from './mapModel';
import { runColourHex } from './runColours';

// The desk's map on Google's map (docs/map.md#the-desks-map): the same model as the drawing,
// a marker per driver (initials) and per placed stop (its number), in the run's colour, the
// unassigned stops as Google's plain pins. A click chooses the marker as the drawing's buttons
// do (the panel then offers "Assign #1042"). Failures are reported up, where the drawing shows.

export interface DeskGoogleMapProps {
  apiKey: string;
  apiUrl: string;
  model: DeskMapModel;
  onChoose(choice: NonNullable<MapChoice>): void;
  onReady(): void;
  onFailure(): void;
}

type Placed = MapStop & { location: GeoPoint };

export function createDeskGoogleMap(adapter: GoogleMapsAdapter) {
  const { GoogleMap, Marker } = adapter;

  return function DeskGoogleMap(props: DeskGoogleMapProps): ReactNode {
    const { apiKey, apiUrl, model, onChoose, onReady, onFailure } = props;
    const { t } = useDeskTexts();
    const { usable } = useMapsScript(adapter, {
      apiKey,
      apiUrl,
      libraries: DESK_SCRIPT_LIBRARIES,
      onReady,
      onFailure,
    });
    const [map, setMap] = useState<MapHandle | null>(null);
    const stops = useMemo(
      () =>
        [...model.runs.flatMap((run) => run.stops), ...model.unassigned].filter(
          (stop): stop is Placed => stop.location !== null,
        ),
      [model.runs, model.unassigned],
    );
    const points = useMemo(
      () => [...model.drivers.map((driver) => driver.location), ...stops.map((s) => s.location)],
      [model.drivers, stops],
    );
    useEffect(() => {
      const bounds = boundsOf(points);
      if (map !== null && bounds !== null) map.fitBounds(bounds, FIT_PADDING_PX);
    }, [map, points]);

    const center = points[0];
    if (!usable || center === undefined) {
      return (
        <p className="desk-map__google-loading" role="status">
          {t('map.loading')}
        </p>
      );
    }
    return (
      <GoogleMap
        center={center}
        zoom={MAP_ZOOM}
        options={DELIVERY_MAP_OPTIONS}
        mapContainerClassName="desk-map__google"
        onLoad={setMap}
      >
        {model.drivers.map((driver) => (
          <Marker
            key={`driver:${driver.uid}`}
            position={driver.location}
            title={driver.label}
            label={driver.initials}
            colour={runColourHex(driver.colour)}
            onClick={() => onChoose({ kind: 'driver', id: driver.uid })}
          />
        ))}
        {stops.map((stop) => (
          <Marker
            key={stop.id}
            position={stop.location}
            title={stop.label}
            label={stop.number === null ? '' : String(stop.number)}
            {...(stop.colour === null ? {} : { colour: runColourHex(stop.colour) })}
            onClick={() => onChoose({ kind: 'stop', id: stop.id })}
          />
        ))}
      </GoogleMap>
    );
  };
}
