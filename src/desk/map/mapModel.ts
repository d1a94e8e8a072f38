import type { Board, BoardCard, BoardColumn } from '@/desk/board/board';
import { columnName, orderRef } from '@/desk/board/cardText';
import { teamNames } from '@/desk/people';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import type { GeoPoint } from '@/domain/read';
import type { Receipt } from '@/domain/receipt';
import { isStalePosition, minutesAgo, type DriverShift } from '@/domain/shift/driverShift';
import { driverMarkerName, stopMarkerName, stopOrderText, stopStreet } from './mapText';

// The desk's map as data (docs/map.md#the-desks-map): the one model both renderers draw. The
// drivers on shift at their last position, each driver's open stops numbered in the order the
// board shows them (the desk's run order: board.ts), the unassigned stops apart, and what has
// no map position listed, never dropped. Every marker has its name here, so the two renderers
// name them alike ("Ana Ribeiro, last seen 2 min ago"; "#1042, Rua da Prata 42, unassigned").

/** How many colours the runs take in turn (map.css: --run-0 … --run-9). */
export const RUN_COLOURS = 10;

export interface MapDriver {
  uid: string;
  name: string;
  /** The marker's visible letters ("AR"). */
  initials: string;
  /** The run colour's index (map.css): the driver's column on the board. */
  colour: number;
  location: GeoPoint;
  stale: boolean;
  minutesAgo: number;
  /** The marker's name: "Ana Ribeiro, last seen 2 min ago" (stale: says so). */
  label: string;
}

export interface MapStop {
  /** The receipt's id. */
  id: string;
  /** The order's number, else its id (the board's orderRef: "Assign #1042"). */
  ref: string;
  /** "#1042", or "Order without a number". */
  order: string;
  street: string;
  /** The driver it shows under (a pending move's target); null: unassigned. */
  driverUid: string | null;
  /** Its place in the driver's run, from 1; null when unassigned. */
  number: number | null;
  colour: number | null;
  location: GeoPoint | null;
  pending: boolean;
  /** "#1042, Rua da Prata 42, Ana Ribeiro, stop 2" or "#1042, Rua da Prata 42, unassigned". */
  label: string;
}

export interface MapRun {
  /** The driver's uid. */
  uid: string;
  name: string;
  colour: number;
  /** Every open stop of the run, in order; those without a position too (they keep a number). */
  stops: readonly MapStop[];
}

export interface DeskMapModel {
  /** On shift with a position, in the board's order of drivers. */
  drivers: readonly MapDriver[];
  /** Drivers on shift whose phone has sent no position yet. */
  driversWithoutPosition: readonly { uid: string; name: string }[];
  /** Each driver's open run, in the board's order (drivers by name, then unknown ones). */
  runs: readonly MapRun[];
  /** The open unassigned stops, in the board's order (due, else placed). */
  unassigned: readonly MapStop[];
  /** Open stops without a map position (assigned or not), in the order above. */
  unplaced: readonly MapStop[];
  /** Every stop by receipt id. */
  stopsById: ReadonlyMap<string, MapStop>;
}

export interface DeskMapInput {
  board: Board;
  shifts: readonly DriverShift[];
  team: readonly BackOfficeUser[];
  now: number;
}

/** "AR" for "Ana Ribeiro"; the first letter or two of a one-word name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? [...words[0]].slice(0, 2)
      : [[...words[0]][0], [...words[words.length - 1]][0]];
  return letters.join('').toLocaleUpperCase();
}

function stopOf(
  card: BoardCard,
  run: { uid: string; name: string; colour: number } | null,
  number: number | null,
): MapStop {
  const receipt: Receipt = card.receipt;
  const order = stopOrderText(receipt);
  const street = stopStreet(receipt);
  return {
    id: receipt.id,
    ref: orderRef(receipt),
    order,
    street,
    driverUid: card.dispatchId,
    number,
    colour: run?.colour ?? null,
    location: receipt.address.location,
    pending: card.pending,
    label: stopMarkerName({ order, street, driver: run?.name ?? null, number }),
  };
}

function runOf(column: BoardColumn, colour: number): MapRun | null {
  if (column.uid === null || column.open.length === 0) return null;
  const run = { uid: column.uid, name: columnName(column), colour };
  return { ...run, stops: column.open.map((card, index) => stopOf(card, run, index + 1)) };
}

/** A driver keeps one colour for the day: their place among the board's columns. */
function coloursOf(board: Board): Map<string | null, number> {
  return new Map(board.drivers.map((column, index) => [column.uid, index % RUN_COLOURS]));
}

export type DeskMapStops = Pick<DeskMapModel, 'runs' | 'unassigned' | 'unplaced' | 'stopsById'>;
export type DeskMapDrivers = Pick<DeskMapModel, 'drivers' | 'driversWithoutPosition'>;

/** The stops of this board (with its pending moves): the runs, the unassigned, the unplaced. */
export function buildDeskStops(board: Board): DeskMapStops {
  const colourOf = coloursOf(board);
  const runs = board.drivers.flatMap(
    (column) => runOf(column, colourOf.get(column.uid) ?? 0) ?? [],
  );
  const unassigned = board.unassigned.open.map((card) => stopOf(card, null, null));
  const stopsById = new Map<string, MapStop>();
  const unplaced: MapStop[] = [];
  for (const stop of [...runs.flatMap((run) => run.stops), ...unassigned]) {
    stopsById.set(stop.id, stop);
    if (stop.location === null) unplaced.push(stop);
  }
  return { runs, unassigned, unplaced, stopsById };
}

/** The drivers on shift at these records and time, in the board's order, in their colours. */
export function buildDeskDrivers({ board, shifts, team, now }: DeskMapInput): DeskMapDrivers {
  const colourOf = coloursOf(board);
  const nameOf = teamNames(team);
  const order = new Map(board.drivers.map((column, index) => [column.uid, index]));
  const onShift = shifts
    .filter((shift) => shift.onShift)
    .sort(
      (a, b) =>
        (order.get(a.uid) ?? Infinity) - (order.get(b.uid) ?? Infinity) ||
        nameOf(a.uid).localeCompare(nameOf(b.uid)) ||
        (a.uid < b.uid ? -1 : 1),
    );
  const drivers: MapDriver[] = [];
  const driversWithoutPosition: { uid: string; name: string }[] = [];
  onShift.forEach((shift, index) => {
    const name = nameOf(shift.uid);
    if (shift.position === null) {
      driversWithoutPosition.push({ uid: shift.uid, name });
      return;
    }
    const stale = isStalePosition(shift.position, now);
    const minutes = minutesAgo(shift.position.storedAt, now);
    drivers.push({
      uid: shift.uid,
      name,
      initials: initialsOf(name),
      colour: colourOf.get(shift.uid) ?? index % RUN_COLOURS,
      location: { lat: shift.position.lat, lng: shift.position.lng },
      stale,
      minutesAgo: minutes,
      label: driverMarkerName(name, minutes, stale),
    });
  });
  return { drivers, driversWithoutPosition };
}

/** The map for this board (with its pending moves), these shift records, team and time. */
export function buildDeskMap(input: DeskMapInput): DeskMapModel {
  return { ...buildDeskStops(input.board), ...buildDeskDrivers(input) };
}
