import { useCallback, useMemo, useRef, useState } from 'react';
import { useAutoAssign } from '@/desk/dispatch/AutoAssign';
import { SuggestionsContext } from '@/desk/dispatch/suggestions';
import { useDeskDispatch } from '@/desk/dispatch/useDeskDispatch';
import { useKeepDeskFirstFrame, useTakeOverFirstFrame } from '@/desk/firstFrame/takeOver';
import { useDeskTexts } from '@/desk/i18n/texts';
import { useShiftPositions } from '@/desk/map/useShiftPositions';
import { useDeskSession } from '@/desk/session/DeskSession';
import { ReadFailed, ReadLoading } from '@/desk/shell/ReadState';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { Receipt } from '@/domain/receipt';
import { StateMessage } from '@/ui/StateMessage';
import { useOnline } from '@/ui/useOnline';
import { useStore } from '@/ui/useStore';
import { assignMenuWhereOpen } from './assignMenuWhereOpen';
import { UNASSIGNED_KEY } from './board';
import { BoardActionsContext } from './boardActions';
import { ALL_STAGES, cardsShown } from './cardStages';
import { Column } from './Column';
import { Counts } from './Counts';
import { DriverPicker, usePickerOptions } from './DriverPicker';
import { Notices } from './Notices';
import { useAssignableBoard } from './useAssignableBoard';
import { useBoardClock, useBoardData } from './useBoardData';
import { selectedOpen } from './useBoardMenu';
import { useCardDrag } from './useCardDrag';
import { useCardStages } from './useCardStages';
import { useSharedRuns } from './useSharedRuns';
import './board.css';

// The desk's board (docs/desk.md#the-board): the heading "Desk", the day's counts, what became of
// the assignments, "Assign selected (n)", and the regions: "Unassigned" on the left, a region
// per driver on the right (one at a time, with a picker, at phone width).

export function BoardScreen() {
  const { t } = useDeskTexts();
  const { state } = useDeskSession();
  const uid = state.status === 'ready' ? state.user.uid : null;
  const now = useBoardClock();
  const { data, retry } = useBoardData(now);
  // The board kept in the first frame gives way once this one has something to show.
  useTakeOverFirstFrame(data.status !== 'loading');
  return (
    <main className="desk-main">
      <h1 className="desk-main__title">{t('board.heading')}</h1>
      {data.status === 'loading' && <ReadLoading label={t('board.loading')} />}
      {data.status === 'error' && (
        <ReadFailed title={t('board.loadFailed')} error={data.error} onRetry={retry} />
      )}
      {data.status === 'ready' && (
        <ReadyBoard receipts={data.receipts} team={data.team} now={now} uid={uid} />
      )}
    </main>
  );
}

function ReadyBoard({
  receipts,
  team,
  now,
  uid,
}: {
  receipts: readonly Receipt[];
  team: readonly BackOfficeUser[];
  now: number;
  /** The manager signed in: the board kept for the next start is theirs. */
  uid: string | null;
}) {
  const { t } = useDeskTexts();
  const online = useOnline();
  // The drivers' shift records, live: each driver's open orders in the run their phone shared
  // (board.ts), else by time; and auto-dispatch's input below.
  const positions = useShiftPositions(0);
  const runs = useSharedRuns(positions);
  const {
    board,
    latest,
    latestBoard,
    assignments: { state, assign, dismiss },
    menu: { menu, actions, selection, openSelectionMenu, close, choose },
    nameOf,
    // Who should take each order (docs/auto-dispatch.md): the menu's figures, the cards' lines.
    auto: { dispatch, suggestions, shifts },
  } = useAssignableBoard({
    receipts,
    team,
    now,
    runs,
    keepUnchanged: true,
    useAutoDispatch: (built, setEstimated) => useDeskDispatch(built, now, positions, setEstimated),
  });
  const { openAutoAssign, autoAssignDialog } = useAutoAssign(
    latest,
    assign,
    board,
    dispatch,
    shifts,
  );
  const boardActions = useMemo(() => ({ ...actions, openAutoAssign }), [actions, openAutoAssign]);
  const selected = useStore(selection);
  const selectedCount = selectedOpen(board, selected).length;

  const boardElement = useRef<HTMLDivElement>(null);
  const onDrop = useCallback(
    (receiptId: string, dropKey: string) => {
      const to = dropKey === UNASSIGNED_KEY ? null : dropKey.replace(/^driver:/, '');
      const chosen = selection.get();
      const many = chosen.has(receiptId) && chosen.size > 1;
      const ids = many
        ? selectedOpen(latestBoard(), chosen).map((card) => card.receipt.id)
        : [receiptId];
      assign(ids, to);
      if (many) selection.set(new Set());
    },
    [assign, selection, latestBoard],
  );
  useCardDrag(boardElement, onDrop);

  const [picked, setPicked] = useState(UNASSIGNED_KEY);
  const columns = [board.unassigned, ...board.drivers];
  const pickedKey = columns.some((column) => column.key === picked) ? picked : UNASSIGNED_KEY;
  const options = usePickerOptions(columns);
  const stage = useCardStages(board.counts.open, columns.length);
  useKeepDeskFirstFrame(latestBoard, stage === ALL_STAGES, uid);

  return (
    <BoardActionsContext.Provider value={boardActions}>
      <SuggestionsContext.Provider value={suggestions}>
        <Counts counts={board.counts} />
        {!online && (
          <p className="desk-offline" role="status">
            {t('board.offline')}
          </p>
        )}
        <Notices notices={state.notices} nameOf={nameOf} onDismiss={dismiss} />
        {receipts.length === 0 && (
          <StateMessage title={t('board.emptyDay')}>
            <p>{t('board.emptyDayHelp')}</p>
          </StateMessage>
        )}
        <div className="desk-toolbar">
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="menu"
            disabled={selectedCount === 0}
            onClick={(event) => openSelectionMenu(event.currentTarget)}
          >
            {t('selection.assignSelected', { count: selectedCount })}
          </button>
          {selected.size > 0 && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => selection.set(new Set())}
            >
              {t('selection.clear')}
            </button>
          )}
          <DriverPicker options={options} picked={pickedKey} onPick={setPicked} />
        </div>
        <div className="desk-board" ref={boardElement}>
          <Column
            column={board.unassigned}
            picked={pickedKey === UNASSIGNED_KEY}
            shown={cardsShown(board.unassigned.open.length, 0, stage)}
          />
          <div className="desk-board__drivers">
            {board.drivers.map((column, index) => (
              <Column
                key={column.key}
                column={column}
                picked={pickedKey === column.key}
                shown={cardsShown(column.open.length, index + 1, stage)}
              />
            ))}
          </div>
        </div>
        {assignMenuWhereOpen(menu, choose, close)}
        {autoAssignDialog}
      </SuggestionsContext.Provider>
    </BoardActionsContext.Provider>
  );
}
