import { describe, expect, it } from 'vitest';
import {
  clickTargetPath,
  DEFAULT_PUSH_BODY,
  DEFAULT_PUSH_TITLE,
  GENERIC_PUSH_TAG,
  isPushRelayMessage,
  notificationFor,
  parsePushMessage,
  PUSH_RECEIVED_MESSAGE,
  resolveClickTarget,
  SHOW_TEST_NOTIFICATION_MESSAGE,
} from '../../../src/domain/pushMessage';

const ORIGIN = 'https://dispatch.example';

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
    const notice = parsePushMessage(JSON.stringify({ data: { receiptId: 42 } }));
    expect(notice).toEqual({
      title: DEFAULT_PUSH_TITLE,
      body: 'Order 42 has changed.',
      receiptId: '42',
      link: null,
    });
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

describe('where a tap leads', () => {
  it('opens the order named by the message', () => {
    expect(resolveClickTarget({ receiptId: 'r 1/2' }, ORIGIN)).toBe(
      `${ORIGIN}/order-detail?id=r%201%2F2`,
    );
  });

  it('follows a same-origin link, relative or absolute', () => {
    expect(resolveClickTarget({ link: '/delivered', receiptId: 'r-1' }, ORIGIN)).toBe(
      `${ORIGIN}/delivered`,
    );
    expect(resolveClickTarget({ link: `${ORIGIN}/order-detail?id=7#top` }, ORIGIN)).toBe(
      `${ORIGIN}/order-detail?id=7#top`,
    );
  });

  it.each([
    'https://evil.example/order-detail?id=1',
    '//evil.example/x',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://dispatch.example/order', // another scheme is another origin
    'https://dispatch.example:8443/order', // and so is another port
  ])('never leaves the app: %s', (link) => {
    expect(resolveClickTarget({ link }, ORIGIN)).toBe(`${ORIGIN}/order`);
    expect(resolveClickTarget({ link, receiptId: 'r-5' }, ORIGIN)).toBe(
      `${ORIGIN}/order-detail?id=r-5`,
    );
  });

  it.each([null, undefined, 'r-1', 42, [], { receiptId: {} }, { receiptId: '  ' }, { link: 3 }])(
    'opens /order for malformed data (%j)',
    (data) => {
      expect(resolveClickTarget(data, ORIGIN)).toBe(`${ORIGIN}/order`);
    },
  );

  it('gives the router a path', () => {
    expect(clickTargetPath({ receiptId: 'r-1' }, ORIGIN)).toBe('/order-detail?id=r-1');
    expect(clickTargetPath({ link: 'https://evil.example/' }, ORIGIN)).toBe('/order');
  });
});

describe('page ⇄ worker messages', () => {
  it('are told apart by type', () => {
    const message = { type: PUSH_RECEIVED_MESSAGE, payload: {} };
    expect(isPushRelayMessage(message, PUSH_RECEIVED_MESSAGE)).toBe(true);
    expect(isPushRelayMessage(message, SHOW_TEST_NOTIFICATION_MESSAGE)).toBe(false);
    expect(isPushRelayMessage({ type: 'SKIP_WAITING' }, PUSH_RECEIVED_MESSAGE)).toBe(false);
    expect(isPushRelayMessage(null, PUSH_RECEIVED_MESSAGE)).toBe(false);
  });
});
