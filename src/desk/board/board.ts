import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { compareNewestFirst, isDelivered, RECEIPT_TYPE_SALE } from '@/domain/orders';
import type { Receipt } from '@/domain/receipt';
import { isActiveDriver, isDeactivated, isManager } from '@/domain/roles';
import { compareByWorkTime, lateMinutes } from './lateness';

// The board (docs/desk.md#the-board), as pure data: today's SALE receipts grouped into the
// "Unassigned" column, one column per driver (every back-office record that is not a manager,
// with or without orders) and one per dispatcher the desk does not know (never hidden), each
// split into open orders (by due, else placed time: the desk does not know the drivers' route
// order) and delivered ones (newest first); and the day's counts. Moves not yet confirmed by
// the server are laid over (`pending`): the card shows where it is going.

export interface BoardCard {
  receipt: Receipt;
  /** The dispatcher the card shows under: a pending move's target, else the receipt's. */
  dispatchId: string | null;
  lateMinutes: number | null;
  /** A move of this card is on its way to the server. */
  pending: boolean;
}

export type ColumnKind = 'unassigned' | 'driver' | 'unknown';

export interface BoardColumn {
  /** Stable across renders: 'unassigned', or the dispatcher's uid after `driver:`. */
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
}

export interface BoardCounts {
  unassigned: number;
  late: number;
  open: number;
  delivered: number;
}

export interface Board {
  unassigned: BoardColumn;
  /** The drivers by name, then the columns of dispatchers the desk does not know. */
  drivers: readonly BoardColumn[];
  counts: BoardCounts;
}

/** The receipt's dispatcher as the desk shows it: a pending move's target wins. */
export type PendingTargets = ReadonlyMap<string, { to: string | null }>;

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
  open: BoardCard[];
  delivered: BoardCard[];
}

function sortBucket(bucket: Bucket): Bucket {
  bucket.open.sort((a, b) => compareByWorkTime(a.receipt, b.receipt));
  bucket.delivered.sort((a, b) => compareNewestFirst(a.receipt, b.receipt));
  return bucket;
}

export interface BoardInput {
  receipts: readonly Receipt[];
  team: readonly BackOfficeUser[];
  pending: PendingTargets;
  now: number;
}

/** The board for these receipts, team, pending moves and time. */
export function buildBoard({ receipts, team, pending, now }: BoardInput): Board {
  const buckets = new Map<string | null, Bucket>();
  const bucketOf = (uid: string | null) => {
    let bucket = buckets.get(uid);
    if (bucket === undefined) {
      bucket = { open: [], delivered: [] };
      buckets.set(uid, bucket);
    }
    return bucket;
  };
  const counts: BoardCounts = { unassigned: 0, late: 0, open: 0, delivered: 0 };

  for (const receipt of receipts) {
    if (receipt.receiptType !== RECEIPT_TYPE_SALE) continue;
    const move = pending.get(receipt.id);
    const dispatchId = move === undefined ? receipt.dispatchId : move.to;
    const late = lateMinutes(receipt, now);
    const card: BoardCard = { receipt, dispatchId, lateMinutes: late, pending: move !== undefined };
    const bucket = bucketOf(dispatchId);
    if (isDelivered(receipt)) {
      bucket.delivered.push(card);
      counts.delivered += 1;
    } else {
      bucket.open.push(card);
      counts.open += 1;
      if (dispatchId === null) counts.unassigned += 1;
      if (late !== null) counts.late += 1;
    }
  }

  const empty = (): Bucket => ({ open: [], delivered: [] });
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
  const drivers = team
    .filter((person) => !isManager(person) && !gone.has(person.uid))
    .sort(compareByName);
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
    ...sortBucket(buckets.get(null) ?? empty()),
  };
  const driverColumns: BoardColumn[] = drivers.map((driver) => ({
    key: columnKey(driver.uid),
    kind: 'driver',
    uid: driver.uid,
    person: driver,
    target: isActiveDriver(driver),
    ...sortBucket(buckets.get(driver.uid) ?? empty()),
  }));
  const unknownColumns: BoardColumn[] = unknownUids.map((uid) => ({
    key: columnKey(uid),
    kind: 'unknown',
    uid,
    person: peopleByUid.get(uid) ?? null,
    target: false,
    ...sortBucket(buckets.get(uid) ?? empty()),
  }));
  return { unassigned, drivers: [...driverColumns, ...unknownColumns], counts };
}
