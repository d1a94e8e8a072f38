/** The status that puts an order on /delivered; every other status keeps it on /order. */
export const DELIVERED_STATUS = 'Delivered';

/** The status during which the customer's tracking page shows the driver (docs/tracking.md). */
export const ON_THE_WAY_STATUS = 'On the Way';

/** The status "Confirm not delivered" sets when VITE_NOT_DELIVERED_STATUS is not set. */
export const DEFAULT_NOT_DELIVERED_STATUS = 'Not Delivered';

/** The status list when VITE_DELIVERY_STATUSES is not set (config/env.ts). */
export const DEFAULT_DELIVERY_STATUSES: readonly string[] = [
  'Pending',
  'Picked Up',
  ON_THE_WAY_STATUS,
  DELIVERED_STATUS,
];

// Status choices offered for a receipt: the configured list, plus the receipt's own status
// when it is one the list does not know (shown as it is, never hidden).
export function statusChoices(configured: readonly string[], current: string | null): string[] {
  const choices = [...configured];
  if (current !== null && !choices.includes(current)) choices.unshift(current);
  return choices;
}
