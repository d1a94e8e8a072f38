import type { LatLng } from '../route/geo';
import { STALE_POSITION_MS } from '../shift/driverShift';
import type { DispatchDriver, RunStart } from './types';

// Where a driver's run starts (docs/auto-dispatch.md#inputs): their last position while it is
// fresh (stored less than 5 minutes ago: the desk's "stale" line, driverShift.ts); past that
// they may be anywhere along their run, so from their last stop, else from the store, else (a
// guess is better than none) from the stale position itself. Each says which.

export function runStart(
  driver: Pick<DispatchDriver, 'position' | 'lastStop'>,
  store: LatLng | null,
  now: number,
): RunStart | null {
  const { position } = driver;
  const point = (at: LatLng): LatLng => ({ lat: at.lat, lng: at.lng });
  if (position !== null && now - position.storedAt <= STALE_POSITION_MS) {
    return { point: point(position), from: 'position' };
  }
  if (driver.lastStop !== null) return { point: point(driver.lastStop), from: 'lastStop' };
  if (store !== null) return { point: point(store), from: 'store' };
  if (position !== null) return { point: point(position), from: 'stalePosition' };
  return null;
}
