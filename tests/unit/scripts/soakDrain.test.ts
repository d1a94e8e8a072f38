// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDrain, checkPoison, type PoisonAtTheEnd } from '../../../scripts/soak/checks.mjs';
import { createDrainWatch, drainSummary } from '../../../scripts/soak/drain.mjs';

// The shift soak's drain figure and poison-order check (scripts/soak/, issue 32), on a page
// whose outbox the test scripts: the seconds from a return of the network until the changes
// queued before it have gone, undo windows aside, and what fails.

interface Entry {
  seq: number;
  receiptId: string;
  sendNotBefore: number | null;
}

function fakePage() {
  const outbox = { now: 1_000_000, entries: [] as Entry[] };
  const page = {
    evaluate: async () => ({ now: outbox.now, online: true, stores: {}, entries: outbox.entries }),
  };
  return { outbox, page };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the soak: the drain after a return of the network', () => {
  it('times the changes queued before the return, less what was left of their undo window', async () => {
    const { outbox, page } = fakePage();
    const watch = createDrainWatch(page, () => 'poison');
    outbox.entries = [
      { seq: 1, receiptId: 'a', sendNotBefore: outbox.now + 2_000 },
      { seq: 2, receiptId: 'b', sendNotBefore: null },
      // The poison order's change never goes: it is not the drain's.
      { seq: 3, receiptId: 'poison', sendNotBefore: null },
    ];
    await watch.networkBack('back');
    outbox.entries = outbox.entries.filter((e) => e.seq !== 2);
    await vi.advanceTimersByTimeAsync(4_000);
    // Still within its undo window for 2 s of those 4: it took 2 s, not 4.
    outbox.entries = outbox.entries.filter((e) => e.seq !== 1);
    await vi.advanceTimersByTimeAsync(250);
    await watch.settle();
    expect(watch.returns).toHaveLength(1);
    expect(watch.returns[0]!.seconds).toBeCloseTo(2.25, 1);
  });

  it('leaves out a return cut short by the next drop, and fails one over 20 s', async () => {
    const { outbox, page } = fakePage();
    const watch = createDrainWatch(page);
    outbox.entries = [{ seq: 1, receiptId: 'a', sendNotBefore: null }];
    await watch.networkBack('flap');
    watch.networkGone();
    await watch.networkBack('slow');
    await vi.advanceTimersByTimeAsync(25_000);
    outbox.entries = [];
    await vi.advanceTimersByTimeAsync(250);
    await watch.settle();
    outbox.entries = [];
    await watch.networkBack('empty');
    expect(watch.returns.map((r) => [r.label, r.seconds, !!r.interrupted])).toEqual([
      ['flap', null, true],
      ['slow', 25.25, false],
      ['empty', 0, false],
    ]);
    expect(drainSummary(watch.returns)).toEqual({ returns: 2, interrupted: 1, p50: 0, max: 25.3 });
    const problems: string[] = [];
    checkDrain(watch.returns, problems);
    expect(problems).toEqual([
      'after the network came back (slow) the outbox took 25.3 s to empty (limit 20 s)',
    ]);
  });
});

describe('the soak: where a drain spent its time', () => {
  it("keeps each watched change's states as seen and when it left", async () => {
    const { outbox, page } = fakePage();
    const watch = createDrainWatch(page);
    const waiting = { seq: 1, receiptId: 'a', sendNotBefore: null };
    outbox.entries = [{ ...waiting, state: 'pending', attempts: 0 } as Entry];
    await watch.networkBack('back');
    await vi.advanceTimersByTimeAsync(250);
    outbox.entries = [{ ...waiting, state: 'sending', attempts: 1 } as Entry];
    await vi.advanceTimersByTimeAsync(500);
    outbox.entries = [];
    await vi.advanceTimersByTimeAsync(250);
    await watch.settle();
    const [back] = watch.returns;
    expect(back!.states[1]!.map(([state, , attempts]) => [state, attempts])).toEqual([
      ['pending', 0],
      ['sending', 1],
    ]);
    expect(back!.departures).toEqual([[1, 'a', 1000]]);
  });
});

describe('the soak: the poison order at the end', () => {
  const poison: PoisonAtTheEnd = {
    orderId: 'p',
    orderNumber: '1004',
    othersDrained: true,
    entries: [{ receiptId: 'p' }, { receiptId: 'p' }],
    listed: [
      { order: 'Order #1004', retry: true, discard: true },
      { order: 'Order #1004', retry: true, discard: true },
    ],
    appliedWhilePoisoned: 0,
  };
  const taps = [{ orderId: 'p', undone: false }];
  const problemsWith = (changes: Partial<PoisonAtTheEnd>) => {
    const problems: string[] = [];
    checkPoison({ poison: { ...poison, ...changes }, taps }, problems);
    return problems;
  };

  it('passes when only its changes are held, each in the sheet with Retry and Discard', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it('fails when it held another order, or its changes are not all offered Retry and Discard', () => {
    expect(
      problemsWith({ othersDrained: false, entries: [...poison.entries, { receiptId: 'q' }] }),
    ).toEqual([
      'poison order: the other orders did not drain beside it',
      'poison order: 1 changes of other orders were held with it',
    ]);
    expect(
      problemsWith({ listed: [{ order: 'Order #1004', retry: false, discard: true }] }),
    ).toEqual([
      'poison order: the sheet lists 1 of its 2 unsent changes',
      'poison order: a change in the sheet offers no Retry or Discard',
    ]);
    expect(
      problemsWith({
        listed: [...poison.listed, { order: 'Order #1001', retry: true, discard: true }],
      }),
    ).toEqual(['poison order: the sheet also lists Order #1001']);
  });
});
