import { memo, useMemo } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { DrawingFrame } from '@/ui/mapDrawing/DrawingFrame';
import { createDrawingTiming } from '@/ui/mapDrawing/drawTiming';
import type { PlanePoint } from '@/ui/mapDrawing/projection';
import { DESK_MAP_BOX, useDeskLayout } from './deskLayout';
import type { DeskMapModel, MapDriver, MapStop } from './mapModel';

// The desk's map drawn by the desk itself (docs/map.md#the-desks-map): no tiles, no network, so
// it draws in the demo, offline and without a key. The SVG draws a few elements whatever the
// day's size: one path of legs per run in the driver's colour and one path of the lines from
// moved markers to their places. Each driver and each stop is a real <button> laid over it,
// named for a screen reader and reachable with Tab: the drivers, then each run in order, then
// the unassigned stops.

/** The bench's measures of this drawing: desk-map:render and desk-map:commit. */
const { useDrawingTiming, DrawingRendered } = createDrawingTiming('desk-map');

export type MapChoice = { kind: 'stop' | 'driver'; id: string } | null;

export interface MapDrawingProps {
  model: DeskMapModel;
  chosen: MapChoice;
  onChoose(choice: { kind: 'stop' | 'driver'; id: string }): void;
}

const round = (value: number) => Math.round(value * 10) / 10;
const percent = (at: PlanePoint) => ({
  left: `${(at.x / DESK_MAP_BOX.width) * 100}%`,
  top: `${(at.y / DESK_MAP_BOX.height) * 100}%`,
});

export function MapDrawing({ model, chosen, onChoose }: MapDrawingProps) {
  useDrawingTiming();
  const { t } = useDeskTexts();
  const layout = useDeskLayout(model);
  const { projection, spots } = layout;
  // The SVG's few paths: they change with the runs, not with a "last seen" or a choice.
  const paths = useMemo(() => {
    const legs = model.runs.map((run) => {
      let d = '';
      for (const stop of run.stops) {
        const spot = spots.get(stop.id);
        if (spot !== undefined)
          d += `${d === '' ? 'M' : 'L'}${round(spot.place.x)} ${round(spot.place.y)}`;
      }
      return { uid: run.uid, colour: run.colour, d };
    });
    let moved = '';
    for (const { place, at } of spots.values()) {
      if (place.x !== at.x || place.y !== at.y) {
        moved += `M${round(place.x)} ${round(place.y)}L${round(at.x)} ${round(at.y)}`;
      }
    }
    return { legs, moved };
  }, [model.runs, spots]);

  return (
    <div className="desk-map__drawing">
      <DrawingFrame box={DESK_MAP_BOX} metresPerUnit={projection.metresPerUnit}>
        {paths.legs.map((leg) =>
          leg.d.includes('L') ? (
            <path
              key={leg.uid}
              className={`desk-map__legs desk-map--run-${leg.colour}`}
              d={leg.d}
            />
          ) : null,
        )}
        {paths.moved !== '' && <path className="desk-map__moved" d={paths.moved} />}
      </DrawingFrame>
      <ul className="desk-map__markers plain-list" aria-label={t('map.markers')}>
        {model.drivers.map((driver) => (
          <DriverMarker
            key={`driver:${driver.uid}`}
            driver={driver}
            at={projection.project(driver.location)}
            chosen={chosen?.kind === 'driver' && chosen.id === driver.uid}
            onChoose={onChoose}
          />
        ))}
        {[...model.runs.flatMap((run) => run.stops), ...model.unassigned].map((stop) => {
          const spot = spots.get(stop.id);
          return spot === undefined ? null : (
            <StopMarker
              key={stop.id}
              stop={stop}
              at={spot.at}
              chosen={chosen?.kind === 'stop' && chosen.id === stop.id}
              onChoose={onChoose}
            />
          );
        })}
      </ul>
      <DrawingRendered />
    </div>
  );
}

interface MarkerProps {
  at: PlanePoint;
  chosen: boolean;
  onChoose: MapDrawingProps['onChoose'];
}

/** A driver at the last position: initials in the run's colour; faded and dashed when stale. */
const DriverMarker = memo(
  function DriverMarker({ driver, at, chosen, onChoose }: MarkerProps & { driver: MapDriver }) {
    return (
      <li className="desk-map__place" style={percent(at)}>
        <button
          type="button"
          className={`desk-map__driver desk-map--run-${driver.colour}${driver.stale ? ' desk-map__driver--stale' : ''}`}
          aria-label={driver.label}
          aria-pressed={chosen}
          onClick={() => onChoose({ kind: 'driver', id: driver.uid })}
        >
          {driver.initials}
        </button>
      </li>
    );
  },
  (a, b) =>
    a.driver.label === b.driver.label &&
    a.driver.initials === b.driver.initials &&
    a.driver.colour === b.driver.colour &&
    a.driver.stale === b.driver.stale &&
    a.at.x === b.at.x &&
    a.at.y === b.at.y &&
    a.chosen === b.chosen &&
    a.onChoose === b.onChoose,
);

/**
 * A stop: its number in the run's colour, or, unassigned, a hollow diamond. Memoised on what it
 * shows, so a new feed snapshot redraws only the stops that changed.
 */
const StopMarker = memo(
  function StopMarker({ stop, at, chosen, onChoose }: MarkerProps & { stop: MapStop }) {
    const kind =
      stop.colour === null ? 'desk-map__stop--unassigned' : `desk-map--run-${stop.colour}`;
    return (
      <li className="desk-map__place" style={percent(at)}>
        <button
          type="button"
          className={`desk-map__stop ${kind}${stop.pending ? ' desk-map__stop--pending' : ''}`}
          aria-label={stop.label}
          aria-pressed={chosen}
          onClick={() => onChoose({ kind: 'stop', id: stop.id })}
        >
          <span aria-hidden="true">{stop.number}</span>
        </button>
      </li>
    );
  },
  (a, b) =>
    a.stop.label === b.stop.label &&
    a.stop.colour === b.stop.colour &&
    a.stop.pending === b.stop.pending &&
    a.at.x === b.at.x &&
    a.at.y === b.at.y &&
    a.chosen === b.chosen &&
    a.onChoose === b.onChoose,
);
