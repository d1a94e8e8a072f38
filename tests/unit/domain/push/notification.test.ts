import { describe, expect, it } from 'vitest';
import { GENERIC_PUSH_TAG, notificationFor } from '@/domain/push/notification';
import { parsePushMessage } from '@/domain/push/wire';

describe('the notification shown for a push', () => {
  it('has the icon, the badge, a tag per order and the data the click needs', () => {
    const { title, options } = notificationFor(
      parsePushMessage({
        notification: { title: 'Order changed', body: 'Delivered' },
        data: { receiptId: 'r-1' },
      }),
    );
    expect(title).toBe('Order changed');
    expect(options).toMatchObject({
      body: 'Delivered',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'order-r-1',
      renotify: true,
      data: { receiptId: 'r-1', link: null },
    });
  });

  it('gives messages about the same order the same tag, and others a shared generic one', () => {
    const tag = (payload: unknown) => notificationFor(parsePushMessage(payload)).options.tag;
    expect(tag({ data: { receiptId: 'a' } })).toBe(
      tag({ notification: {}, data: { receiptId: 'a' } }),
    );
    expect(tag({ data: { receiptId: 'a' } })).not.toBe(tag({ data: { receiptId: 'b' } }));
    expect(tag({})).toBe(GENERIC_PUSH_TAG);
  });
});
