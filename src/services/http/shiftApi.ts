import { isRecord } from '@/domain/read';
import { readShiftState } from '@/domain/shift/driverShift';
import { DispatchApiError, type ShiftPort } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';

// On shift, and where, over HTTP (docs/backend-contract.md#on-shift-and-position): the driver's
// "On shift" switch and the positions sent while it is on. Each call is tried once: the switch
// says when it did not go through, and a position that did not is simply replaced by the next.

export const SHIFT_PATH = '/driver/shift';
export const POSITION_PATH = '/driver/position';

/** Positions are small and stale quickly: a slow answer is not worth waiting 15 s for. */
const POSITION_TIMEOUT_MS = 8_000;

export function createHttpShift(options: {
  backendUrl: string;
  getIdToken: IdTokenSource;
  now?: () => number;
}): ShiftPort {
  const client = createHttpClient({
    baseURL: options.backendUrl.replace(/\/+$/, ''),
    getIdToken: options.getIdToken,
  });
  const now = options.now ?? (() => Date.now());
  const post = async (path: string, body: unknown, timeout?: number): Promise<unknown> => {
    try {
      return (await client.post<unknown>(path, body, timeout ? { timeout } : {})).data;
    } catch (error) {
      throw toDispatchApiError(error, now());
    }
  };
  return {
    async setOnShift(onShift) {
      const state = readShiftState(await post(SHIFT_PATH, { onShift }));
      if (state === null) {
        throw new DispatchApiError('server', 'The server answered without the shift.');
      }
      return state;
    },
    async sendPosition(position) {
      const { lat, lng, accuracy, at } = position;
      const answer = await post(POSITION_PATH, { lat, lng, accuracy, at }, POSITION_TIMEOUT_MS);
      return { stored: isRecord(answer) && answer.stored === true };
    },
  };
}
