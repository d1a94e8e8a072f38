import { distanceMetres, type LatLng } from '@/domain/route/geo';

// Which of the phone's positions go to the customer's page (docs/tracking.md#what-is-shared):
// at most one every 15 s, and then only if the driver moved 100 m or a minute has passed. Only
// the newest position is ever kept, and one older than 30 s is dropped rather than sent: the
// customer must never see the driver where they were, presented as where they are.

export interface Fix extends LatLng {
  /** Metres. */
  accuracy: number;
  /** Epoch ms the phone took it. */
  at: number;
}

export const SHARE_MIN_INTERVAL_MS = 15_000;
export const SHARE_MIN_DISTANCE_M = 100;
/** A driver standing still is still sent now and then, so "updated" stays true. */
export const SHARE_HEARTBEAT_MS = 60_000;
/** A position older than this is never sent. */
export const SHARE_MAX_AGE_MS = 30_000;

export interface PositionThrottle {
  /** A position from the phone; kept only if it is newer than the one kept. */
  offer(fix: Fix): void;
  /** The position to send now (taken: it is not returned twice), or null. */
  take(now: number): Fix | null;
  /** The server asked to wait (429 Retry-After) until `until`. */
  holdUntil(until: number): void;
  /**
   * The position last taken was not stored (offline, refused): the limits count from the one
   * before it again, so the next fresh position goes without waiting for nothing. The position
   * itself is not kept: a later one replaces it.
   */
  notStored(fix: Fix): void;
  /** Whether a fresh position would be useful now (to ask the phone for one). */
  wantsFix(now: number): boolean;
}

export function createPositionThrottle(): PositionThrottle {
  let newest: Fix | null = null;
  let last: { fix: Fix; sentAt: number } | null = null;
  let beforeLast: { fix: Fix; sentAt: number } | null = null;
  let notBefore = 0;

  const due = (now: number) =>
    now >= notBefore && (last === null || now - last.sentAt >= SHARE_MIN_INTERVAL_MS);

  return {
    offer(fix) {
      if (newest === null || fix.at > newest.at) newest = fix;
    },
    take(now) {
      if (newest === null) return null;
      if (now - newest.at > SHARE_MAX_AGE_MS || (last !== null && newest.at <= last.fix.at)) {
        newest = null;
        return null;
      }
      if (!due(now)) return null;
      if (
        last !== null &&
        distanceMetres(last.fix, newest) < SHARE_MIN_DISTANCE_M &&
        now - last.sentAt < SHARE_HEARTBEAT_MS
      ) {
        return null;
      }
      const fix = newest;
      newest = null;
      beforeLast = last;
      last = { fix, sentAt: now };
      return fix;
    },
    holdUntil(until) {
      notBefore = Math.max(notBefore, until);
    },
    notStored(fix) {
      if (last?.fix === fix) last = beforeLast;
    },
    wantsFix(now) {
      return due(now) && (last === null || now - last.sentAt >= SHARE_HEARTBEAT_MS);
    },
  };
}
