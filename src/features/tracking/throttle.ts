import { distanceMetres, type LatLng } from '@/domain/route/geo';
import {
  POSITION_INTERVAL_MS,
  POSITION_MIN_GAP_MS,
  POSITION_MIN_METRES,
} from '@/domain/shift/driverShift';

// Which of the phone's positions are sent. To the customer's page (docs/tracking.md#what-is-shared):
// at most one every 15 s, and then only if the driver moved 100 m or a minute has passed. To the
// back office while on shift (docs/on-shift.md): one every 30 s, sooner after moving 100 m (never
// within the backend's 10 s floor). Only the newest position is ever kept, and one older than
// 30 s is dropped rather than sent: nobody must see the driver where they were, presented as
// where they are.

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

/** When a throttle lets a position out. */
export interface ThrottleLimits {
  /** Never two within this time. */
  minIntervalMs: number;
  /** Within heartbeatMs of the last one, only after moving this far. */
  minDistanceM: number;
  /** Standing still, one is still sent this often. */
  heartbeatMs: number;
  /** A position older than this is dropped. */
  maxAgeMs: number;
}

/** The customer's page: the limits above. */
export const CUSTOMER_LIMITS: ThrottleLimits = {
  minIntervalMs: SHARE_MIN_INTERVAL_MS,
  minDistanceM: SHARE_MIN_DISTANCE_M,
  heartbeatMs: SHARE_HEARTBEAT_MS,
  maxAgeMs: SHARE_MAX_AGE_MS,
};

/** The back office while on shift: the shift's constants (domain/shift/driverShift.ts). */
export const SHIFT_LIMITS: ThrottleLimits = {
  minIntervalMs: POSITION_MIN_GAP_MS,
  minDistanceM: POSITION_MIN_METRES,
  heartbeatMs: POSITION_INTERVAL_MS,
  maxAgeMs: SHARE_MAX_AGE_MS,
};

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

export function createPositionThrottle(limits: ThrottleLimits = CUSTOMER_LIMITS): PositionThrottle {
  let newest: Fix | null = null;
  let last: { fix: Fix; sentAt: number } | null = null;
  let beforeLast: { fix: Fix; sentAt: number } | null = null;
  let notBefore = 0;

  const due = (now: number) =>
    now >= notBefore && (last === null || now - last.sentAt >= limits.minIntervalMs);

  return {
    offer(fix) {
      if (newest === null || fix.at > newest.at) newest = fix;
    },
    take(now) {
      if (newest === null) return null;
      if (now - newest.at > limits.maxAgeMs || (last !== null && newest.at <= last.fix.at)) {
        newest = null;
        return null;
      }
      if (!due(now)) return null;
      if (
        last !== null &&
        distanceMetres(last.fix, newest) < limits.minDistanceM &&
        now - last.sentAt < limits.heartbeatMs
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
      return due(now) && (last === null || now - last.sentAt >= limits.heartbeatMs);
    },
  };
}
