import { every } from '@/platform';
import { DispatchApiError } from '@/services/ports';
import {
  createPositionThrottle,
  type Fix,
  type PositionThrottle,
  type ThrottleLimits,
} from './throttle';

// Sending the driver's position (docs/tracking.md, docs/on-shift.md): one watch of the phone's
// position for everyone it goes to — the customers of the orders on the way, the back office
// while on shift. Each target has its own throttle, and the position it lets out is sent at
// once — or dropped if that fails. Nothing goes through the outbox: a position that could not be
// sent is worthless a minute later, and the next one replaces it.

export const SHARE_TICK_MS = 5_000;
/** After a position that was stored nowhere, the next one waits this long. */
export const RETRY_AFTER_FAILURE_MS = 5_000;
/** A fresh position is asked of the phone at most this often. */
export const ASK_AGAIN_MS = 10_000;

/** Somewhere the position goes: one order's customer, or the back office. */
export interface ShareTarget {
  /** Stable while the target is wanted (its throttle is kept under it). */
  key: string;
  limits: ThrottleLimits;
  /** Rejects with DispatchApiError (a Retry-After holds this target back that long). */
  send(fix: Fix): Promise<unknown>;
}

export interface ShareOptions {
  geolocation: Geolocation;
  /** Where positions go, read at each send (it changes as orders are delivered, shifts end). */
  targets(): readonly ShareTarget[];
  now?: () => number;
  /** Called when the phone refuses (permission withdrawn, no position at all). */
  onDenied?: () => void;
}

function fixOf(position: GeolocationPosition): Fix {
  return {
    lat: position.coords.latitude,
    lng: position.coords.longitude,
    accuracy: Math.round(position.coords.accuracy ?? 0),
    at: position.timestamp,
  };
}

/** Starts watching and sending; returns the function that stops both. */
export function startSharing(options: ShareOptions): () => void {
  const { geolocation } = options;
  const now = options.now ?? (() => Date.now());
  // One throttle per target: each has its own limits on the server, and an order whose status
  // change is still on its way there must not hold back the others (nor they it).
  const throttles = new Map<string, PositionThrottle>();
  const sending = new Set<string>();
  let askedAt = -Infinity;
  let stopped = false;

  const onError = (error: GeolocationPositionError) => {
    if (error.code === error.PERMISSION_DENIED) options.onDenied?.();
  };

  const throttleOf = (target: ShareTarget) => {
    let throttle = throttles.get(target.key);
    if (throttle === undefined) {
      throttle = createPositionThrottle(target.limits);
      throttles.set(target.key, throttle);
    }
    return throttle;
  };

  const send = (target: ShareTarget, throttle: PositionThrottle, fix: Fix) => {
    sending.add(target.key);
    const sentAt = now();
    target
      .send(fix)
      .catch((error: unknown) => {
        if (error instanceof DispatchApiError && error.retryAfterMs !== null) {
          throttle.holdUntil(sentAt + error.retryAfterMs);
          return;
        }
        // Stored nowhere (offline, or the server not yet told the order is On the Way: the
        // status change may still be in its undo window): a fresh position may go soon.
        throttle.notStored(fix);
        throttle.holdUntil(sentAt + RETRY_AFTER_FAILURE_MS);
      })
      .finally(() => sending.delete(target.key));
  };

  const tick = () => {
    if (stopped) return;
    const targets = options.targets();
    const keys = new Set(targets.map((target) => target.key));
    for (const key of throttles.keys()) if (!keys.has(key)) throttles.delete(key);
    const at = now();
    let wantsFix = false;
    for (const target of targets) {
      if (sending.has(target.key)) continue;
      const throttle = throttleOf(target);
      const fix = throttle.take(at);
      if (fix !== null) send(target, throttle, fix);
      else wantsFix ||= throttle.wantsFix(at);
    }
    // Standing still, the watch may say nothing for minutes: a new watch starts with a fresh
    // position (no older than its maximumAge). Not more than once per ASK_AGAIN_MS.
    if (wantsFix && at - askedAt >= ASK_AGAIN_MS) {
      askedAt = at;
      geolocation.clearWatch(watchId);
      watchId = watch();
    }
  };

  const offer = (fix: Fix) => {
    for (const target of options.targets()) throttleOf(target).offer(fix);
    tick();
  };

  const watch = () =>
    geolocation.watchPosition((position) => offer(fixOf(position)), onError, {
      enableHighAccuracy: true,
      maximumAge: 5_000,
    });
  let watchId = watch();
  const stopTicking = every(SHARE_TICK_MS, tick);
  return () => {
    stopped = true;
    geolocation.clearWatch(watchId);
    stopTicking();
  };
}
