import { isRecord } from '@/domain/read';
import { DispatchApiError, type TrackingLink, type TrackingPort } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';

// The customer's tracking link over HTTP (docs/backend-contract.md#tracking-link). Each call is
// tried once: the caller asks again when it needs to (a new sheet, the next position).

export const TRACKING_LINK_PATH = '/order/trackinglink';
export const LOCATION_PATH = '/order/location';

/** Positions are small and stale quickly: a slow answer is not worth waiting 15 s for. */
const POSITION_TIMEOUT_MS = 8_000;

export function readTrackingLink(body: unknown): TrackingLink {
  if (
    isRecord(body) &&
    typeof body.token === 'string' &&
    typeof body.url === 'string' &&
    typeof body.expiresAt === 'number'
  ) {
    return { token: body.token, url: body.url, expiresAt: body.expiresAt };
  }
  throw new DispatchApiError('server', 'The server answered without a tracking link.');
}

export function createHttpTracking(options: {
  backendUrl: string;
  getIdToken: IdTokenSource;
  now?: () => number;
}): TrackingPort {
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
    async link(receiptId, estimateMinutes) {
      const body = estimateMinutes === null ? { receiptId } : { receiptId, estimateMinutes };
      return readTrackingLink(await post(TRACKING_LINK_PATH, body));
    },
    async sendPosition(position) {
      const answer = await post(LOCATION_PATH, position, POSITION_TIMEOUT_MS);
      return { stored: isRecord(answer) && answer.stored === true };
    },
  };
}
