import { ON_THE_WAY_STATUS } from '@/domain/status';

// What the core needs from its home: the statuses and reasons the app is configured with, a clock
// and an id source. The same values as the app's VITE_DELIVERY_STATUSES,
// VITE_NOT_DELIVERED_STATUS and VITE_NOT_DELIVERED_REASONS (docs/configuration.md).

export interface CoreConfig extends TrackingConfig {
  /** The configured statuses (the app's list). */
  deliveryStatuses: readonly string[];
  /** The status "Confirm not delivered" sets: accepted, and needs a reason. */
  notDeliveredStatus: string;
  /** The reasons a not-delivered change may give (empty: any non-empty reason). */
  notDeliveredReasons: readonly string[];
  /** Server time, epoch ms. */
  now(): number;
  /** A fresh unique id (claims of idempotency records). */
  newId(): string;
  /** How long an idempotency key is kept; the contract asks for at least 7 days. */
  idempotencyTtlMs?: number;
  /**
   * How long a request may hold an `in-progress` record before another request with the same
   * key may take it over (the first one died: a crash or a timeout of the function).
   */
  claimLeaseMs?: number;
  /** The business's currency (ISO 4217) for orders coming in (default EUR: docs/intake.md). */
  currency?: string;
  /** How many calls one intake API key may make per window (default 60). */
  intakeRateLimit?: number;
  /** The intake rate limit's window (default a minute). */
  intakeRateWindowMs?: number;
  /**
   * The business's IANA time zone (TIME_ZONE): which window of time a day of "Cash handed in"
   * is when the desk does not name its own zone (default UTC).
   */
  timeZone?: string;
}

// One default for the app, the demo and the functions (src/domain/money.ts).
export { DEFAULT_CURRENCY } from '@/domain/money';

export const DEFAULT_IDEMPOTENCY_TTL_MS = 8 * 24 * 60 * 60 * 1000;
export const DEFAULT_CLAIM_LEASE_MS = 120_000;
export const DEFAULT_INTAKE_RATE_LIMIT = 60;
export const DEFAULT_INTAKE_RATE_WINDOW_MS = 60_000;
export const DEFAULT_TIME_ZONE = 'UTC';

/** Every status a delivery update may set. */
export function acceptedStatuses(config: CoreConfig): string[] {
  return config.deliveryStatuses.includes(config.notDeliveredStatus)
    ? [...config.deliveryStatuses]
    : [...config.deliveryStatuses, config.notDeliveredStatus];
}

// ---------------------------------------------------------------- the customer's tracking link

/** The settings of the tracking link (docs/tracking.md); every one has a default. */
export interface TrackingConfig {
  /** The business's name, shown on the customer's page (also on an expired link's). */
  businessName?: string;
  /** The status during which the driver's position is taken and shown (default "On the Way"). */
  onTheWayStatus?: string;
  /** How long a link stays valid after the order's final status (default 2 h). */
  trackingAfterFinalMs?: number;
  /** The site the customer's page is served from (`https://…`, no trailing slash). */
  trackingBaseUrl?: string;
  /** The average speed in town for the estimate, km/h (the app's VITE_AVERAGE_SPEED_KMH). */
  averageSpeedKmh?: number;
}

export const DEFAULT_TRACKING_AFTER_FINAL_MS = 2 * 60 * 60 * 1000;
export const DEFAULT_ON_THE_WAY_STATUS = ON_THE_WAY_STATUS;
/** The longest a link record lives at all (its TTL field), whatever the order does. */
export const TRACKING_LINK_MAX_LIFE_MS = 2 * 24 * 60 * 60 * 1000;
/** How long a stored position is kept before the TTL policy deletes it. */
export const TRACKING_POSITION_LIFE_MS = 24 * 60 * 60 * 1000;
/** At most one position stored per order in this time (429 with Retry-After past it). */
export const TRACKING_POSITION_INTERVAL_MS = 10_000;
