import type { PushNotice } from './wire';

// How a push looks as a system notification: icon, badge, one tag per order.

/** The tag of notifications that name no order: each replaces the previous one. */
export const GENERIC_PUSH_TAG = 'dispatch-orders';
export const PUSH_ICON_URL = '/icons/icon-192.png';
export const PUSH_BADGE_URL = '/icons/badge-96.png';

/** What a notification carries to the click handler (NotificationOptions.data). */
export interface PushNotificationData {
  receiptId: string | null;
  link: string | null;
}

/** NotificationOptions plus `renotify` (Chromium), missing from TypeScript's DOM types. */
export interface PushNotificationOptions extends NotificationOptions {
  renotify?: boolean;
  data: PushNotificationData;
}

/** One tag per order, so a newer message about the same order replaces the older one. */
export function pushTag(notice: PushNotice): string {
  return notice.receiptId !== null ? `order-${notice.receiptId}` : GENERIC_PUSH_TAG;
}

/** The arguments of registration.showNotification for a push message. */
export function notificationFor(notice: PushNotice): {
  title: string;
  options: PushNotificationOptions;
} {
  return {
    title: notice.title,
    options: {
      body: notice.body,
      icon: PUSH_ICON_URL,
      badge: PUSH_BADGE_URL,
      tag: pushTag(notice),
      // A replaced notification alerts again: the order changed once more.
      renotify: true,
      lang: 'en',
      data: { receiptId: notice.receiptId, link: notice.link },
    },
  };
}
