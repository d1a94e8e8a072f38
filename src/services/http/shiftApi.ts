import { isRecord } from '@/domain/read';
import { readShiftState } from '@/domain/shift/driverShift';
import type { ShiftPort } from '@/services/ports';
import { createJsonPost, type JsonPostOptions } from './jsonPost';

// On shift, and where, over HTTP (docs/backend-contract.md#on-shift-and-position): the driver's
// "On shift" switch and the positions sent while it is on. Each call is tried once: the switch
// says when it did not go through, and a position that did not is simply replaced by the next.

export const SHIFT_PATH = '/driver/shift';
export const POSITION_PATH = '/driver/position';

/** Positions are small and stale quickly: a slow answer is not worth waiting 15 s for. */
const POSITION_TIMEOUT_MS = 8_000;

export function createHttpShift(options: JsonPostOptions): ShiftPort {
  const post = createJsonPost(options);
  return {
    setOnShift: (onShift) => post(SHIFT_PATH, { onShift }, readShiftState),
    async sendPosition(position) {
      const { lat, lng, accuracy, at, run } = position;
      const stored = (data: unknown) => ({ stored: isRecord(data) && data.stored === true });
      // The stop order rides along when the phone has one (docs/backend-contract.md).
      const body = run === undefined ? { lat, lng, accuracy, at } : { lat, lng, accuracy, at, run };
      return post(POSITION_PATH, body, stored, {
        timeout: POSITION_TIMEOUT_MS,
      });
    },
  };
}
