import { DispatchApiError, type TrackingPort } from '@/services/ports';
import { createPositionThrottle, type Fix } from './throttle';

// Sharing the driver's position with the customers of the orders on the way (docs/tracking.md):
// the phone's positions go through the throttle, and the one it lets out is sent at once to
// each order — or dropped if that fails. Nothing goes through the outbox: a position that could
// not be sent is worthless a minute later, and the next one replaces it.

export const SHARE_TICK_MS = 5_000;

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
  const throttle = createPositionThrottle();
  let sending = false;
  let asking = false;
  let stopped = false;

  const onError = (error: GeolocationPositionError) => {
    if (error.code === error.PERMISSION_DENIED) options.onDenied?.();
  };

  const send = (fix: Fix, ids: readonly string[]) => {
    sending = true;
    const sentAt = now();
    void Promise.allSettled(ids.map((id) => port.sendPosition({ receiptId: id, ...fix })))
      .then((results) => {
        for (const result of results) {
          const error = result.status === 'rejected' ? result.reason : null;
          if (error instanceof DispatchApiError && error.retryAfterMs !== null) {
            throttle.holdUntil(sentAt + error.retryAfterMs);
          }
        }
      })
      .finally(() => {
        sending = false;
      });
  };

  const tick = () => {
    if (stopped || sending) return;
    const ids = options.receiptIds();
    if (ids.length === 0) return;
    const at = now();
    const fix = throttle.take(at);
    if (fix !== null) {
      send(fix, ids);
      return;
    }
    // Standing still, the watch may say nothing for minutes: ask for a fresh position.
    if (throttle.wantsFix(at) && !asking) {
      asking = true;
      geolocation.getCurrentPosition(
        (position) => {
          asking = false;
          throttle.offer(fixOf(position));
          tick();
        },
        (error) => {
          asking = false;
          onError(error);
        },
        { enableHighAccuracy: true, maximumAge: 5_000, timeout: 20_000 },
      );
    }
  };

  const watchId = geolocation.watchPosition(
    (position) => {
      throttle.offer(fixOf(position));
      tick();
    },
    onError,
    { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
  );
  const timer = setInterval(tick, SHARE_TICK_MS);
  return () => {
    stopped = true;
    geolocation.clearWatch(watchId);
    clearInterval(timer);
  };
}
