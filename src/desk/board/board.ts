import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { compareNewestFirst, isDelivered } from '@/domain/orders';
import type { Receipt } from '@/domain/receipt';
import { isActiveDriver, isDeactivated, isManager } from '@/domain/roles';
import { mergeRouteOrder } from '@/domain/route/routeOrder';
import { groupReceipts, type Grouping, type PendingTargets } from './grouping';
import { compareByWorkTime, latenessHolds, lateMinutes } from './lateness';
import { sameList, sameRun } from './sameRun';

// The board (docs/desk.md#the-board), as pure data: today's SALE receipts grouped into the
// "Unassigned" column, one column per driver (every back-office record that is not a manager,
// with or without orders) and one per driver the desk does not know (never hidden), each
// split into open orders and delivered ones (newest first); and the day's counts. Open orders
// are in the driver's run where their phone shared it with its position (`runs`: the shared
// ids still open in that order, the others after, as the phone adds them: runOf.ts), else in the
// desk's estimate of it for a driver on shift (`estimated`: auto-dispatch's, which comes after the
// board is drawn, so the order may change once when it arrives), else by due, else placed time.
// Moves not yet confirmed by the server are laid over (`pending`): the card shows where it goes.

export interface BoardCard {
  receipt: Receipt;
  /** The driver the card shows under: a pending move's target, else the receipt's. */
  dispatchId: string | null;
  lateMinutes: number | null;
  /** A move of this card is on its way to the server. */
  pending: boolean;
}

export type ColumnKind = 'unassigned' | 'driver' | 'unknown';

export interface BoardColumn {
  /** Stable across renders: 'unassigned', or the driver's uid after `driver:`. */
  key: string;
  kind: ColumnKind;
  /** The uid orders dropped here go to (null: unassigned). */
  uid: string | null;
  /** The back-office record ('driver', and 'unknown' when a manager holds orders); else null. */
  person: BackOfficeUser | null;
  /** May be given orders (an active driver, or "Unassigned"). */
  target: boolean;
  open: readonly BoardCard[];
  delivered: readonly BoardCard[];
  /** Its open orders (two or more) are in the desk's estimate of the run: none was shared. */
  estimated?: boolean;
}

export interface BoardCounts {
  unassigned: number;
  late: number;
  open: number;
  delivered: number;
}

export interface Board {
  unassigned: BoardColumn;
  /** The drivers by name, then the columns of drivers the desk does not know. */
  drivers: readonly BoardColumn[];
  counts: BoardCounts;
}

export type { PendingTargets } from './grouping';

export const UNASSIGNED_KEY = 'unassigned';

export function columnKey(uid: string | null): string {
  return uid === null ? UNASSIGNED_KEY : `driver:${uid}`;
}

/** How a person is sorted and, without a name, shown: name, else email, else uid. */
export function personLabel(person: BackOfficeUser): string {
  return person.name ?? person.email ?? person.uid;
}

function compareByName(a: BackOfficeUser, b: BackOfficeUser): number {
  return personLabel(a).localeCompare(personLabel(b)) || (a.uid < b.uid ? -1 : 1);
}

interface Bucket {
  open: readonly BoardCard[];
  delivered: readonly BoardCard[];
}

/** One column's part of a build, kept for the next build (`createBoardBuilder`). */
interface BuiltBucket extends Bucket {
  /** Its receipts in the feed's order: the same list again gives the same cards. */
  receipts: readonly Receipt[];
  /** The run its open cards were ordered by (none: by time). */
  run: readonly string[] | undefined;
  /** `run` is an estimate (said only while two or more are open). */
  guessed: boolean;
  counts: BoardCounts;
}

/** Each driver's stop order as their phone shared it (uid → receipt ids), from their shifts. */
export type SharedRuns = ReadonlyMap<string, readonly string[]>;

const NO_RUNS: SharedRuns = new Map();

/** The shared runs of these shift records (those on shift that sent one). */
export function sharedRuns(
  shifts: readonly { uid: string; run: readonly string[] | null }[],
): SharedRuns {
  const runs = new Map<string, readonly string[]>();
  for (const shift of shifts) if (shift.run !== null) runs.set(shift.uid, shift.run);
  return runs;
}

/** What a build leaves for the next: its buckets, valid while the pending moves hold. */
interface BuildMemo {
  pending: PendingTargets;
  now: number;
  /** The receipts by region (grouping.ts): carried over to the next build. */
  grouping: Grouping;
  buckets: ReadonlyMap<string | null, BuiltBucket>;
  team: readonly BackOfficeUser[];
  /** The team's drivers (every record but the managers') by name: sorted once per team. */
  byName: readonly BackOfficeUser[];
}

export interface BoardInput {
  receipts: readonly Receipt[];
  team: readonly BackOfficeUser[];
  pending: PendingTargets;
  now: number;
  /** The drivers' shared runs; none (or a driver without one): their open orders by time. */
  runs?: SharedRuns;
  /** The desk's estimated runs, for drivers without a shared one (useDeskDispatch.ts). */
  estimated?: SharedRuns;
}

/** The open cards (by time) in the run's order: its ids still open, then the others by time. */
function inRunOrder(open: readonly BoardCard[], run: readonly string[]): BoardCard[] {
  const byId = new Map(open.map((card) => [card.receipt.id, card]));
  const ids = mergeRouteOrder(
    run,
    open.map((card) => card.receipt.id),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One column's cards (open by work time, delivered newest first) and counts. */
function buildBucket(
  uid: string | null,
  receipts: readonly Receipt[],
  run: readonly string[] | undefined,
  guessed: boolean,
  { pending, now }: BoardInput,
): BuiltBucket {
  const open: BoardCard[] = [];
  const delivered: BoardCard[] = [];
  const counts: BoardCounts = { unassigned: 0, late: 0, open: 0, delivered: 0 };
  for (const receipt of receipts) {
    const late = lateMinutes(receipt, now);
    const card: BoardCard = {
      receipt,
      dispatchId: uid,
      lateMinutes: late,
      pending: pending.has(receipt.id),
    };
    if (isDelivered(receipt)) {
      delivered.push(card);
      counts.delivered += 1;
    } else {
      open.push(card);
      counts.open += 1;
      if (uid === null) counts.unassigned += 1;
      if (late !== null) counts.late += 1;
    }
  }
  open.sort((a, b) => compareByWorkTime(a.receipt, b.receipt));
  delivered.sort((a, b) => compareNewestFirst(a.receipt, b.receipt));
  return { receipts, run, guessed, open: run ? inRunOrder(open, run) : open, delivered, counts };
}

/**
 * The board for `input`; with the memo of the build before (same pending moves and time), a
 * column whose receipts are the same objects in the same order keeps its cards as they were
 * built and sorted (one realtime change renews one or two columns' cards, not the board's).
 */
function buildWith(
  input: BoardInput,
  previous: BuildMemo | null,
): { board: Board; memo: BuildMemo } {
  const { receipts, team, pending, now } = input;
  const grouping = groupReceipts(previous?.grouping ?? null, receipts, pending);
  const grouped = grouping.groups;

  // The board's clock moves every 15 s: a column is kept while its cards' lateness reads the same.
  const reusable = previous !== null && previous.pending === pending;
  const buckets = new Map<string | null, BuiltBucket>();
  const counts: BoardCounts = { unassigned: 0, late: 0, open: 0, delivered: 0 };
  for (const [uid, list] of grouped) {
    const before = reusable ? previous.buckets.get(uid) : undefined;
    const shared = uid === null ? undefined : (input.runs ?? NO_RUNS).get(uid);
    const guess = uid === null || shared ? undefined : input.estimated?.get(uid);
    const run = shared ?? guess;
    const guessed = guess !== undefined;
    const bucket =
      before?.guessed === guessed &&
      sameList(before.receipts, list) &&
      sameRun(before.run, run) &&
      (previous?.now === now || latenessHolds(before.open, now))
        ? before
        : buildBucket(uid, list, run, guessed, input);
    buckets.set(uid, bucket);
    counts.unassigned += bucket.counts.unassigned;
    counts.late += bucket.counts.late;
    counts.open += bucket.counts.open;
    counts.delivered += bucket.counts.delivered;
  }
  const cardsOf = (uid: string | null): Bucket & { estimated: boolean } => {
    const bucket = buckets.get(uid);
    const open = bucket?.open ?? [];
    return {
      open,
      delivered: bucket?.delivered ?? [],
      estimated: !!bucket?.guessed && open.length > 1,
    };
  };

  // A deactivated driver leaves the board once no open order is theirs (deactivating gives them
  // back); their delivered ones of the day still count above (docs/team.md#deactivate).
  const gone = new Set(
    team
      .filter(
        (person) =>
          isDeactivated(person) && !isManager(person) && !buckets.get(person.uid)?.open.length,
      )
      .map((person) => person.uid),
  );
  // By name, with the locale's collation: sorted again only when the team changed, not on each
  // receipt's change (44 names' comparisons cost a few ms at 4× CPU).
  const byName =
    previous !== null && previous.team === team
      ? previous.byName
      : team.filter((person) => !isManager(person)).sort(compareByName);
  const drivers = byName.filter((person) => !gone.has(person.uid));
  const known = new Set([...drivers.map((driver) => driver.uid), ...gone]);
  const peopleByUid = new Map(team.map((person) => [person.uid, person]));
  const unknownUids = [...buckets.keys()]
    .filter((uid): uid is string => uid !== null && !known.has(uid))
    .sort();

  const unassigned: BoardColumn = {
    key: UNASSIGNED_KEY,
    kind: 'unassigned',
    uid: null,
    person: null,
    target: true,
    ...cardsOf(null),
  };
  const driverColumns: BoardColumn[] = drivers.map((driver) => ({
    key: columnKey(driver.uid),
    kind: 'driver',
    uid: driver.uid,
    person: driver,
    target: isActiveDriver(driver),
    ...cardsOf(driver.uid),
  }));
  const unknownColumns: BoardColumn[] = unknownUids.map((uid) => ({
    key: columnKey(uid),
    kind: 'unknown',
    uid,
    person: peopleByUid.get(uid) ?? null,
    target: false,
    ...cardsOf(uid),
  }));
  return {
    board: { unassigned, drivers: [...driverColumns, ...unknownColumns], counts },
    memo: { pending, now, grouping, buckets, team, byName },
  };
}

/** The board for these receipts, team, pending moves and time. */
export function buildBoard(input: BoardInput): Board {
  return buildWith(input, null).board;
}

/**
 * A `buildBoard` that remembers its last build: what it returns is the same board, built anew
 * only in the columns whose receipts changed (or everywhere when the time or the pending moves
 * did).
 */
export function createBoardBuilder(): (input: BoardInput) => Board {
  let memo: BuildMemo | null = null;
  return (input) => {
    const built = buildWith(input, memo);
    memo = built.memo;
    return built.board;
  };
}
