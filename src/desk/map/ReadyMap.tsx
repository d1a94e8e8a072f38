import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createBoardBuilder, type BoardCard, type SharedRuns } from '@/desk/board/board';
import { BoardActionsContext } from '@/desk/board/boardActions';
import { boardCards } from '@/desk/board/keepBoard';
import { Notices } from '@/desk/board/Notices';
import { OpenAssignMenu } from '@/desk/board/OpenAssignMenu';
import { useAssignments } from '@/desk/board/useAssignments';
import { useBoardMenu, type BoardLatest } from '@/desk/board/useBoardMenu';
import { useRunsOf } from '@/desk/board/useSharedRuns';
import { useMapEstimates } from '@/desk/dispatch/useMapEstimates';
import { useDeskTexts } from '@/desk/i18n/texts';
import { teamNames } from '@/desk/people';
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

// The map once read (docs/map.md#the-desks-map). Assigning is the board's own: its hook
// (useAssignments: at once on screen, refused offline), its menu ("Assign #1042 to") and its
// notices, over the same board (board.ts, with the moves on their way laid over), so a stop
// assigned here takes its new driver's colour and number at once.

const NO_RUNS: SharedRuns = new Map();

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
  // The cards an assignment is planned on: the committed board's (keepBoard.ts's boardCards).
  const cards = useRef<ReadonlyMap<string, BoardCard>>(new Map());
  const { state, assign, dismiss } = useAssignments(receipts, cards);
  // Builds again only the columns whose receipts (or shared run) changed (board.ts), as the
  // board does: each driver's stops numbered in the run their phone shared, else by time.
  // Without one, in auto-dispatch's estimate for a driver on shift (its chunk, once loaded).
  const runs = useRunsOf(shifts);
  const [estimated, setEstimated] = useState<SharedRuns>(NO_RUNS);
  const [buildBoard] = useState(createBoardBuilder);
  const board = useMemo(
    () => buildBoard({ receipts, team, pending: state.pending, now, runs, estimated }),
    [buildBoard, receipts, team, state.pending, now, runs, estimated],
  );
  useMapEstimates(board, shifts, now, setEstimated);
  // What a tap or a menu acts on: the board as committed, before any event can come.
  const latest = useRef<BoardLatest>({ board });
  useLayoutEffect(() => {
    latest.current = { board };
    cards.current = boardCards(board);
  }, [board]);
  const { menu, actions, close, choose } = useBoardMenu(latest, assign);

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
  const nameOf = useMemo(() => teamNames(team), [team]);
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
      <OpenAssignMenu menu={menu} onChoose={choose} onClose={close} />
    </BoardActionsContext.Provider>
  );
}
