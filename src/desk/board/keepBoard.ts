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

function keepCards(
  kept: readonly BoardCard[],
  next: readonly BoardCard[],
  keptById: ReadonlyMap<string, BoardCard>,
): readonly BoardCard[] {
  let changed = kept.length !== next.length;
  const shared = next.map((card, index) => {
    const before = keptById.get(card.receipt.id);
    const shown = before !== undefined && sameCard(before, card) ? before : card;
    if (shown !== kept[index]) changed = true;
    return shown;
  });
  return changed ? shared : kept;
}

function keepColumn(
  kept: BoardColumn | undefined,
  next: BoardColumn,
  keptCards: ReadonlyMap<string, BoardCard>,
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
    kept.kind === next.kind;
  return same ? kept : { ...next, open, delivered };
}

function cardsOf(board: Board): Map<string, BoardCard> {
  const cards = new Map<string, BoardCard>();
  for (const column of [board.unassigned, ...board.drivers]) {
    for (const card of column.open) cards.set(card.receipt.id, card);
    for (const card of column.delivered) cards.set(card.receipt.id, card);
  }
  return cards;
}

/** `next`, keeping every card, column and list of `kept` that says the same. */
export function keepUnchangedBoard(kept: Board | null, next: Board): Board {
  if (kept === null) return next;
  const keptCards = cardsOf(kept);
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
