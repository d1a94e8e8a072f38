import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { DeskDispatch } from '@/desk/dispatch/deskDispatch';
import { teamNames, type NameOf } from '@/desk/people';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { Receipt } from '@/domain/receipt';
import { keepNothing, useKeptWhileUnchanged } from '@/ui/useKeptWhileUnchanged';
import { createBoardBuilder, type Board, type BoardCard, type SharedRuns } from './board';
import { boardCards, keepUnchangedBoard } from './keepBoard';
import { useAssignments, type Assignments } from './useAssignments';
import { useBoardMenu, type BoardLatest, type BoardMenu } from './useBoardMenu';

// A board orders can be assigned on (docs/desk.md#assigning), wired once for the board and the
// Map: the board built from the day (board.ts, the moves on their way laid over), assigning
// (useAssignments: planned on the committed board's cards), the estimated runs auto-dispatch
// hands back, what a tap, a menu or a drop acts on (`latest`), the menus and the names.

/** Hands the board the runs auto-dispatch estimated (board.ts's `estimated`). */
export type SetEstimated = Dispatch<SetStateAction<SharedRuns>>;

export interface AssignableBoardOptions<Auto extends AutoDispatched> {
  receipts: readonly Receipt[];
  team: readonly BackOfficeUser[];
  now: number;
  /** The drivers' shared runs (useSharedRuns.ts), read by the caller. */
  runs: SharedRuns;
  /**
   * Keep what says the same from one build to the next (keepBoard.ts), for the board's memoised
   * columns and cards; the Map draws each board built as it is.
   */
  keepUnchanged: boolean;
  /**
   * Auto-dispatch over the board built: a hook, run on every render once the board is built,
   * which hands its estimated runs to `setEstimated` (the board's useDeskDispatch, the Map's
   * useMapEstimates). What it returns comes back as `auto`; its `dispatch`, when it has one,
   * goes into `latest` for the menus' figures.
   */
  useAutoDispatch(board: Board, setEstimated: SetEstimated): Auto;
}

/** What `useAutoDispatch` may return: auto-dispatch for the menus, or nothing of it. */
export interface AutoDispatched {
  dispatch?: DeskDispatch | null;
}

export interface AssignableBoard<Auto> {
  board: Board;
  /** What a tap, a menu or a drop acts on: the board as committed, before any event can come. */
  latest: RefObject<BoardLatest>;
  /** The board of `latest` (a function that keeps its identity). */
  latestBoard: () => Board;
  assignments: Assignments;
  menu: BoardMenu;
  nameOf: NameOf;
  auto: Auto;
}

const NO_CARDS: ReadonlyMap<string, BoardCard> = new Map();
const NO_RUNS: SharedRuns = new Map();

export function useAssignableBoard<Auto extends AutoDispatched>({
  receipts,
  team,
  now,
  runs,
  keepUnchanged,
  useAutoDispatch,
}: AssignableBoardOptions<Auto>): AssignableBoard<Auto> {
  // The cards an assignment is planned on: the committed board's, looked up only when asked.
  const shown = useRef<Board | null>(null);
  const cards = useMemo(
    () => ({
      get current() {
        return shown.current === null ? NO_CARDS : boardCards(shown.current);
      },
    }),
    [],
  );
  const assignments = useAssignments(receipts, cards);
  const { pending } = assignments.state;
  // The runs of drivers on shift who shared none, as auto-dispatch estimates them (its chunk).
  const [estimated, setEstimated] = useState<SharedRuns>(NO_RUNS);
  // Builds again only the columns whose receipts (or run) changed (board.ts).
  const [buildBoard] = useState(createBoardBuilder);
  const built = useMemo(
    () => buildBoard({ receipts, team, pending, now, runs, estimated }),
    [buildBoard, receipts, team, pending, now, runs, estimated],
  );
  const board = useKeptWhileUnchanged(built, keepUnchanged ? keepUnchangedBoard : keepNothing);
  const auto = useAutoDispatch(board, setEstimated);
  const { dispatch } = auto;
  const latest = useRef<BoardLatest>({ board, dispatch });
  useLayoutEffect(() => {
    latest.current = { board, dispatch };
    shown.current = board;
  }, [board, dispatch]);
  const latestBoard = useCallback(() => latest.current.board, []);
  const menu = useBoardMenu(latest, assignments.assign);
  const nameOf = useMemo(() => teamNames(team), [team]);
  return { board, latest, latestBoard, assignments, menu, nameOf, auto };
}
