// eslint-disable-next-line no-restricted-imports -- removed by the push split
import { orderDetailPath, PATHS } from '../config/paths';

// Push messages (docs/push.md) as the backend sends them through FCM, read tolerantly: the
// service worker shows them as system notifications, the app as toasts, and both resolve where
// a tap leads. Pure functions, no DOM: the worker, the app and the unit tests share them.
//
// Accepted shapes (docs/push.md):
//   { notification: { title, body }, data: { receiptId, link? } }     FCM "notification" message
//   { data: { title?, body?, receiptId, link? } }                        FCM data-only message
//   { fcmOptions: { link } }                                             FCM's webpush link
// Anything else (no JSON, a string, missing fields) still gives a sensible notification: a push
// is only a hint that something changed, the realtime feed is the truth.

export const DEFAULT_PUSH_TITLE = 'Dispatch';
export const DEFAULT_PUSH_BODY = 'Your orders have changed.';
/** The tag of notifications that name no order: each replaces the previous one. */
export const GENERIC_PUSH_TAG = 'dispatch-orders';
export const PUSH_ICON_URL = '/icons/icon-192.png';
export const PUSH_BADGE_URL = '/icons/badge-96.png';

const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 400;
const MAX_ID_LENGTH = 200;
const MAX_LINK_LENGTH = 2000;

/** A push message reduced to what the app uses. */
export interface PushNotice {
  title: string;
  body: string;
  /** The order the message is about, when it names one. */
  receiptId: string | null;
  /** A link the sender asked to open (not yet checked: see resolveClickTarget). */
  link: string | null;
}

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

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function shortText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** An order id: a string, or a number (FCM data values are strings, but backends vary). */
function identifier(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = shortText(value, Number.MAX_SAFE_INTEGER);
  return text !== null && text.length <= MAX_ID_LENGTH ? text : null;
}

/** A push body as the worker gets it: JSON text, an object, or nothing usable. */
function asObject(payload: unknown): Record<string, unknown> {
  if (typeof payload === 'string') {
    try {
      return record(JSON.parse(payload)) ?? {};
    } catch {
      return {};
    }
  }
  return record(payload) ?? {};
}

/** Reads any push payload; never throws. */
export function parsePushMessage(payload: unknown): PushNotice {
  const message = asObject(payload);
  const notification = record(message.notification) ?? {};
  const data = record(message.data) ?? {};
  const fcmOptions = record(message.fcmOptions) ?? record(message.fcm_options) ?? {};

  const receiptId =
    identifier(data.receiptId) ?? identifier(data.receipt_id) ?? identifier(data.orderId);
  const link =
    shortText(data.link, MAX_LINK_LENGTH) ??
    shortText(fcmOptions.link, MAX_LINK_LENGTH) ??
    shortText(notification.click_action, MAX_LINK_LENGTH);
  const title =
    shortText(notification.title, MAX_TITLE_LENGTH) ??
    shortText(data.title, MAX_TITLE_LENGTH) ??
    DEFAULT_PUSH_TITLE;
  const body =
    shortText(notification.body, MAX_BODY_LENGTH) ??
    shortText(data.body, MAX_BODY_LENGTH) ??
    (receiptId !== null ? `Order ${receiptId} has changed.` : DEFAULT_PUSH_BODY);

  return { title, body, receiptId, link };
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

function sameOriginUrl(candidate: string, origin: string): URL | null {
  try {
    const url = new URL(candidate, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where a tap on a notification or a toast leads, as an absolute URL of `origin`:
 * a same-origin link when the sender gave one, else the order's detail page, else /order.
 * Links to any other origin (or javascript:, data:…) are ignored: a push must never take the
 * dispatcher off the app.
 */
export function resolveClickTarget(data: unknown, origin: string): string {
  const fields = record(data) ?? {};
  const link = shortText(fields.link, MAX_LINK_LENGTH);
  const linked = link === null ? null : sameOriginUrl(link, origin);
  if (linked !== null) return linked.href;
  const receiptId = identifier(fields.receiptId);
  if (receiptId !== null) return new URL(orderDetailPath(receiptId), origin).href;
  return new URL(PATHS.order, origin).href;
}

/** resolveClickTarget as an in-app path (path, query and hash), for the router. */
export function clickTargetPath(data: unknown, origin: string): string {
  const url = new URL(resolveClickTarget(data, origin));
  return `${url.pathname}${url.search}${url.hash}`;
}

// ------------------------------------------------------------ page ⇄ worker messages

/** Worker → page: a push arrived while a window of the app was visible (show a toast). */
export const PUSH_RECEIVED_MESSAGE = 'dispatch:push-received';
/** Page → worker (demo mode): show this payload exactly as a push would be shown. */
export const SHOW_TEST_NOTIFICATION_MESSAGE = 'dispatch:show-test-notification';

export interface PushRelayMessage {
  type: typeof PUSH_RECEIVED_MESSAGE | typeof SHOW_TEST_NOTIFICATION_MESSAGE;
  payload: unknown;
}

export function isPushRelayMessage(
  data: unknown,
  type: PushRelayMessage['type'],
): data is PushRelayMessage {
  return record(data)?.type === type;
}
