import { describe, expect, it } from 'vitest';
import {
  compareNewestFirst,
  isDelivered,
  matchesTodaysOrders,
  openOrdersGone,
  selectTodaysOrders,
  sortNewestFirst,
  splitOrders,
} from '@/domain/orders';
import { parseReceipt, type Receipt } from '@/domain/receipt';

const SINCE = 1_700_000_000_000;
const query = { dispatchId: 'me', since: SINCE };

function receipt(id: string, fields: Record<string, unknown> = {}): Receipt {
  return parseReceipt(id, {
    receipt_type: 'SALE',
    dispatchId: 'me',
    status: 'Pending',
    updateTimestamp: SINCE + 1,
    ...fields,
  });
}

const ids = (receipts: readonly Receipt[]) => receipts.map((r) => r.id);

describe('matchesTodaysOrders', () => {
  it('accepts my SALE receipts updated at or after the start of the day', () => {
    expect(matchesTodaysOrders(receipt('a'), query)).toBe(true);
    expect(matchesTodaysOrders(receipt('b', { updateTimestamp: SINCE }), query)).toBe(true);
  });

  it.each([
    ['updated before today', { updateTimestamp: SINCE - 1 }],
    ['without a timestamp', { updateTimestamp: undefined }],
    ['with a malformed timestamp', { updateTimestamp: 'today' }],
    ['of another dispatcher', { dispatchId: 'someone-else' }],
    ['without a dispatcher', { dispatchId: undefined }],
    ['of another type', { receipt_type: 'REFUND' }],
    ['of a differently cased type', { receipt_type: 'sale' }],
    ['without a type', { receipt_type: undefined }],
  ])('rejects a receipt %s', (_label, fields) => {
    expect(matchesTodaysOrders(receipt('x', fields), query)).toBe(false);
  });

  it('accepts a Firestore Timestamp-like updateTimestamp', () => {
    const ts = { seconds: SINCE / 1000 + 60, nanoseconds: 0 };
    expect(matchesTodaysOrders(receipt('a', { updateTimestamp: ts }), query)).toBe(true);
  });
});

describe('isDelivered', () => {
  it('is true only for the exact Delivered status', () => {
    expect(isDelivered({ status: 'Delivered' })).toBe(true);
    expect(isDelivered({ status: 'delivered' })).toBe(false);
    expect(isDelivered({ status: 'On the Way' })).toBe(false);
    expect(isDelivered({ status: null })).toBe(false);
  });
});

describe('sorting newest first', () => {
  it('orders by updateTimestamp, newest first', () => {
    const list = [
      receipt('old', { updateTimestamp: SINCE + 1 }),
      receipt('new', { updateTimestamp: SINCE + 3 }),
      receipt('mid', { updateTimestamp: SINCE + 2 }),
    ];
    expect(ids(sortNewestFirst(list))).toEqual(['new', 'mid', 'old']);
  });

  it('breaks ties by id, whatever the input order', () => {
    const a = receipt('a', { updateTimestamp: SINCE + 5 });
    const b = receipt('b', { updateTimestamp: SINCE + 5 });
    const c = receipt('c', { updateTimestamp: SINCE + 5 });
    expect(ids(sortNewestFirst([c, a, b]))).toEqual(['a', 'b', 'c']);
    expect(ids(sortNewestFirst([b, c, a]))).toEqual(['a', 'b', 'c']);
    expect(compareNewestFirst(a, a)).toBe(0);
  });

  it('puts receipts without a timestamp last, by id', () => {
    const list = [
      receipt('z-none', { updateTimestamp: null }),
      receipt('dated', { updateTimestamp: SINCE }),
      receipt('a-none', { updateTimestamp: 'garbage' }),
    ];
    expect(ids(sortNewestFirst(list))).toEqual(['dated', 'a-none', 'z-none']);
  });

  it('does not modify the list it is given', () => {
    const list = [receipt('a', { updateTimestamp: 1 }), receipt('b', { updateTimestamp: 2 })];
    sortNewestFirst(list);
    expect(ids(list)).toEqual(['a', 'b']);
  });
});

describe('splitOrders', () => {
  it('splits into open and delivered, each newest first', () => {
    const list = [
      receipt('d-old', { status: 'Delivered', updateTimestamp: SINCE + 1 }),
      receipt('o-old', { status: 'Pending', updateTimestamp: SINCE + 2 }),
      receipt('d-new', { status: 'Delivered', updateTimestamp: SINCE + 9 }),
      receipt('o-new', { status: 'On the Way', updateTimestamp: SINCE + 8 }),
      receipt('o-unknown', { status: 'Lost in space', updateTimestamp: SINCE + 5 }),
      receipt('o-none', { status: undefined, updateTimestamp: null }),
    ];
    const { open, delivered } = splitOrders(list);
    expect(ids(open)).toEqual(['o-new', 'o-unknown', 'o-old', 'o-none']);
    expect(ids(delivered)).toEqual(['d-new', 'd-old']);
  });

  it('gives two empty lists for no receipts', () => {
    expect(splitOrders([])).toEqual({ open: [], delivered: [] });
  });
});

describe('selectTodaysOrders', () => {
  it('keeps only matching receipts, newest first', () => {
    const list = [
      receipt('mine-1', { updateTimestamp: SINCE + 1 }),
      receipt('yesterday', { updateTimestamp: SINCE - 1 }),
      receipt('theirs', { dispatchId: 'other' }),
      receipt('mine-2', { updateTimestamp: SINCE + 2 }),
      receipt('refund', { receipt_type: 'REFUND' }),
    ];
    expect(ids(selectTodaysOrders(list, query))).toEqual(['mine-2', 'mine-1']);
  });
});

describe('openOrdersGone', () => {
  it('is the open orders shown that the next list no longer has (a delivered one says nothing)', () => {
    const shown = [
      receipt('a'),
      receipt('b', { status: 'On the Way' }),
      receipt('c', { status: 'Delivered' }),
      receipt('d'),
    ];
    expect(ids(openOrdersGone(shown, [receipt('d')]))).toEqual(['a', 'b']);
    expect(openOrdersGone(shown, shown)).toEqual([]);
    expect(openOrdersGone([], [receipt('a')])).toEqual([]);
  });
});
