import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { isDelivered, RECEIPT_TYPE_SALE } from '@/domain/orders';
import { readString } from '@/domain/read';
import type { Receipt } from '@/domain/receipt';
import { isDeactivated, isManager } from '@/domain/roles';
import { compareShifts, isStalePosition, type DriverShift } from '@/domain/shift/driverShift';

// The "Drivers" list (docs/team.md), as pure data: every back-office record that is not a
// manager, with its shift (on shift or not, last seen, a stale position) and today's counts of
// its orders; active drivers apart from deactivated ones. Drivers on shift first, then the most
// recently seen, then by name (domain/shift/driverShift.ts compareShifts).

export interface DriverRow {
  uid: string;
  person: BackOfficeUser;
  phone: string | null;
  onShift: boolean;
  /** The server time the driver was last heard of (a shift or position call); null: never. */
  lastSeenAt: number | null;
  /** On shift, but the last position is older than STALE_POSITION_MS. */
  stalePosition: boolean;
  /** On shift, with no position yet. */
  noPosition: boolean;
  /** Today's SALE receipts of the driver: delivered, and still open. */
  delivered: number;
  open: number;
}

export interface DriverRows {
  active: DriverRow[];
  deactivated: DriverRow[];
}

const OFF_SHIFT = (uid: string): DriverShift => ({
  uid,
  onShift: false,
  shiftStartedAt: null,
  run: null,
  lastSeenAt: null,
  position: null,
});

/** The later of two optional times. */
function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}

/** The record's phone, as the invitation wrote it (or an older record's `phone` text). */
function phoneOf(person: BackOfficeUser): string | null {
  return readString(person.raw.phone);
}

function countOrders(
  receipts: readonly Receipt[],
): Map<string, { delivered: number; open: number }> {
  const counts = new Map<string, { delivered: number; open: number }>();
  for (const receipt of receipts) {
    if (receipt.receiptType !== RECEIPT_TYPE_SALE || receipt.dispatchId === null) continue;
    const count = counts.get(receipt.dispatchId) ?? { delivered: 0, open: 0 };
    if (isDelivered(receipt)) count.delivered += 1;
    else count.open += 1;
    counts.set(receipt.dispatchId, count);
  }
  return counts;
}

function nameKey(person: BackOfficeUser): string {
  return person.name ?? person.email ?? person.uid;
}

export function buildDriverRows(input: {
  team: readonly BackOfficeUser[];
  shifts: readonly DriverShift[];
  receipts: readonly Receipt[];
  now: number;
}): DriverRows {
  const shiftOf = new Map(input.shifts.map((shift) => [shift.uid, shift]));
  const counts = countOrders(input.receipts);
  const rows = input.team
    .filter((person) => !isManager(person))
    .map((person) => {
      const found = shiftOf.get(person.uid);
      // A deactivated driver's shift is ended by the backend; an old record says nothing now.
      const shift = found === undefined || isDeactivated(person) ? OFF_SHIFT(person.uid) : found;
      const position = shift.onShift ? shift.position : null;
      const count = counts.get(person.uid) ?? { delivered: 0, open: 0 };
      const row: DriverRow = {
        uid: person.uid,
        person,
        phone: phoneOf(person),
        onShift: shift.onShift,
        lastSeenAt: latest(found?.lastSeenAt ?? null, found?.position?.storedAt ?? null),
        stalePosition: position !== null && isStalePosition(position, input.now),
        noPosition: shift.onShift && position === null,
        ...count,
      };
      // Sorted as the desk sorts shifts, the name (not the uid) breaking the last tie.
      return { row, order: { ...shift, lastSeenAt: row.lastSeenAt, uid: nameKey(person) } };
    })
    .sort((a, b) => compareShifts(a.order, b.order))
    .map(({ row }) => row);
  return {
    active: rows.filter((row) => !isDeactivated(row.person)),
    deactivated: rows.filter((row) => isDeactivated(row.person)),
  };
}
