import { describe, expect, it } from 'vitest';
import { parsePushMessage } from '@/domain/push/wire';
import { testNotificationPayload } from '@/features/notifications/testNotification';

describe("the demo's test notification", () => {
  it('names the order by the number the dispatcher knows, never by its internal id', () => {
    const notice = parsePushMessage(
      testNotificationPayload({ id: 'demo-order-1020', orderNumber: '1020' }),
    );
    expect(notice.body).toBe('Order #1020 has changed. Tap to open it.');
    expect(notice.receiptId).toBe('demo-order-1020');
  });

  it('names no order when the order has no number', () => {
    const notice = parsePushMessage(
      testNotificationPayload({ id: 'demo-order-7', orderNumber: null }),
    );
    expect(notice.body).toBe('An order has changed. Tap to open it.');
    expect(notice.receiptId).toBe('demo-order-7');
  });

  it('is about all orders when there is none open', () => {
    const notice = parsePushMessage(testNotificationPayload(null));
    expect(notice.body).toBe('Your orders have changed. Tap to open them.');
    expect(notice.receiptId).toBeNull();
  });
});
