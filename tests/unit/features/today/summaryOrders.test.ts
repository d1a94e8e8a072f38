import { describe, expect, it } from 'vitest';
import { parseReceipt } from '@/domain/receipt';
import { summarizeDay } from '@/domain/summary';
import { summaryOrders } from '@/features/today/summaryOrders';
import { applyPendingStatuses, type OutboxEntry } from '@/outbox';

const feed = [
  parseReceipt('a', { status: 'On the Way', paymentMethod: 'Cash', total: 35.3, currency: 'EUR' }),
  parseReceipt('b', {
    status: 'Delivered',
    paymentMethod: 'Cash',
    total: 12,
    currency: 'EUR',
    cashCollected: 20,
  }),
];

function entry(overrides: Partial<OutboxEntry>): OutboxEntry {
  return {
    seq: 1,
    updateId: 'u1',
    uid: 'u',
    receiptId: 'a',
    status: 'Delivered',
    dispatchId: 'u',
    updatedAt: 1,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    sentAt: null,
    ...overrides,
  };
}

describe('summaryOrders', () => {
  it('counts the cash of a delivery still on this phone from its change, the rest from the feed', () => {
    const changes = [entry({ payload: { cashCollected: 40 } })];
    const shown = applyPendingStatuses(feed, changes);
    const summary = summarizeDay(summaryOrders(shown, feed, changes), 'Not Delivered');
    expect(summary.delivered).toBe(2);
    expect(summary.cashCollected).toMatchObject({
      fromServer: [{ minor: 2000, currency: 'EUR' }],
      fromPhone: [{ minor: 4000, currency: 'EUR' }],
      source: 'server-and-phone',
    });
  });

  it('leaves a change the feed already shows to the feed', () => {
    const shownByFeed = [{ ...feed[1]!, status: 'Delivered' }];
    const changes = [entry({ receiptId: 'b', state: 'sent', payload: { cashCollected: 99 } })];
    const orders = summaryOrders(applyPendingStatuses(shownByFeed, changes), shownByFeed, changes);
    expect(orders[0]?.phoneChange).toBeNull();
  });

  it('takes the latest change of an order on the phone', () => {
    const changes = [
      entry({
        seq: 1,
        updateId: 'u1',
        status: 'Not Delivered',
        payload: { reason: 'Wrong address' },
      }),
      entry({ seq: 2, updateId: 'u2', status: 'Delivered', payload: { cashCollected: 35.3 } }),
    ];
    const orders = summaryOrders(applyPendingStatuses(feed, changes), feed, changes);
    expect(orders[0]?.phoneChange).toEqual({
      status: 'Delivered',
      reason: null,
      cashCollected: 35.3,
    });
  });
});
