import { describe, expect, it } from 'vitest';
import { orderDetailPath, PATHS } from '@/config/paths';
import {
  clickTargetPath,
  inAppUrl,
  isProtocolRelativePath,
  resolveClickTarget,
  type PushRoutes,
} from '@/domain/push/clickTarget';

const ORIGIN = 'https://dispatch.example';
const ROUTES: PushRoutes = { orders: PATHS.order, orderDetail: orderDetailPath };

describe('where a tap leads', () => {
  it('opens the order named by the message', () => {
    expect(resolveClickTarget({ receiptId: 'r 1/2' }, ORIGIN, ROUTES)).toBe(
      `${ORIGIN}/order-detail?id=r%201%2F2`,
    );
  });

  it('follows a same-origin link, relative or absolute', () => {
    expect(resolveClickTarget({ link: '/delivered', receiptId: 'r-1' }, ORIGIN, ROUTES)).toBe(
      `${ORIGIN}/delivered`,
    );
    expect(resolveClickTarget({ link: `${ORIGIN}/order-detail?id=7#top` }, ORIGIN, ROUTES)).toBe(
      `${ORIGIN}/order-detail?id=7#top`,
    );
    // Slashes later in the path, the query or the hash are not a way out.
    expect(clickTargetPath({ link: '/order-detail?id=a//b#//c' }, ORIGIN, ROUTES)).toBe(
      '/order-detail?id=a//b#//c',
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
    expect(resolveClickTarget({ link }, ORIGIN, ROUTES)).toBe(`${ORIGIN}/order`);
    expect(resolveClickTarget({ link, receiptId: 'r-5' }, ORIGIN, ROUTES)).toBe(
      `${ORIGIN}/order-detail?id=r-5`,
    );
  });

  // Each of these is same-origin for new URL(), but its path starts with two slashes (or
  // becomes so once decoded or once a parser drops tabs and newlines): a router or the browser
  // would read "//evil.example/x" as another host.
  it.each([
    ['a same-origin URL with a // path', `${ORIGIN}//evil.example/x`],
    ['a same-origin URL with a /\\ path', `${ORIGIN}/\\evil.example/x`],
    ['a same-origin URL with a \\\\ path', `${ORIGIN}\\\\evil.example/x`],
    ['///', '///evil.example/x'],
    ['/\\', '/\\evil.example/x'],
    ['\\\\', '\\\\evil.example/x'],
    ['\\/', '\\/evil.example/x'],
    ['%2f%2f', '/%2f%2fevil.example/x'],
    ['%2F%2F', '/%2F%2Fevil.example/x'],
    ['mixed case %2F%2f', '/%2F%2fevil.example/x'],
    ['/%2f', '/%2fevil.example/x'],
    ['/%5c', '/%5cevil.example/x'],
    ['/%5C', '/%5Cevil.example/x'],
    ['double-encoded /%252f', '/%252fevil.example/x'],
    ['a tab between the slashes', '/\t/evil.example/x'],
    ['a newline between the slashes', `${ORIGIN}/\n/evil.example/x`],
    ['a carriage return, encoded', '/%0d/evil.example/x'],
    ['dot segments that collapse to //', '/order/..//evil.example/x'],
    ['leading spaces', '   //evil.example/x'],
  ])('stays in the app for %s', (_, link) => {
    expect(inAppUrl(link, ORIGIN)).toBeNull();
    expect(clickTargetPath({ link, receiptId: 'r-5' }, ORIGIN, ROUTES)).toBe(
      '/order-detail?id=r-5',
    );
    expect(clickTargetPath({ link }, ORIGIN, ROUTES)).toBe('/order');
  });

  it.each([null, undefined, 'r-1', 42, [], { receiptId: {} }, { receiptId: '  ' }, { link: 3 }])(
    'opens /order for malformed data (%j)',
    (data) => {
      expect(resolveClickTarget(data, ORIGIN, ROUTES)).toBe(`${ORIGIN}/order`);
    },
  );

  it('gives the router a path', () => {
    expect(clickTargetPath({ receiptId: 'r-1' }, ORIGIN, ROUTES)).toBe('/order-detail?id=r-1');
    expect(clickTargetPath({ link: 'https://evil.example/' }, ORIGIN, ROUTES)).toBe('/order');
  });
});

describe('a protocol-relative path', () => {
  it.each(['/order', '/order-detail', '/a//b', '/%2e', '/%zz', '/a%2f%2fb', '/'])(
    'is not %s',
    (path) => {
      expect(isProtocolRelativePath(path)).toBe(false);
    },
  );

  it('is anything still encoded after several rounds of decoding', () => {
    expect(isProtocolRelativePath(`/%${'25'.repeat(6)}2f`)).toBe(true);
  });
});
