import { describe, expect, it } from 'vitest';
import {
  afterFeedAnswer,
  dismissTakenAway,
  startTakenAwayWatch,
  type FeedAnswer,
  type TakenAwayWatch,
} from '@/features/orders/ordersTakenAway';

// Which open orders the back office took away (docs/architecture.md#orders-taken-away): an order
// the phone showed that the feed's next answer from the server, for the same day, no longer has.

const DAY = 1_700_000_000_000;
const NEXT_DAY = DAY + 86_400_000;

const order = (id: string, status = 'Pending', orderNumber: string | null = id.toUpperCase()) => ({
  id,
  status,
  orderNumber,
});

const server = (receipts: ReturnType<typeof order>[], since = DAY): FeedAnswer => ({
  receipts,
  since,
  fromCache: false,
});
const cache = (receipts: ReturnType<typeof order>[], since = DAY): FeedAnswer => ({
  receipts,
  since,
  fromCache: true,
});

/** The watch after these answers, from a start with nothing remembered. */
const after = (answers: FeedAnswer[], watch: TakenAwayWatch = startTakenAwayWatch(null)) =>
  answers.reduce(afterFeedAnswer, watch);

const takenIds = (watch: TakenAwayWatch) => watch.orders.map((o) => o.id);

describe('orders taken away', () => {
  it('names an open order the next server answer no longer has, with its number', () => {
    const watch = after([server([order('a'), order('b')]), server([order('b')])]);
    expect(watch.orders).toEqual([{ id: 'a', orderNumber: 'A', dismissed: false }]);
  });

  it('compares the first server answer with the list remembered from the last start', () => {
    const remembered = { since: DAY, receipts: [order('a'), order('b')] };
    const watch = after([server([order('b')])], startTakenAwayWatch(remembered));
    expect(takenIds(watch)).toEqual(['a']);
  });

  it('says nothing from the cache alone, and the server answer after it still tells', () => {
    const remembered = { since: DAY, receipts: [order('a'), order('b')] };
    const fromCache = after([cache([order('b')])], startTakenAwayWatch(remembered));
    expect(fromCache.orders).toEqual([]);
    // The cache's answer was not the server's word: the next one is compared with what was shown.
    expect(takenIds(after([server([order('b')])], fromCache))).toEqual(['a']);
    // Nor is a cache's answer ever the basis: the order it lacked is still news to the server.
    expect(takenIds(after([server([order('a'), order('b')]), cache([]), server([])]))).toEqual([
      'a',
      'b',
    ]);
  });

  it('says nothing when the day moves on (the midnight re-subscription)', () => {
    const watch = after([server([order('a'), order('b')]), server([order('c')], NEXT_DAY)]);
    expect(watch.orders).toEqual([]);
    // The new day is the basis from then on.
    expect(takenIds(after([server([], NEXT_DAY)], watch))).toEqual(['c']);
  });

  it('says nothing of a delivered order leaving, nor of the first answer of a fresh start', () => {
    expect(after([server([order('a', 'Delivered')]), server([])]).orders).toEqual([]);
    expect(after([server([order('a')])]).orders).toEqual([]);
    const yesterday = { since: DAY - 86_400_000, receipts: [order('a')] };
    expect(after([server([])], startTakenAwayWatch(yesterday)).orders).toEqual([]);
  });

  it('tells several, newest first, each once, and forgets one that comes back', () => {
    const watch = after([
      server([order('a'), order('b'), order('c')]),
      server([order('b'), order('c')]),
      server([order('c')]),
      server([order('c')]),
    ]);
    expect(takenIds(watch)).toEqual(['b', 'a']);
    const back = after([server([order('a'), order('c')])], watch);
    expect(takenIds(back)).toEqual(['b']);
  });

  it('keeps the same list while nothing changes (no re-render for an unchanged answer)', () => {
    const watch = after([server([order('a')]), server([])]);
    expect(afterFeedAnswer(watch, server([])).orders).toBe(watch.orders);
    expect(afterFeedAnswer(watch, cache([order('a')]))).toBe(watch);
  });

  it('a dismissed order stays known (its page says why it has gone), and is not told again', () => {
    const watch = after([server([order('a'), order('b')]), server([])]);
    const dismissed = dismissTakenAway(watch, 'a');
    expect(dismissed.orders).toEqual([
      { id: 'a', orderNumber: 'A', dismissed: true },
      { id: 'b', orderNumber: 'B', dismissed: false },
    ]);
    expect(dismissTakenAway(dismissed, 'a')).toBe(dismissed);
    expect(dismissTakenAway(dismissed, 'unknown')).toBe(dismissed);
    expect(after([server([])], dismissed).orders).toBe(dismissed.orders);
  });
});
