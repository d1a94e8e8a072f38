import type { Board, BoardCard, BoardColumn } from '@/desk/board/board';
import { columnName } from '@/desk/board/cardText';
import { workTime } from '@/desk/board/lateness';
import type { GeoPoint } from '@/domain/read';

// What auto-dispatch reads of the board (dispatchDrivers.ts, deskDispatch.ts): the drivers'
// regions (who, may be given orders), their open orders' ids, map positions, due and work times,
// where their last delivered stop was, and the unassigned cards the same way. A realtime change
// that leaves all of it as it was — most do: a status between two open ones, a note, a payment —
// keeps the board auto-dispatch last counted with, so its suggestions' pass and its estimates do
// not run again for a change that could not move them (docs/auto-dispatch.md#on-the-desk).
// Light on purpose: it runs in the render of every change. It is in the rule's chunk
// (deskDispatch.ts), not in /desk's first load: before that chunk is in there is nothing to keep.

/** Delivered cards are newest first (board.ts): the first with a position is the last stop. */
export function lastStopOf(delivered: readonly BoardCard[]): GeoPoint | null {
  return (
    delivered.find((card) => card.receipt.address.location !== null)?.receipt.address.location ??
    null
  );
}

function samePlace(a: GeoPoint | null, b: GeoPoint | null): boolean {
  return a === b || (a !== null && b !== null && a.lat === b.lat && a.lng === b.lng);
}

function sameStop(a: BoardCard, b: BoardCard): boolean {
  if (a === b) return true;
  const x = a.receipt;
  const y = b.receipt;
  return (
    x.id === y.id &&
    a.dispatchId === b.dispatchId &&
    x.dueAt === y.dueAt &&
    workTime(x) === workTime(y) &&
    samePlace(x.address.location, y.address.location)
  );
}

/**
 * The same stops, in any order: auto-dispatch orders a driver's open orders itself (by work time,
 * dispatchDrivers.ts) and keys the cards' lines by id, so a card that moved within its region
 * (a status that sorts it elsewhere) changes nothing it counts.
 */
function sameStops(a: readonly BoardCard[], b: readonly BoardCard[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  let byId: Map<string, BoardCard> | null = null;
  for (let index = 0; index < a.length; index++) {
    const card = a[index];
    let other: BoardCard | undefined = b[index];
    if (other.receipt.id !== card.receipt.id) {
      // Looked up only when a card is not where it was (ids are unique on the board).
      byId ??= new Map(b.map((each) => [each.receipt.id, each]));
      other = byId.get(card.receipt.id);
      if (other === undefined) return false;
    }
    if (!sameStop(card, other)) return false;
  }
  return true;
}

function sameColumn(a: BoardColumn, b: BoardColumn): boolean {
  return (
    a === b ||
    (a.key === b.key &&
      a.kind === b.kind &&
      a.uid === b.uid &&
      a.target === b.target &&
      columnName(a) === columnName(b) &&
      sameStops(a.open, b.open) &&
      samePlace(lastStopOf(a.delivered), lastStopOf(b.delivered)))
  );
}

/** `a` and `b` are the same to auto-dispatch: it would count the same from either. */
export function sameForDispatch(a: Board, b: Board): boolean {
  return (
    a === b ||
    (sameStops(a.unassigned.open, b.unassigned.open) &&
      a.drivers.length === b.drivers.length &&
      a.drivers.every((column, index) => sameColumn(column, b.drivers[index])))
  );
}
