import { useCallback, useMemo, useState } from 'react';
import type { DeskDispatch } from '@/desk/dispatch/deskDispatch';
import { deskText } from '@/desk/i18n/texts';
import { createStore, type Store } from '@/platform';
import { useAfterPaint } from '@/ui/useAfterPaint';
import type { MenuTarget } from './AssignMenu';
import type { Board, BoardCard, BoardColumn } from './board';
import type { BoardActions } from './boardActions';
import { columnName, orderRef } from './cardText';
import { boardCards } from './keepBoard';

// The board's menus and selection (docs/desk.md#assigning): which menu is open, for which
// orders, with which choices, and what happens when one is chosen. The actions handed to the
// cards keep their identity for the board's life (they read the latest board from `latest`).

export interface OpenMenu {
  label: string;
  receiptIds: readonly string[];
  targets: readonly MenuTarget[];
  anchor: HTMLElement;
  /** Where focus goes after a choice: the moved card, or the button that opened the menu. */
  focusCard: string | null;
  clearsSelection: boolean;
}

export interface BoardLatest {
  board: Board;
  /** Auto-dispatch over this board, once the drivers' shifts are read (the board's only). */
  dispatch?: DeskDispatch | null;
}

/** The choices of a menu: the active drivers but `except`, and "Unassigned" when asked. */
export function menuTargets(
  board: Board,
  except: string | null,
  withUnassigned: boolean,
): MenuTarget[] {
  const drivers = board.drivers
    .filter((column) => column.kind === 'driver' && column.target && column.uid !== except)
    .map((column) => ({ uid: column.uid, name: columnName(column) }));
  return withUnassigned ? [...drivers, { uid: null, name: deskText('menu.unassign') }] : drivers;
}

/** One card's choices: best first with their figures where auto-dispatch can tell, else by name. */
function cardTargets(latest: BoardLatest, card: BoardCard): MenuTarget[] {
  const ranked = latest.dispatch?.targets(card) ?? null;
  return ranked ?? menuTargets(latest.board, card.dispatchId, card.dispatchId !== null);
}

/** The selected receipts that can still be assigned (open, on the board), in board order. */
export function selectedOpen(board: Board, selected: ReadonlySet<string>): BoardCard[] {
  if (selected.size === 0) return [];
  return [board.unassigned, ...board.drivers]
    .flatMap((column: BoardColumn) => column.open)
    .filter((card) => selected.has(card.receipt.id));
}

/** The board's menus: the one open, the cards' actions, the selection, and what they do. */
export type BoardMenu = ReturnType<typeof useBoardMenu>;

export function useBoardMenu(
  latest: { current: BoardLatest },
  assign: (ids: readonly string[], to: string | null) => void,
) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [selection] = useState<Store<ReadonlySet<string>>>(() =>
    createStore<ReadonlySet<string>>(new Set()),
  );
  const afterPaint = useAfterPaint();

  const actions = useMemo<BoardActions>(
    () => ({
      selection,
      toggleSelected(receiptId) {
        const next = new Set(selection.get());
        if (!next.delete(receiptId)) next.add(receiptId);
        selection.set(next);
      },
      openCardMenu(receiptId, anchor) {
        const card = boardCards(latest.current.board).get(receiptId);
        if (card === undefined) return;
        setMenu({
          label: deskText('card.assignMenu', { number: orderRef(card.receipt) }),
          receiptIds: [receiptId],
          targets: cardTargets(latest.current, card),
          anchor,
          focusCard: receiptId,
          clearsSelection: false,
        });
      },
      openMoveAll(columnKey, anchor) {
        const { board } = latest.current;
        const column = board.drivers.find((c) => c.key === columnKey);
        if (column === undefined) return;
        setMenu({
          label: deskText('board.moveAllMenu', { name: columnName(column) }),
          receiptIds: column.open.map((card) => card.receipt.id),
          targets: menuTargets(board, column.uid, true),
          anchor,
          focusCard: null,
          clearsSelection: false,
        });
      },
    }),
    [latest, selection],
  );

  const openSelectionMenu = useCallback(
    (anchor: HTMLElement) => {
      const cards = selectedOpen(latest.current.board, selection.get());
      if (cards.length === 0) return;
      setMenu({
        label: deskText('selection.assignSelectedMenu', { count: cards.length }),
        receiptIds: cards.map((card) => card.receipt.id),
        targets: menuTargets(
          latest.current.board,
          null,
          cards.some((card) => card.dispatchId !== null),
        ),
        anchor,
        focusCard: null,
        clearsSelection: true,
      });
    },
    [latest, selection],
  );

  const close = useCallback(
    (returnFocus: boolean) => {
      if (returnFocus) menu?.anchor.focus();
      setMenu(null);
    },
    [menu],
  );

  const choose = useCallback(
    (target: MenuTarget) => {
      if (menu === null) return;
      assign(menu.receiptIds, target.uid);
      if (menu.clearsSelection) selection.set(new Set());
      setMenu(null);
      const { anchor, focusCard } = menu;
      // The card moved to another region: its Assign button there takes the focus.
      afterPaint(() => {
        const card =
          focusCard === null
            ? undefined
            : [...document.querySelectorAll<HTMLElement>('[data-card-id]')].find(
                (element) => element.dataset.cardId === focusCard,
              );
        const moved = card?.querySelector<HTMLElement>('.desk-card__assign');
        (moved ?? (anchor.isConnected ? anchor : null))?.focus();
      });
    },
    [menu, assign, selection, afterPaint],
  );

  return { menu, actions, selection, openSelectionMenu, close, choose };
}
