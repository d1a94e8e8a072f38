import { readEpochMillis, readIdentifier, asRecord, shortText } from '@/domain/read';

// The push message as the backend sends it through FCM, read tolerantly (docs/push.md):
//   { notification: { title, body }, data: { receiptId, orderNumber?, updateTimestamp?, link? } }
//   { data: { title?, body?, receiptId, orderNumber?, updateTimestamp?, link? } }  data-only
//   { fcmOptions: { link } }                                                     FCM's webpush link
// Anything else (no JSON, a string, missing fields) still gives a sensible notice: a push is
// only a hint that something changed, the realtime feed is the truth.

export const DEFAULT_PUSH_TITLE = 'Dispatch';
export const DEFAULT_PUSH_BODY = 'Your orders have changed.';

const MAX_TITLE_LENGTH = 120;
const MAX_BODY_LENGTH = 400;
const MAX_ORDER_NUMBER_LENGTH = 20;
export const MAX_LINK_LENGTH = 2000;

/** A push message reduced to what the app uses. */
export interface PushNotice {
  title: string;
  body: string;
  /** The order the message is about, when it names one (the receipt's document id). */
  receiptId: string | null;
  /** A link the sender asked to open (not yet checked: see clickTarget.ts). */
  link: string | null;
}

/** A push body as the worker gets it: JSON text, an object, or nothing usable. */
function asObject(payload: unknown): Record<string, unknown> {
  if (typeof payload === 'string') {
    try {
      return asRecord(JSON.parse(payload)) ?? {};
    } catch {
      return {};
    }
  }
  return asRecord(payload) ?? {};
}

/**
 * The body when the sender gave none. The receipt id is an internal document id the dispatcher
 * never sees, so only the order number (the one on the list, "#1020") is shown.
 */
function defaultBody(orderNumber: string | null, receiptId: string | null): string {
  if (orderNumber !== null) return `Order #${orderNumber} has changed.`;
  return receiptId !== null ? 'An order has changed.' : DEFAULT_PUSH_BODY;
}

const receiptIdOf = (data: Record<string, unknown>) =>
  readIdentifier(data.receiptId) ?? readIdentifier(data.receipt_id) ?? readIdentifier(data.orderId);

/**
 * Which version of which order a push tells of: the receipt's `updateTimestamp` when the push
 * was sent (epoch ms, a string in FCM's data). Pushes can arrive out of order; the worker uses
 * this to never show an older status over a newer one (src/sw/pushVersions.ts). Null when the
 * push names no order or carries no version (an older backend): it is shown as it comes.
 */
export function readPushVersion(
  payload: unknown,
): { receiptId: string; updateTimestamp: number } | null {
  const data = asRecord(asObject(payload).data) ?? {};
  const receiptId = receiptIdOf(data);
  const updateTimestamp = readEpochMillis(data.updateTimestamp);
  return receiptId === null || updateTimestamp === null ? null : { receiptId, updateTimestamp };
}

/** Reads any push payload; never throws. */
export function parsePushMessage(payload: unknown): PushNotice {
  const message = asObject(payload);
  const notification = asRecord(message.notification) ?? {};
  const data = asRecord(message.data) ?? {};
  const fcmOptions = asRecord(message.fcmOptions) ?? asRecord(message.fcm_options) ?? {};

  const receiptId = receiptIdOf(data);
  const orderNumberText = readIdentifier(data.orderNumber);
  const orderNumber =
    orderNumberText !== null && orderNumberText.length <= MAX_ORDER_NUMBER_LENGTH
      ? orderNumberText
      : null;
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
    defaultBody(orderNumber, receiptId);

  return { title, body, receiptId, link };
}
