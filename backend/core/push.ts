import { isSameLocalDay } from '@/domain/day';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { readEpochMillis } from '@/domain/read';
import type { BackendStore, ReceiptData } from './store';

// Push on assignment: when a receipt becomes a dispatcher's (a new receipt, or its dispatchId
// changed) and it is one of today's orders, that dispatcher's registered token gets an FCM
// message in the shape the app's service worker reads (docs/push.md, src/domain/push/wire.ts):
// `notification` title and body, `data.receiptId` (a tap opens that order), `data.orderNumber`
// and `data.updateTimestamp`, the receipt's version (the worker never shows an older one over a
// newer one: pushes may arrive out of order).
// A token FCM calls unregistered is forgotten. Sending sits behind the Messaging port.

/** FCM HTTP v1's `message` (what `messages:send` takes), as far as the app reads it. */
export interface PushMessage {
  token: string;
  notification: { title: string; body: string };
  /** FCM data values are strings. */
  data: Record<string, string>;
}

export type SendResult = 'sent' | 'unregistered';

export interface Messaging {
  /** Sends one message; 'unregistered' when FCM says the token is no longer valid. */
  send(message: PushMessage): Promise<SendResult>;
}

/** The uid a change of a receipt assigns it to, or null when it assigns nothing new. */
export function assignedTo(
  before: ReceiptData | null,
  after: ReceiptData | null,
  now: number,
): string | null {
  if (after === null) return null;
  const uid = after.dispatchId;
  if (typeof uid !== 'string' || uid === '') return null;
  if (before !== null && before.dispatchId === uid) return null;
  if (after.receipt_type !== RECEIPT_TYPE_SALE) return null;
  const updated = after.updateTimestamp;
  if (typeof updated !== 'number' || !isSameLocalDay(updated, now)) return null;
  return uid;
}

function orderNumberOf(receipt: ReceiptData): string | null {
  const value = receipt.orderNumber;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 20) return value.trim();
  return null;
}

export function assignmentMessage(
  token: string,
  receiptId: string,
  receipt: ReceiptData,
): PushMessage {
  const orderNumber = orderNumberOf(receipt);
  const data: Record<string, string> = { receiptId };
  if (orderNumber !== null) data.orderNumber = orderNumber;
  const version = readEpochMillis(receipt.updateTimestamp);
  if (version !== null) data.updateTimestamp = String(version);
  return {
    token,
    notification: {
      title: orderNumber === null ? 'New order' : `New order #${orderNumber}`,
      body: 'Assigned to you. Tap to open it.',
    },
    data,
  };
}

export type PushOutcome =
  | { kind: 'not-an-assignment' }
  | { kind: 'no-token'; uid: string }
  | { kind: 'sent'; uid: string; message: PushMessage }
  | { kind: 'token-removed'; uid: string; message: PushMessage };

export async function pushOnAssignment(
  deps: { store: BackendStore; messaging: Messaging; now(): number },
  change: { receiptId: string; before: ReceiptData | null; after: ReceiptData | null },
): Promise<PushOutcome> {
  const uid = assignedTo(change.before, change.after, deps.now());
  if (uid === null || change.after === null) return { kind: 'not-an-assignment' };
  const record = await deps.store.transaction((tx) => tx.getToken(uid));
  if (!record || record.fcmToken === null) return { kind: 'no-token', uid };
  const message = assignmentMessage(record.fcmToken, change.receiptId, change.after);
  if ((await deps.messaging.send(message)) === 'sent') return { kind: 'sent', uid, message };
  const sentToken = record.fcmToken;
  await deps.store.transaction(async (tx) => {
    const current = await tx.getToken(uid);
    // Only the token we sent to: a newer one registered meanwhile stays.
    if (current && current.fcmToken === sentToken) tx.putToken({ ...current, fcmToken: null });
  });
  return { kind: 'token-removed', uid, message };
}
