// The app's routes (docs/architecture.md#shell). The order detail keeps its path and takes the
// receipt id in the query string so that it can be reloaded and linked from a notification.

export const PATHS = {
  login: '/login',
  order: '/order',
  delivered: '/delivered',
  orderDetail: '/order-detail',
  /** The end-of-shift summary (docs/today.md). */
  today: '/today',
  /**
   * The back office's desk: another app (its own build and sign-in) served beside this one, so
   * reached by a plain link (a page load), never through this app's router.
   */
  desk: '/desk',
} as const;

export function orderDetailPath(receiptId: string): string {
  return `${PATHS.orderDetail}?id=${encodeURIComponent(receiptId)}`;
}
