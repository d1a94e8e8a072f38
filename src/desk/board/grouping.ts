import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import type { Receipt } from '@/domain/receipt';

// The day's SALE receipts grouped by the region that shows them (board.ts): a move on its way
// to the server puts a receipt under its target, else it is under its driver (null: Unassigned).
//
// A realtime change renews one receipt of a day of hundreds. Both feeds (the demo's and
// Firestore's) keep every other receipt's object, and those keep their order. So a grouping is
// carried over from the one before: one walk over both lists, comparing objects (no look-up),
// finds the receipts that left and those that came, and only their regions' lists are made
// again. Every other list keeps its object, which tells the builder that its column is as it
// was. Grouping the whole day again on every change took a third of the board's render at
// 1,000 orders (docs/performance.md#the-desk-section-11).

/** The receipt's driver as the desk shows it: a pending move's target wins. */
export type PendingTargets = ReadonlyMap<string, { to: string | null }>;

/** The receipts of each region that has any, by driver uid (null: Unassigned). */
export type Groups = ReadonlyMap<string | null, readonly Receipt[]>;

export interface Grouping {
  receipts: readonly Receipt[];
  pending: PendingTargets;
  groups: Groups;
  /**
   * Every object of `receipts`, made when the next grouping first needs it. The grouping made
   * from this one takes it over and updates it: only the latest grouping is ever carried over.
   */
  members: Set<Receipt> | null;
}

/** Beyond this many receipts gone and come, grouping anew costs less than carrying over. */
function carryLimit(count: number): number {
  return Math.max(64, count >> 3);
}

function regionOf(receipt: Receipt, pending: PendingTargets): string | null {
  const move = pending.get(receipt.id);
  return move === undefined ? receipt.dispatchId : move.to;
}

function groupAll(receipts: readonly Receipt[], pending: PendingTargets): Groups {
  const groups = new Map<string | null, Receipt[]>();
  for (const receipt of receipts) {
    if (receipt.receiptType !== RECEIPT_TYPE_SALE) continue;
    const uid = regionOf(receipt, pending);
    const list = groups.get(uid);
    if (list === undefined) groups.set(uid, [receipt]);
    else list.push(receipt);
  }
  return groups;
}

interface Difference {
  gone: Receipt[];
  came: Receipt[];
}

/**
 * What left `before` and what came into `next`, by object, walking both in step: where they
 * differ, an object `before` does not hold came, else the one of `before` left. Whatever the
 * order, `next` is `before` less `gone` plus `came` (an object that moved is in both); kept in
 * order, as the feeds keep it, the two are only the receipts that changed. Null beyond `limit`.
 */
export function differenceOf(
  before: readonly Receipt[],
  members: ReadonlySet<Receipt>,
  next: readonly Receipt[],
  limit: number,
): Difference | null {
  const gone: Receipt[] = [];
  const came: Receipt[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < next.length) {
    const was = before[i];
    const is = next[j];
    if (i < before.length && j < next.length && was === is) {
      i += 1;
      j += 1;
      continue;
    }
    if (j < next.length && (i === before.length || !members.has(is))) {
      came.push(is);
      j += 1;
    } else {
      gone.push(was);
      i += 1;
    }
    if (gone.length + came.length > limit) return null;
  }
  return { gone, came };
}

/** `groups` less `gone` plus `came`: only the regions either touches are new lists. */
function carryOver(groups: Groups, { gone, came }: Difference, pending: PendingTargets): Groups {
  if (gone.length === 0 && came.length === 0) return groups;
  const touched = new Map<string | null, Receipt[]>();
  for (const receipt of [...gone, ...came]) {
    if (receipt.receiptType !== RECEIPT_TYPE_SALE) continue;
    const uid = regionOf(receipt, pending);
    if (!touched.has(uid)) touched.set(uid, []);
  }
  const left = new Set(gone);
  for (const [uid, list] of touched) {
    for (const receipt of groups.get(uid) ?? []) if (!left.has(receipt)) list.push(receipt);
  }
  for (const receipt of came) {
    if (receipt.receiptType !== RECEIPT_TYPE_SALE) continue;
    touched.get(regionOf(receipt, pending))?.push(receipt);
  }
  const next = new Map(groups);
  for (const [uid, list] of touched) {
    if (list.length > 0) next.set(uid, list);
    else next.delete(uid);
  }
  return next;
}

/**
 * `receipts` grouped by region under `pending`, carried over from `previous` (the grouping made
 * last) where only a few receipts changed; the lists of the regions they did not touch are
 * `previous`'s own. A list's order is the feed's when grouped anew, else its old order with the
 * newcomers last: the builder sorts each region itself (board.ts).
 */
export function groupReceipts(
  previous: Grouping | null,
  receipts: readonly Receipt[],
  pending: PendingTargets,
): Grouping {
  if (previous === null)
    return { receipts, pending, groups: groupAll(receipts, pending), members: null };
  if (previous.receipts === receipts && previous.pending === pending) return previous;
  if (previous.pending !== pending) {
    // A move set off or answered: whole regions change hands, grouped anew.
    const members = previous.receipts === receipts ? previous.members : null;
    return { receipts, pending, groups: groupAll(receipts, pending), members };
  }
  const members = previous.members ?? new Set(previous.receipts);
  const difference = differenceOf(
    previous.receipts,
    members,
    receipts,
    carryLimit(receipts.length),
  );
  if (difference === null) {
    return { receipts, pending, groups: groupAll(receipts, pending), members: null };
  }
  for (const receipt of difference.gone) members.delete(receipt);
  for (const receipt of difference.came) members.add(receipt);
  return { receipts, pending, groups: carryOver(previous.groups, difference, pending), members };
}
