import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_BODY,
  DEFAULT_PUSH_TITLE,
  parsePushMessage,
  readPushVersion,
} from '@/domain/push/wire';

describe('reading a push payload', () => {
  it('reads an FCM notification message', () => {
    expect(
      parsePushMessage({
        notification: { title: 'Order 1042 changed', body: 'Now: On the Way' },
        data: { receiptId: 'r-1042', link: '/order-detail?id=r-1042' },
        from: '123',
        fcmMessageId: 'abc',
      }),
    ).toEqual({
      title: 'Order 1042 changed',
      body: 'Now: On the Way',
      receiptId: 'r-1042',
      link: '/order-detail?id=r-1042',
    });
  });

  it('reads a data-only message, and FCM’s fcmOptions link', () => {
    expect(
      parsePushMessage({
        data: { title: 'New order', body: 'For you', receiptId: 'r-9' },
        fcmOptions: { link: 'https://dispatch.example/order' },
      }),
    ).toEqual({
      title: 'New order',
      body: 'For you',
      receiptId: 'r-9',
      link: 'https://dispatch.example/order',
    });
  });

  it('reads JSON text, as a worker may get it', () => {
    const notice = parsePushMessage(JSON.stringify({ data: { receiptId: 42, orderNumber: 1020 } }));
    expect(notice).toEqual({
      title: DEFAULT_PUSH_TITLE,
      body: 'Order #1020 has changed.',
      receiptId: '42',
      link: null,
    });
  });

  it('never shows the internal receipt id: without an order number the body names no order', () => {
    expect(parsePushMessage({ data: { receiptId: 'demo-order-1020' } }).body).toBe(
      'An order has changed.',
    );
    expect(parsePushMessage({ data: { receiptId: 'r-1', orderNumber: '9'.repeat(50) } }).body).toBe(
      'An order has changed.',
    );
  });

  it.each([
    ['nothing', null],
    ['not JSON', 'hello {'],
    ['a JSON array', '[1,2]'],
    ['a number', 7],
    ['fields of the wrong types', { notification: 'x', data: [1], fcmOptions: 3 }],
    [
      'blank and non-string fields',
      { notification: { title: '   ', body: { a: 1 } }, data: { receiptId: '', link: 5 } },
    ],
  ])('falls back to a generic notice for %s', (_, payload) => {
    expect(parsePushMessage(payload)).toEqual({
      title: DEFAULT_PUSH_TITLE,
      body: DEFAULT_PUSH_BODY,
      receiptId: null,
      link: null,
    });
  });

  it('ignores an absurdly long receipt id and shortens long texts', () => {
    const notice = parsePushMessage({
      notification: { title: 'T'.repeat(500), body: 'B'.repeat(5000) },
      data: { receiptId: 'x'.repeat(500) },
    });
    expect(notice.receiptId).toBeNull();
    expect(notice.title.length).toBeLessThanOrEqual(120);
    expect(notice.title.endsWith('…')).toBe(true);
    expect(notice.body.length).toBeLessThanOrEqual(400);
  });
});

describe('reading which version of an order a push tells of', () => {
  it('reads data.updateTimestamp (a string in FCM data, a number elsewhere) with the order', () => {
    const at = 1_764_000_000_000;
    expect(readPushVersion({ data: { receiptId: 'r-1', updateTimestamp: String(at) } })).toEqual({
      receiptId: 'r-1',
      updateTimestamp: at,
    });
    expect(
      readPushVersion(JSON.stringify({ data: { receiptId: 'r-1', updateTimestamp: at } })),
    ).toEqual({ receiptId: 'r-1', updateTimestamp: at });
  });

  it('is null without an order, without a version, or with one that is no time', () => {
    expect(readPushVersion({ data: { updateTimestamp: '5' } })).toBeNull();
    expect(readPushVersion({ data: { receiptId: 'r-1' } })).toBeNull();
    expect(readPushVersion({ data: { receiptId: 'r-1', updateTimestamp: 'soon' } })).toBeNull();
    expect(readPushVersion('not json')).toBeNull();
  });
});
