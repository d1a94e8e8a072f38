import { describe, expect, it } from 'vitest';
import { splitOrders } from '@/domain/orders';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import { applyPendingStatuses, confirmedBy, settledEntries } from '@/outbox';
import { entry } from './outboxTestKit';

function receipt(id: string, status: string, updateTimestamp: number): Receipt {
  return parseReceipt(id, { receipt_type: 'SALE', dispatchId: 'alice', status, updateTimestamp });
}

describe('applyPendingStatuses', () => {
  it('shows the queued status at once, with a mark, so the order moves lists', () => {
    const feed = [receipt('r1', 'Pending', 1_000), receipt('r2', 'On the Way', 2_000)];
    const overlaid = applyPendingStatuses(feed, [entry('r1', 'Delivered', 'pending')]);

    expect(overlaid[0]).toMatchObject({
      id: 'r1',
      status: 'Delivered',
      syncState: 'pending',
      syncError: null,
    });
    expect(overlaid[0].updateTimestamp).toBeGreaterThan(1_000); // the tap time
    expect(overlaid[1]).toMatchObject({ id: 'r2', status: 'On the Way', syncState: null });

    const lists = splitOrders(overlaid);
    expect(lists.delivered.map((r) => r.id)).toEqual(['r1']);
    expect(lists.open.map((r) => r.id)).toEqual(['r2']);
    // The feed's receipts are not mutated.
    expect(feed[0].status).toBe('Pending');
  });

  it('shows the latest tap when an order has several queued changes', () => {
    const feed = [receipt('r1', 'Pending', 1_000)];
    const overlaid = applyPendingStatuses(feed, [
      entry('r1', 'Picked Up', 'sending'),
      entry('r1', 'Delivered', 'pending'),
    ]);
    expect(overlaid[0]).toMatchObject({ status: 'Delivered', syncState: 'sending' });
  });

  it('a failed change marks the order failed with the server message', () => {
    const failed = entry('r1', 'Picked Up', 'failed', {
      lastError: { kind: 'rejected', message: 'Already delivered', status: 409 },
    });
    const overlaid = applyPendingStatuses(
      [receipt('r1', 'Pending', 1_000)],
      [failed, entry('r1', 'On the Way', 'pending')],
    );
    expect(overlaid[0]).toMatchObject({
      status: 'On the Way',
      syncState: 'failed',
      syncError: 'Already delivered',
      syncUpdateId: failed.updateId,
    });
  });

  it('keeps the mark after the 2xx until the feed shows the new status', () => {
    const sent = entry('r1', 'Delivered', 'sent');
    const stale = applyPendingStatuses([receipt('r1', 'Pending', 1_000)], [sent]);
    expect(stale[0]).toMatchObject({ status: 'Delivered', syncState: 'sent' });

    const caughtUp = applyPendingStatuses([receipt('r1', 'Delivered', 9_000)], [sent]);
    expect(caughtUp[0]).toMatchObject({
      status: 'Delivered',
      syncState: null,
      updateTimestamp: 9_000,
    });
  });

  it('a pending change is not cleared just because the feed happens to show its status', () => {
    const overlaid = applyPendingStatuses(
      [receipt('r1', 'Delivered', 1_000)],
      [entry('r1', 'Delivered', 'pending')],
    );
    expect(overlaid[0].syncState).toBe('pending');
  });

  it('ignores entries for receipts not in the feed and keeps the input order', () => {
    const feed = [receipt('b', 'Pending', 1), receipt('a', 'Pending', 2)];
    const overlaid = applyPendingStatuses(feed, [entry('zzz', 'Delivered', 'pending')]);
    expect(overlaid.map((r) => [r.id, r.syncState])).toEqual([
      ['b', null],
      ['a', null],
    ]);
  });

  it('gives a receipt with no change on the phone the same object each time, a changed one a new one', () => {
    const feed = [receipt('r1', 'Pending', 1_000), receipt('r2', 'Pending', 2_000)];
    const before = applyPendingStatuses(feed, []);
    const after = applyPendingStatuses(feed, [entry('r2', 'Delivered', 'pending')]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.status).toBe('Delivered');
    // A receipt the feed sends again as a new object is a new one on screen too.
    const resent = applyPendingStatuses([receipt('r1', 'On the Way', 1_000)], []);
    expect(resent[0]).not.toBe(before[0]);
    expect(resent[0]?.status).toBe('On the Way');
  });
});

describe('confirmedBy and settledEntries', () => {
  it('without the written updateTimestamp, confirms sent entries whose status the feed shows', () => {
    const feed = [{ id: 'r1', status: 'Delivered', updateTimestamp: 1_000 }];
    expect(confirmedBy(feed, entry('r1', 'Delivered', 'sent'))).toBe(true);
    expect(confirmedBy(feed, entry('r1', 'Picked Up', 'sent'))).toBe(false);
    expect(confirmedBy(feed, entry('r1', 'Delivered', 'pending'))).toBe(false);
    expect(confirmedBy(feed, entry('r2', 'Delivered', 'sent'))).toBe(false);
  });

  it('with it, confirms once the feed shows that updateTimestamp or a newer one', () => {
    const sent = entry('r1', 'Delivered', 'sent', { appliedTimestamp: 2_000 });
    const at = (status: string, updateTimestamp: number | null) => [
      { id: 'r1', status, updateTimestamp },
    ];
    expect(confirmedBy(at('Delivered', 1_999), sent)).toBe(false);
    expect(confirmedBy(at('Delivered', null), sent)).toBe(false);
    expect(confirmedBy(at('Delivered', 2_000), sent)).toBe(true);
    // A later write (the back office's) supersedes it: the feed is the truth again.
    expect(confirmedBy(at('Cancelled', 2_500), sent)).toBe(true);
    expect(confirmedBy(at('Delivered', 2_000), { ...sent, state: 'sending' })).toBe(false);
  });

  it('a confirmed later change settles the earlier sent changes of the same order', () => {
    const first = entry('r1', 'Picked Up', 'sent');
    const second = entry('r1', 'Delivered', 'sent');
    const third = entry('r1', 'Pending', 'pending');
    const other = entry('r2', 'Delivered', 'sent');
    const settled = settledEntries(
      [
        { id: 'r1', status: 'Delivered', updateTimestamp: 1_000 },
        { id: 'r2', status: 'Pending', updateTimestamp: 1_000 },
      ],
      [first, second, third, other],
    );
    expect(settled.map((e) => e.updateId)).toEqual([first.updateId, second.updateId]);
  });

  it('an order that went A → B → A never shows B again while the feed catches up', () => {
    // Found by the shift soak: the feed's answer from before B showed A, which "confirmed" the
    // newer A by its status; the outbox let go of both and the page showed B until the feed
    // caught up.
    const a = entry('r1', 'On the Way', 'sent', { appliedTimestamp: 1_000 });
    const b = entry('r1', 'Not Delivered', 'sent', { appliedTimestamp: 2_000 });
    const aAgain = entry('r1', 'On the Way', 'sent', { appliedTimestamp: 3_000 });
    const changes = [a, b, aAgain];
    const feedAt = (status: string, updateTimestamp: number) => [
      receipt('r1', status, updateTimestamp),
    ];

    for (const [status, written] of [
      ['On the Way', 1_000],
      ['Not Delivered', 2_000],
    ] as const) {
      const feed = feedAt(status, written);
      const settled = settledEntries(feed, changes);
      expect(settled.every((e) => (e.appliedTimestamp ?? 0) <= written)).toBe(true);
      const shown = applyPendingStatuses(
        feed,
        changes.filter((e) => !settled.includes(e)),
      );
      expect(shown[0]).toMatchObject({ status: 'On the Way', syncState: 'sent' });
    }
    const caughtUp = feedAt('On the Way', 3_000);
    expect(settledEntries(caughtUp, changes)).toEqual(changes);
    expect(applyPendingStatuses(caughtUp, [])[0]).toMatchObject({
      status: 'On the Way',
      syncState: null,
    });
  });
});
