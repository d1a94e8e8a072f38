import { isDelivered } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { optimiseRoute } from '@/domain/route/optimise';
import { SHIFT_RECORD_LIFE_MS } from '@/domain/shift/driverShift';
import type { DriverShiftRecord } from '@backend/core';
import { DEMO_UIDS } from './accounts';
import { STORE_ORIGIN } from './seedData';
import type { StoredReceipt } from './seedReceipt';

// Who is on shift when the demo day starts (docs/demo-mode.md, docs/auto-dispatch.md): Tiago
// Costa near the store with his run, Rui Lopes a little north-west with none yet, both with a
// position just taken and the stop order their phones shared with it (Tiago's as "Optimise
// route" orders it from where he is; Rui's empty), so the desk shows their runs, its
// suggestions and "Auto-assign" at once. Ana Ribeiro, whose phone the driver app's journeys put
// on shift themselves, starts off shift. The records are what the backend core writes for
// POST /driver/shift and /driver/position.

const ON_SHIFT_FOR_MS = 40 * 60_000;

const POSITIONS: readonly { uid: string; lat: number; lng: number; secondsAgo: number }[] = [
  {
    uid: DEMO_UIDS.secondDriver,
    lat: STORE_ORIGIN.lat + 0.0012,
    lng: STORE_ORIGIN.lng - 0.0008,
    secondsAgo: 20,
  },
  { uid: DEMO_UIDS.thirdDriver, lat: 38.7178, lng: -9.1482, secondsAgo: 45 },
];

/** The driver's open orders in the order their phone's "Optimise route" gives from `from`. */
function sharedRun(
  uid: string,
  from: { lat: number; lng: number },
  receipts: readonly StoredReceipt[],
): string[] {
  const open = receipts
    .map(({ id, data }) => parseReceipt(id, data))
    .filter((receipt) => receipt.dispatchId === uid && !isDelivered(receipt))
    .map((receipt) => ({ id: receipt.id, location: receipt.address.location }));
  return optimiseRoute(from, open);
}

export function seededShifts(now: number, receipts: readonly StoredReceipt[]): DriverShiftRecord[] {
  return POSITIONS.map(({ uid, lat, lng, secondsAgo }) => {
    const at = now - secondsAgo * 1000;
    return {
      uid,
      onShift: true,
      shiftStartedAt: now - ON_SHIFT_FOR_MS,
      lastSeenAt: at,
      position: { lat, lng, accuracy: 15, at, storedAt: at },
      run: sharedRun(uid, { lat, lng }, receipts),
      updatedAt: at,
      expireAt: at + SHIFT_RECORD_LIFE_MS,
    };
  });
}
