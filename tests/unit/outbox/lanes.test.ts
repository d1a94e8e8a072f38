import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, type OutboxEntry } from '@/outbox';
import { dueNow, laneHeads } from '@/outbox/lanes';
import { change, inProgress, lanesWorld, scriptedBackend, serverError } from './lanesTestKit';
import { entry, until } from './outboxTestKit';

// One order's trouble never holds another's (docs/outbox.md, "One order's trouble"): tap order
// within an order, lanes of different orders side by side, and Send now. Trouble, the
// connection back and Retry-After: laneTrouble.test.ts.

const { kit, open } = lanesWorld();

describe('lanes', () => {
  it('sends at most six orders at once, one change per order, tap order kept', async () => {
    const backend = scriptedBackend(kit, () => 'hold');
    kit.network.online = false;
    const outbox = open(backend.api);
    const orders = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const status of ['Picked Up', 'Delivered']) {
      for (const receiptId of orders) await outbox.enqueue(change(receiptId, status));
    }
    kit.network.emit('online');
    const draining = outbox.drain();
    await until(() => backend.heldCount() === 6);
    expect(backend.arrivals.map((a) => a.receiptId)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    while (backend.applied.length < 16) {
      backend.release();
      // The next changes have gone out (and are held), or the last answers are in.
      await until(() => backend.heldCount() > 0 || backend.applied.length === 16);
    }
    await draining;
    // Never a seventh at once, while the six were held or after: every request is held here.
    expect(backend.mostInFlight()).toBe(6);
    expect(backend.arrivals).toHaveLength(16); // nothing sent twice
    for (const receiptId of orders) {
      const statuses = backend.applied.filter((a) => a.receiptId === receiptId);
      expect(statuses.map((a) => a.status)).toEqual(['Picked Up', 'Delivered']);
    }
  });

  it('a long lane starts early, in one lane: the others share the rest, no round is lost', async () => {
    const backend = scriptedBackend(kit, () => 'hold');
    kit.network.online = false;
    const outbox = open(backend.api, { retryPolicy: { concurrency: 2 } });
    await outbox.enqueue(change('a', 'Picked Up'));
    for (const receiptId of ['b', 'c', 'd']) await outbox.enqueue(change(receiptId, 'Delivered'));
    await outbox.enqueue(change('a', 'On the Way'));
    await outbox.enqueue(change('a', 'Delivered'));
    kit.network.emit('online');
    const draining = outbox.drain();
    const rounds: string[][] = [];
    // Every lane that can go has: each change marked sending (in memory, the moment its lane
    // starts it) is held at the backend, and either both lanes are busy or every order's next
    // change is out. An answered change is marked at once with its answer, while its request may
    // still be finishing: its order's next change is then a head not yet out, waited for too.
    const everyLaneThatCanGoHas = () => {
      const { entries } = outbox.get();
      const sending = entries.filter((e) => e.state === 'sending').length;
      return (
        backend.heldCount() > 0 &&
        backend.heldCount() === sending &&
        (sending === 2 || laneHeads(entries).every((head) => head.state === 'sending'))
      );
    };
    for (;;) {
      await until(() => everyLaneThatCanGoHas() || backend.applied.length === 6);
      if (backend.applied.length === 6) break;
      rounds.push(backend.arrivals.slice(rounds.flat().length).map((a) => a.receiptId));
      backend.release();
    }
    await draining;
    // a's three changes go one after another, each as soon as the one before is answered, and
    // b, c and d take the other lane: three rounds. Taking turns (the lane that went longest ago
    // first) would send b, c, d before a's second change: four rounds, a's last one alone.
    expect(rounds).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['d', 'a'],
    ]);
    expect(backend.applied.filter((a) => a.receiptId === 'a').map((a) => a.status)).toEqual([
      'Picked Up',
      'On the Way',
      'Delivered',
    ]);
  });

  it('the most pressing lane goes first: the oldest change, or a lane long enough to end the drain', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, concurrency: 1 };
    const first = (entries: OutboxEntry[], turns: Record<string, number> = {}) =>
      dueNow(entries, 10_000, policy, 0, (id) => turns[id]).map((e) => e.status);
    // The oldest change, even when its lane went more recently.
    expect(
      first([entry('a', 'a1', 'pending'), entry('b', 'b1', 'pending')], { a: 2, b: 1 }),
    ).toEqual(['a1']);
    // A lane with two changes behind its head is brought forward past one older change.
    expect(
      first([
        entry('b', 'b1', 'pending'),
        entry('a', 'a1', 'pending'),
        entry('a', 'a2', 'pending'),
        entry('a', 'a3', 'pending'),
      ]),
    ).toEqual(['a1']);
    // As pressing (b's second change weighs as much as a's age): the lane that went longest ago.
    const even = [
      entry('a', 'a1', 'pending'),
      entry('b', 'b1', 'pending'),
      entry('b', 'b2', 'pending'),
    ];
    expect(first(even, { a: 2, b: 1 })).toEqual(['b1']);
    expect(first(even, { a: 1, b: 2 })).toEqual(['a1']);
  });
});

describe('Send now', () => {
  it('tries every change waiting for its retry time at once', async () => {
    let failing = true;
    const backend = scriptedBackend(kit, (update) =>
      failing ? inProgress(update.receiptId === 'a' ? 60_000 : 90_000) : 'ok',
    );
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.enqueue(change('b', 'Delivered'));
    await outbox.drain();
    expect(backend.arrivals).toHaveLength(2);
    failing = false;
    const before = kit.clock.now();
    await outbox.sendNow();
    expect(backend.applied.map((a) => a.receiptId).sort()).toEqual(['a', 'b']);
    expect(backend.applied.every((a) => a.at === before)).toBe(true);
  });

  it('ends a queue-wide pause too', async () => {
    let failing = true;
    const backend = scriptedBackend(kit, () => (failing ? serverError(503, 120_000) : 'ok'));
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.drain();
    await outbox.enqueue(change('b', 'Delivered'));
    failing = false;
    await outbox.sendNow();
    expect(backend.applied.map((a) => a.receiptId).sort()).toEqual(['a', 'b']);
  });
});
