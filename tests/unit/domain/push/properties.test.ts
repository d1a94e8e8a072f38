// Property tests: whatever a push carries (any JSON, any string as a link), reading it never
// throws and a tap never leaves the app.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDetailPath, PATHS } from '@/config/paths';
import { clickTargetPath, resolveClickTarget } from '@/domain/push/clickTarget';
import { notificationFor } from '@/domain/push/notification';
import { parsePushMessage } from '@/domain/push/wire';

const ORIGIN = 'https://dispatch.example';
const ROUTES = { orders: PATHS.order, orderDetail: orderDetailPath };

/** Links built from the pieces that have led off the app, plus anything at all. */
const hostileLink = fc.oneof(
  fc.string(),
  fc.webUrl(),
  fc
    .array(
      fc.constantFrom(
        '/',
        '\\',
        '%2f',
        '%2F',
        '%5c',
        '%5C',
        '%25',
        '\t',
        '\n',
        '\r',
        ' ',
        '.',
        '..',
      ),
      { maxLength: 8 },
    )
    .chain((prefix) =>
      fc.tuple(
        fc.constantFrom('', ORIGIN, 'https:', 'http://dispatch.example', 'javascript:'),
        fc.constant(prefix.join('')),
        fc.constantFrom('evil.example/x', 'order', ''),
      ),
    )
    .map((parts) => parts.join('')),
);

function staysInApp(path: string) {
  expect(path.startsWith('/')).toBe(true);
  expect(path[1]).not.toBe('/');
  expect(path[1]).not.toBe('\\');
  expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
}

describe('push properties', () => {
  it('reads any JSON value or text without throwing, into a usable notification', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.json(), fc.string(), fc.anything()), (payload) => {
        const notice = parsePushMessage(payload);
        expect(notice.title.trim()).not.toBe('');
        expect(notice.body.trim()).not.toBe('');
        expect(() => notificationFor(notice)).not.toThrow();
      }),
    );
  });

  it('resolves any message to a path of the app starting with a single /', () => {
    const data = fc.oneof(
      fc.anything(),
      fc.record({ link: hostileLink, receiptId: fc.option(fc.string()) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(data, (value) => {
        staysInApp(clickTargetPath(value, ORIGIN, ROUTES));
        expect(new URL(resolveClickTarget(value, ORIGIN, ROUTES)).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a whole parsed push in the app, whatever its link', () => {
    fc.assert(
      fc.property(hostileLink, fc.jsonValue(), (link, receiptId) => {
        const notice = parsePushMessage({ data: { link, receiptId } });
        staysInApp(clickTargetPath(notice, ORIGIN, ROUTES));
      }),
      { numRuns: 2000 },
    );
  });
});
