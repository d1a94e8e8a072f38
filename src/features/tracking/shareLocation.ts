import { every } from '@/platform';
import { DispatchApiError, type TrackingPort } from '@/services/ports';
import { createPositionThrottle, type Fix, type PositionThrottle } from './throttle';

// Sharing the driver's position with the customers of the orders on the way (docs/tracking.md):
// the phone's positions go through each order's throttle, and the one it lets out is sent at
// once — or dropped if that fails. Nothing goes through the outbox: a position that could
// not be sent is worthless a minute later, and the next one replaces it.

export const SHARE_TICK_MS = 5_000;
/** After a position that was stored nowhere, the next one waits this long. */
export const RETRY_AFTER_FAILURE_MS = 5_000;
/** A fresh position is asked of the phone at most this often. */
export const ASK_AGAIN_MS = 10_000;

export interface ShareOptions {
  port: TrackingPort;
  geolocation: Geolocation;
  /** The orders to share with, read at each send (it changes as orders are delivered). */
  receiptIds(): readonly string[];
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
  const { port, geolocation } = options;
  const now = options.now ?? (() => Date.now());
  // One throttle per order: each has its own limits on the server, and an order whose status
  // change is still on its way there must not hold back the others (nor they it).
  const throttles = new Map<string, PositionThrottle>();
  const sending = new Set<string>();
  let askedAt = -Infinity;
  let stopped = false;

  const onError = (error: GeolocationPositionError) => {
    if (error.code === error.PERMISSION_DENIED) options.onDenied?.();
  };

  const throttleOf = (id: string) => {
    let throttle = throttles.get(id);
    if (throttle === undefined) {
      throttle = createPositionThrottle();
      throttles.set(id, throttle);
    }
    return throttle;
  };

  const send = (id: string, throttle: PositionThrottle, fix: Fix) => {
    sending.add(id);
    const sentAt = now();
    port
      .sendPosition({ receiptId: id, ...fix })
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
      .finally(() => sending.delete(id));
  };

  const tick = () => {
    if (stopped) return;
    const ids = options.receiptIds();
    for (const id of throttles.keys()) if (!ids.includes(id)) throttles.delete(id);
    const at = now();
    let wantsFix = false;
    for (const id of ids) {
      if (sending.has(id)) continue;
      const throttle = throttleOf(id);
      const fix = throttle.take(at);
      if (fix !== null) send(id, throttle, fix);
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
    for (const id of options.receiptIds()) throttleOf(id).offer(fix);
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
