import { SHIFT_RECORD_LIFE_MS } from '@/domain/shift/driverShift';
import { safeLocalStorage } from '@/platform';

// The phone's own word that its driver is on shift (docs/on-shift.md): the driver does not read
// the shift record back, so a reload or a restart of the app carries on from here. Only for the
// same driver, and only while the backend would still have the record (SHIFT_RECORD_LIFE_MS):
// a shift left on overnight is not resumed the next morning. If the backend says otherwise
// (409 off-shift to the next position), the phone shows off shift.

export const SHIFT_KEY = 'dispatch.shift';

type ShiftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/** Whether `uid` was on shift on this phone, recently enough to carry on. */
export function rememberedOnShift(
  uid: string,
  now: number,
  storage: ShiftStorage = safeLocalStorage(),
): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(SHIFT_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return false;
    const { uid: who, at } = stored as { uid?: unknown; at?: unknown };
    return who === uid && typeof at === 'number' && now - at < SHIFT_RECORD_LIFE_MS && at <= now;
  } catch {
    return false;
  }
}

/** On shift (at `now`, the backend's last answer), or off: forgotten. */
export function rememberShift(
  uid: string,
  onShift: boolean,
  now: number,
  storage: ShiftStorage = safeLocalStorage(),
): void {
  try {
    if (onShift) storage?.setItem(SHIFT_KEY, JSON.stringify({ uid, at: now }));
    else storage?.removeItem(SHIFT_KEY);
  } catch {
    // Storage full or refused: the shift lasts as long as the page.
  }
}
