import type { PositionReport, ShiftState } from '@/domain/shift/driverShift';

// The ports that send the driver's position (docs/architecture.md#ports; ports.ts re-exports
// them): the customer's tracking link (docs/tracking.md) and the back office's view of who is on
// shift, and where (docs/privacy.md). Neither queues a position: an old one is worth nothing.

// ---------------------------------------------------------------- tracking

/** POST {backend}/order/trackinglink's answer: the customer's link to this order. */
export interface TrackingLink {
  token: string;
  /** Absolute, or a path on the app's own site (`/track/<token>`). */
  url: string;
  expiresAt: number;
}

/** One position of the driver for one order (POST {backend}/order/location). */
export interface SharedPosition {
  receiptId: string;
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  /** Epoch ms the phone took it. */
  at: number;
}

/**
 * The customer's tracking link (docs/tracking.md). Positions are sent at once or not at all:
 * never queued (the outbox is for changes that must arrive; an old position must not).
 */
export interface TrackingPort {
  /** The order's link (the same one while valid). Rejects with DispatchApiError. */
  link(receiptId: string, estimateMinutes: number | null): Promise<TrackingLink>;
  /** Resolves whether it was stored; rejects with DispatchApiError (429: too soon). */
  sendPosition(position: SharedPosition): Promise<{ stored: boolean }>;
}

// ---------------------------------------------------------------- shift

export type { PositionReport, ShiftState } from '@/domain/shift/driverShift';

/**
 * On shift, and where (docs/backend-contract.md#on-shift-and-position, docs/privacy.md). Like the
 * tracking link's positions, a position is sent at once or not at all: never queued.
 */
export interface ShiftPort {
  /** POST /driver/shift. Rejects with DispatchApiError (403 not-a-driver: a deactivated one). */
  setOnShift(onShift: boolean): Promise<ShiftState>;
  /**
   * POST /driver/position, while on shift. Resolves whether it was stored (an older one than
   * the backend's is not); rejects with DispatchApiError: 409 `off-shift` (the backend says the
   * shift is over: the phone stops), 429 too soon.
   */
  sendPosition(position: PositionReport): Promise<{ stored: boolean }>;
}
