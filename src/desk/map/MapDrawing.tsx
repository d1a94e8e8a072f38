import { memo, useEffect, useMemo, useState } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import { DrawingFrame } from '@/ui/mapDrawing/DrawingFrame';
import { createDrawingTiming } from '@/ui/mapDrawing/drawTiming';
import type { PlanePoint } from '@/ui/mapDrawing/projection';
import { DESK_MAP_BOX, driverMarkers, useDeskLayout } from './deskLayout';
import type { DeskMapModel, MapDriver, MapStop } from './mapModel';

// The desk's map drawn by the desk itself (docs/map.md#the-desks-map): no tiles, no network, so
// it draws in the demo, offline and without a key. The SVG is a few paths whatever the day's
// size: a path of legs and one of dots per run in the driver's colour, one of the unassigned
// stops' dots and one of the lines from moved markers to their places. Each driver and each stop
// is a real <button> laid over it, named for a screen reader and reachable with Tab: the
// drivers, then each run in order, then the unassigned stops.

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

/**
 * How many marker buttons a frame adds. The drawing's paths show every stop in the first frame;
 * the buttons over them (each a few elements) follow a chunk a frame, so that a day of a
 * thousand stops never holds the page for longer than a frame (the bench's section 13).
 */
export const MARKERS_PER_FRAME = 50;

/** How many of `total` markers are buttons yet: a chunk more each frame until all are. */
function useMarkersShown(total: number): number {
  const [shown, setShown] = useState(MARKERS_PER_FRAME);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => setShown((was) => was + MARKERS_PER_FRAME));
    return () => cancelAnimationFrame(frame);
  }, [shown, total]);
  return Math.min(shown, total);
}

type Marker = { kind: 'driver'; driver: MapDriver } | { kind: 'stop'; stop: MapStop };

export function MapDrawing({ model, chosen, onChoose }: MapDrawingProps) {
  useDrawingTiming();
  const { t } = useDeskTexts();
  const layout = useDeskLayout(model);
  const { projection, spots } = layout;
  const drivers = useMemo(() => driverMarkers(layout, model.drivers), [layout, model.drivers]);
  // The SVG's few paths (a run's legs and dots, the unassigned dots, the moved markers' lines):
  // they change with the runs and the layout, not with a "last seen" or a choice.
  const paths = useMemo(() => {
    const runs = model.runs.map((run) => {
      let legs = '';
      let dots = '';
      for (const stop of run.stops) {
        const spot = spots.get(stop.id);
        if (spot === undefined) continue;
        const point = `${round(spot.place.x)} ${round(spot.place.y)}`;
        legs += `${legs === '' ? 'M' : 'L'}${point}`;
        dots += `M${point}h0`;
      }
      return { uid: run.uid, colour: run.colour, legs, dots };
    });
    let unassigned = '';
    for (const stop of model.unassigned) {
      const spot = spots.get(stop.id);
      if (spot !== undefined) unassigned += `M${round(spot.place.x)} ${round(spot.place.y)}h0`;
    }
    let moved = '';
    for (const { place, at } of spots.values()) {
      if (place.x !== at.x || place.y !== at.y) {
        moved += `M${round(place.x)} ${round(place.y)}L${round(at.x)} ${round(at.y)}`;
      }
    }
    return { runs, unassigned, moved };
  }, [model.runs, model.unassigned, spots]);
  let driversMoved = '';
  for (const { place, at } of drivers.values()) {
    if (place.x !== at.x || place.y !== at.y) {
      driversMoved += `M${round(place.x)} ${round(place.y)}L${round(at.x)} ${round(at.y)}`;
    }
  }
  // Tab's order: the drivers, then each run in order, then the unassigned stops. The stops'
  // list stays while a driver moves.
  const stopMarkers = useMemo<Marker[]>(
    () =>
      [...model.runs.flatMap((run) => run.stops), ...model.unassigned]
        .filter((stop) => spots.has(stop.id))
        .map((stop) => ({ kind: 'stop' as const, stop })),
    [model.runs, model.unassigned, spots],
  );
  const markers = useMemo<Marker[]>(
    () => [...model.drivers.map((driver) => ({ kind: 'driver' as const, driver })), ...stopMarkers],
    [model.drivers, stopMarkers],
  );
  const shown = useMarkersShown(markers.length);

  return (
    <div className="desk-map__drawing">
      <DrawingFrame box={DESK_MAP_BOX} metresPerUnit={projection.metresPerUnit}>
        {paths.runs.map((run) => (
          <g key={run.uid} className={`desk-map--run-${run.colour}`}>
            {run.legs.includes('L') && <path className="desk-map__legs" d={run.legs} />}
            <path className="desk-map__dots" d={run.dots} />
          </g>
        ))}
        {paths.unassigned !== '' && (
          <path className="desk-map__dots desk-map__dots--unassigned" d={paths.unassigned} />
        )}
        {paths.moved !== '' && <path className="desk-map__moved" d={paths.moved} />}
        {driversMoved !== '' && <path className="desk-map__moved" d={driversMoved} />}
      </DrawingFrame>
      <div className="desk-map__markers" role="group" aria-label={t('map.markers')}>
        {markers.slice(0, shown).map((marker) =>
          marker.kind === 'driver' ? (
            <DriverMarker
              key={`driver:${marker.driver.uid}`}
              driver={marker.driver}
              at={drivers.get(marker.driver.uid)?.at ?? ORIGIN}
              chosen={chosen?.kind === 'driver' && chosen.id === marker.driver.uid}
              onChoose={onChoose}
            />
          ) : (
            <StopMarker
              key={marker.stop.id}
              stop={marker.stop}
              // Every stop in the list has a spot (filtered above).
              at={spots.get(marker.stop.id)?.at ?? ORIGIN}
              chosen={chosen?.kind === 'stop' && chosen.id === marker.stop.id}
              onChoose={onChoose}
            />
          ),
        )}
      </div>
      <DrawingRendered />
    </div>
  );
}

const ORIGIN: PlanePoint = { x: 0, y: 0 };

interface MarkerProps {
  at: PlanePoint;
  chosen: boolean;
  onChoose: MapDrawingProps['onChoose'];
}

/** A driver at the last position: initials in the run's colour; faded and dashed when stale. */
const DriverMarker = memo(
  function DriverMarker({ driver, at, chosen, onChoose }: MarkerProps & { driver: MapDriver }) {
    return (
      <button
        type="button"
        style={percent(at)}
        className={`desk-map__driver desk-map--run-${driver.colour}${driver.stale ? ' desk-map__driver--stale' : ''}`}
        aria-label={driver.label}
        aria-pressed={chosen}
        // The initials are drawn by CSS (::after): letters that are not in the name ("AR" in
        // "Ana Ribeiro, last seen 2 min ago") would be a label that says other than it shows.
        data-initials={driver.initials}
        onClick={() => onChoose({ kind: 'driver', id: driver.uid })}
      />
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
      <button
        type="button"
        style={percent(at)}
        className={`desk-map__stop ${kind}${stop.pending ? ' desk-map__stop--pending' : ''}`}
        aria-label={stop.label}
        aria-pressed={chosen}
        onClick={() => onChoose({ kind: 'stop', id: stop.id })}
      >
        {stop.number}
      </button>
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
