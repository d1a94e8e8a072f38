import type { Board, BoardCard, BoardColumn } from './board';

// A board built again says mostly what the one on screen says: one receipt changed, or one
// card's lateness went up a minute. What says the same keeps its object (structural sharing,
// as the driver app's keepUnchanged does), so the memoised columns and cards of the screen
// (docs/desk.md#performance) re-render only where something changed.

function sameCard(a: BoardCard, b: BoardCard): boolean {
  return (
    a.receipt === b.receipt &&
    a.dispatchId === b.dispatchId &&
    a.lateMinutes === b.lateMinutes &&
    a.pending === b.pending
  );
}

/** The cards of the board on screen by receipt id, built only when a card is not where it was. */
type KeptCards = () => ReadonlyMap<string, BoardCard>;

/**
 * What each list the builder gave was kept as. The builder gives a column's unchanged list again
 * on every build (board.ts); once kept as another list (one card renewed, the rest the screen's),
 * it is known to say what that list says, and not compared card by card on every change again.
 */
const keptLists = new WeakMap<readonly BoardCard[], readonly BoardCard[]>();

function keepCards(
  kept: readonly BoardCard[],
  next: readonly BoardCard[],
  keptById: KeptCards,
): readonly BoardCard[] {
  if (next === kept || keptLists.get(next) === kept) return kept;
  let changed = kept.length !== next.length;
  const shared = next.map((card, index) => {
    // Most cards are where they were (one receipt changed): compared in place, no look-up.
    const inPlace = kept[index];
    const before =
      inPlace !== undefined && inPlace.receipt.id === card.receipt.id
        ? inPlace
        : keptById().get(card.receipt.id);
    const shown = before !== undefined && sameCard(before, card) ? before : card;
    if (shown !== inPlace) changed = true;
    return shown;
  });
  const result = changed ? shared : kept;
  keptLists.set(next, result);
  return result;
}

function keepColumn(
  kept: BoardColumn | undefined,
  next: BoardColumn,
  keptCards: KeptCards,
): BoardColumn {
  if (kept === undefined) {
    return {
      ...next,
      open: keepCards([], next.open, keptCards),
      delivered: keepCards([], next.delivered, keptCards),
    };
  }
  const open = keepCards(kept.open, next.open, keptCards);
  const delivered = keepCards(kept.delivered, next.delivered, keptCards);
  const same =
    open === kept.open &&
    delivered === kept.delivered &&
    kept.person === next.person &&
    kept.target === next.target &&
    kept.kind === next.kind &&
    kept.estimated === next.estimated;
  return same ? kept : { ...next, open, delivered };
}

const cardsByBoard = new WeakMap<Board, ReadonlyMap<string, BoardCard>>();

/** The board's cards by receipt id (open and delivered), built once per board when asked. */
export function boardCards(board: Board): ReadonlyMap<string, BoardCard> {
  let cards = cardsByBoard.get(board);
  if (cards === undefined) {
    const byId = new Map<string, BoardCard>();
    for (const column of [board.unassigned, ...board.drivers]) {
      for (const card of column.open) byId.set(card.receipt.id, card);
      for (const card of column.delivered) byId.set(card.receipt.id, card);
    }
    cards = byId;
    cardsByBoard.set(board, cards);
  }
  return cards;
}

/** `next`, keeping every card, column and list of `kept` that says the same. */
export function keepUnchangedBoard(kept: Board | null, next: Board): Board {
  if (kept === null) return next;
  const keptCards = () => boardCards(kept);
  const keptColumns = new Map(kept.drivers.map((column) => [column.key, column]));
  const unassigned = keepColumn(kept.unassigned, next.unassigned, keptCards);
  const columns = next.drivers.map((column) =>
    keepColumn(keptColumns.get(column.key), column, keptCards),
  );
  const drivers =
    columns.length === kept.drivers.length &&
    columns.every((column, index) => column === kept.drivers[index])
      ? kept.drivers
      : columns;
  const c = next.counts;
  const k = kept.counts;
  const counts =
    c.unassigned === k.unassigned &&
    c.late === k.late &&
    c.open === k.open &&
    c.delivered === k.delivered
      ? k
      : c;
  if (unassigned === kept.unassigned && drivers === kept.drivers && counts === k) return kept;
  return { unassigned, drivers, counts };
}
