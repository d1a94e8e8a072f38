import { DELIVERED_STATUS } from '@/domain/status';
import {
  DEFAULT_AVERAGE_SPEED_KMH,
  distanceMetres,
  travelMinutes,
  type LatLng,
} from '@/domain/route/geo';
import {
  DEFAULT_ON_THE_WAY_STATUS,
  DEFAULT_TRACKING_AFTER_FINAL_MS,
  type CoreConfig,
} from './config';
import type { TrackingLink, TrackingPosition } from './store';

// The rules of the customer's view (docs/tracking.md), free of any store: where the order is on
// the customer's four steps, whether a link is still valid, the arrival estimate, and the public
// JSON itself — which is built field by field from an allow-list, so nothing private can leak
// into it by being added to the receipt.

/** The customer's steps: Preparing → Picked up → On the way → Delivered (or not delivered). */
export type TrackingStep = 'preparing' | 'picked-up' | 'on-the-way' | 'delivered' | 'not-delivered';

export const onTheWayStatus = (config: CoreConfig) =>
  config.onTheWayStatus ?? DEFAULT_ON_THE_WAY_STATUS;

/** Which step a receipt's status is, with the app's configured list as the order of things. */
export function trackingStep(status: string | null, config: CoreConfig): TrackingStep {
  if (status === DELIVERED_STATUS) return 'delivered';
  if (status === config.notDeliveredStatus) return 'not-delivered';
  const onTheWay = onTheWayStatus(config);
  if (status === onTheWay) return 'on-the-way';
  const index = status === null ? -1 : config.deliveryStatuses.indexOf(status);
  const onTheWayIndex = config.deliveryStatuses.indexOf(onTheWay);
  // Past the first status (the kitchen's) and before "On the Way": in the driver's hands.
  return index > 0 && (onTheWayIndex < 0 || index < onTheWayIndex) ? 'picked-up' : 'preparing';
}

export const isFinalStep = (step: TrackingStep) => step === 'delivered' || step === 'not-delivered';

export type LinkState = { valid: true; expiresAt: number } | { valid: false };

/**
 * Whether a link still shows its order: not revoked, the order still the same dispatcher's (a
 * reassignment ends it at once), and no more than `trackingAfterFinalMs` since a final status.
 * `expiresAt` is when it will end if nothing else changes.
 */
export function linkState(
  link: TrackingLink,
  receipt: { dispatchId: string | null; status: string | null; updateTimestamp: number | null },
  config: CoreConfig,
  now: number,
): LinkState {
  if (link.revokedAt !== null || receipt.dispatchId !== link.uid) return { valid: false };
  let expiresAt = link.expireAt;
  if (isFinalStep(trackingStep(receipt.status, config))) {
    const after = config.trackingAfterFinalMs ?? DEFAULT_TRACKING_AFTER_FINAL_MS;
    expiresAt = Math.min(expiresAt, (receipt.updateTimestamp ?? 0) + after);
  }
  return now < expiresAt ? { valid: true, expiresAt } : { valid: false };
}

/**
 * Minutes until arrival: from the driver's position to the door by the one travel estimate
 * (geo.ts travelMinutes: the straight line × the road factor at the configured average speed) when both are known, else what the phone estimated when the link was asked for
 * (counting down, at least 1). Null when there is nothing to go on.
 */
export function arrivalMinutes(input: {
  position: LatLng | null;
  destination: LatLng | null;
  etaAt: number | null;
  speedKmh: number;
  now: number;
}): number | null {
  if (input.position !== null && input.destination !== null) {
    return travelMinutes(input.position, input.destination, input.speedKmh);
  }
  if (input.etaAt !== null) return Math.max(1, Math.ceil((input.etaAt - input.now) / 60_000));
  return null;
}

/** GET /track/{token}'s answer: every field the customer may see, and no other. */
export interface TrackingView {
  business: string;
  orderNumber: string | null;
  step: TrackingStep;
  /** When the status last changed (server clock, epoch ms). */
  statusChangedAt: number | null;
  delivered: boolean;
  /** The driver, only while On the Way; `ageSeconds` by the server's clock. */
  driver: { lat: number; lng: number; accuracy: number; ageSeconds: number } | null;
  /** Straight-line metres from the driver to the door (not the door itself). */
  distanceMetres: number | null;
  arrivalMinutes: number | null;
  expiresAt: number;
}

export function buildTrackingView(input: {
  config: CoreConfig;
  link: TrackingLink;
  receipt: {
    status: string | null;
    orderNumber: string | null;
    updateTimestamp: number | null;
    destination: LatLng | null;
  };
  position: TrackingPosition | null;
  expiresAt: number;
  now: number;
}): TrackingView {
  const { config, link, receipt, now } = input;
  const step = trackingStep(receipt.status, config);
  // A position counts only if it is this link's driver's, for this stretch of road.
  const position =
    step === 'on-the-way' && input.position !== null && input.position.uid === link.uid
      ? input.position
      : null;
  const at = position === null ? null : { lat: position.lat, lng: position.lng };
  const moving = step === 'on-the-way' || step === 'picked-up';
  return {
    business: businessName(config),
    orderNumber: receipt.orderNumber,
    step,
    statusChangedAt: receipt.updateTimestamp,
    delivered: step === 'delivered',
    driver:
      position === null
        ? null
        : {
            lat: position.lat,
            lng: position.lng,
            accuracy: position.accuracy,
            ageSeconds: Math.max(0, Math.round((now - position.storedAt) / 1000)),
          },
    distanceMetres:
      at !== null && receipt.destination !== null
        ? Math.round(distanceMetres(at, receipt.destination))
        : null,
    arrivalMinutes: moving
      ? arrivalMinutes({
          position: at,
          destination: receipt.destination,
          etaAt: link.etaAt,
          speedKmh: config.averageSpeedKmh ?? DEFAULT_AVERAGE_SPEED_KMH,
          now,
        })
      : null,
    expiresAt: input.expiresAt,
  };
}

export const businessName = (config: CoreConfig) => config.businessName ?? 'Dispatch';
