import { useCallback, useMemo, useState } from 'react';
import { assignMenuWhereOpen } from '@/desk/board/assignMenuWhereOpen';
import { BoardActionsContext } from '@/desk/board/boardActions';
import { Notices } from '@/desk/board/Notices';
import { useAssignableBoard, type AutoDispatched } from '@/desk/board/useAssignableBoard';
import { useRunsOf } from '@/desk/board/useSharedRuns';
import { useMapEstimates } from '@/desk/dispatch/useMapEstimates';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { Receipt } from '@/domain/receipt';
import type { DriverShift } from '@/domain/shift/driverShift';
import { StateMessage } from '@/ui/StateMessage';
import { useOnline } from '@/ui/useOnline';
import { DeskMapView } from './DeskMapView';
import type { MapChoice } from './MapDrawing';
import { MapKey } from './MapKey';
import { buildDeskDrivers, buildDeskStops } from './mapModel';
import { MapPanel } from './MapPanel';

// The map once read (docs/map.md#the-desks-map). Assigning is the board's own, over the same
// board (useAssignableBoard.ts: board.ts with the moves on their way laid over, useAssignments:
// at once on screen, refused offline; the menu "Assign #1042 to" and the notices), so a stop
// assigned here takes its new driver's colour and number at once.

/** The Map's menus name the drivers by name: its auto-dispatch only estimates runs. */
const NO_DISPATCH: AutoDispatched = {};

export function ReadyMap({
  receipts,
  team,
  shifts,
  now,
}: {
  receipts: readonly Receipt[];
  team: readonly BackOfficeUser[];
  shifts: readonly DriverShift[];
  now: number;
}) {
  const { t, tApp } = useDeskTexts();
  const online = useOnline();
  // Each driver's stops numbered in the run their phone shared, else by time; without one, in
  // auto-dispatch's estimate for a driver on shift (its chunk, once loaded), as the board does.
  const runs = useRunsOf(shifts);
  const {
    board,
    assignments: { state, dismiss },
    menu: { menu, actions, close, choose },
    nameOf,
  } = useAssignableBoard({
    receipts,
    team,
    now,
    runs,
    keepUnchanged: false,
    useAutoDispatch: (built, setEstimated) => {
      useMapEstimates(built, shifts, now, setEstimated);
      return NO_DISPATCH;
    },
  });

  // Two parts, so that a driver's new position leaves the stops (and their drawing) as they
  // are. The markers' names are words: `tApp` is a new function when the language changes.
  const stops = useMemo(
    () => buildDeskStops(board),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tApp: the language shown
    [board, tApp],
  );
  const drivers = useMemo(
    () => buildDeskDrivers({ board, shifts, team, now }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- tApp: the language shown
    [board, shifts, team, now, tApp],
  );
  const model = useMemo(() => ({ ...stops, ...drivers }), [stops, drivers]);
  const [chosen, setChosen] = useState<MapChoice>(null);
  const onChoose = useCallback(
    (choice: NonNullable<MapChoice>) =>
      setChosen((was) => (was?.kind === choice.kind && was.id === choice.id ? null : choice)),
    [],
  );
  const nothing =
    model.drivers.length === 0 &&
    model.driversWithoutPosition.length === 0 &&
    model.stopsById.size === 0;

  return (
    <BoardActionsContext.Provider value={actions}>
      {!online && (
        <p className="desk-offline" role="status">
          {t('map.offline')}
        </p>
      )}
      <Notices notices={state.notices} nameOf={nameOf} onDismiss={dismiss} />
      {nothing ? (
        <StateMessage title={t('map.empty')}>
          <p>{t('map.emptyHelp')}</p>
        </StateMessage>
      ) : (
        <div className="desk-map">
          <section className="desk-map__area" aria-label={t('map.region')}>
            <DeskMapView model={model} chosen={chosen} onChoose={onChoose} />
            <MapKey />
          </section>
          <MapPanel model={model} chosen={chosen} onClose={() => setChosen(null)} />
        </div>
      )}
      {assignMenuWhereOpen(menu, choose, close)}
    </BoardActionsContext.Provider>
  );
}
