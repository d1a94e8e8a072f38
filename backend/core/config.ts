// What the core needs from its home: the statuses and reasons the app is configured with, a clock
// and an id source. The same values as the app's VITE_DELIVERY_STATUSES,
// VITE_NOT_DELIVERED_STATUS and VITE_NOT_DELIVERED_REASONS (docs/configuration.md).

export interface CoreConfig {
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
}

export const DEFAULT_IDEMPOTENCY_TTL_MS = 8 * 24 * 60 * 60 * 1000;
export const DEFAULT_CLAIM_LEASE_MS = 120_000;

/** Every status a delivery update may set. */
export function acceptedStatuses(config: CoreConfig): string[] {
  return config.deliveryStatuses.includes(config.notDeliveredStatus)
    ? [...config.deliveryStatuses]
    : [...config.deliveryStatuses, config.notDeliveredStatus];
}
