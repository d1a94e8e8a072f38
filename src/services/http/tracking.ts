import { isRecord } from '@/domain/read';
import type { TrackingLink, TrackingPort } from '@/services/ports';
import { createJsonPost, type JsonPostOptions } from './jsonPost';

// The customer's tracking link over HTTP (docs/backend-contract.md#tracking-link). Each call is
// tried once: the caller asks again when it needs to (a new sheet, the next position).

export const TRACKING_LINK_PATH = '/order/trackinglink';
export const LOCATION_PATH = '/order/location';

/** Positions are small and stale quickly: a slow answer is not worth waiting 15 s for. */
const POSITION_TIMEOUT_MS = 8_000;

export function readTrackingLink(body: unknown): TrackingLink | null {
  if (
    isRecord(body) &&
    typeof body.token === 'string' &&
    typeof body.url === 'string' &&
    typeof body.expiresAt === 'number'
  ) {
    return { token: body.token, url: body.url, expiresAt: body.expiresAt };
  }
  return null;
}

export function createHttpTracking(options: JsonPostOptions): TrackingPort {
  const post = createJsonPost(options);
  return {
    link(receiptId, estimateMinutes) {
      const body = estimateMinutes === null ? { receiptId } : { receiptId, estimateMinutes };
      return post(TRACKING_LINK_PATH, body, readTrackingLink);
    },
    sendPosition(position) {
      const stored = (data: unknown) => ({ stored: isRecord(data) && data.stored === true });
      return post(LOCATION_PATH, position, stored, { timeout: POSITION_TIMEOUT_MS });
    },
  };
}
