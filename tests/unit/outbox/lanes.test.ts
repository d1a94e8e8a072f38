import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, type OutboxEntry } from '@/outbox';
import { dueNow, laneHeads } from '@/outbox/lanes';
import {
  change,
  inProgress,
  lanesWorld,
  networkDown,
  runTimersUntil,
  scriptedBackend,
  serverError,
} from './lanesTestKit';
import { entry, until } from './outboxTestKit';

// One order's trouble never holds another's (docs/outbox.md, "One order's trouble"): tap order
// within an order, lanes of different orders side by side, a queue-wide pause only for the
// connection or the whole server, and Retry-After obeyed.

const { kit, open } = lanesWorld();

const HOLD = 5_000;

describe('one order’s trouble', () => {
  it('order A answered 500 three times does not hold order B; A still arrives in tap order', async () => {
    let aFailures = 3;
    const backend = scriptedBackend(kit, (update) =>
      update.updateId === 'alice-1' && aFailures-- > 0 ? serverError(500) : 'ok',
    );
    const outbox = open(backend.api);
    const start = kit.clock.now();
    await outbox.enqueue(change('a', 'Picked Up'), { holdMs: HOLD });
    kit.clock.advance(1_000);
    await outbox.enqueue(change('b', 'Delivered'), { holdMs: HOLD });
    kit.clock.advance(1_000);
    await outbox.enqueue(change('a', 'Delivered'), { holdMs: HOLD });
    await runTimersUntil(kit, outbox, () => backend.applied.length === 3);

    const bWindowEnds = start + 1_000 + HOLD;
    const b = backend.arrivals.find((arrival) => arrival.receiptId === 'b');
    expect(b!.at - bWindowEnds).toBeGreaterThanOrEqual(0);
    expect(b!.at - bWindowEnds).toBeLessThanOrEqual(2_000);
    // A's first change was tried four times (three 500s), and its second went only after it.
    expect(backend.arrivals.filter((a) => a.updateId === 'alice-1')).toHaveLength(4);
    const aArrivals = backend.arrivals.filter((a) => a.receiptId === 'a').map((a) => a.status);
    expect(aArrivals).toEqual(['Picked Up', 'Picked Up', 'Picked Up', 'Picked Up', 'Delivered']);
    expect(backend.applied.map((a) => a.updateId)).toEqual(['alice-2', 'alice-1', 'alice-3']);
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('a 409 update-in-progress backs off its order only', async () => {
    let claimed = true;
    const backend = scriptedBackend(kit, (update) =>
      update.receiptId === 'a' && claimed ? inProgress(30_000) : 'ok',
    );
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Picked Up'));
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.enqueue(change('b', 'Delivered'));
    await outbox.drain();
    expect(backend.applied.map((a) => a.receiptId)).toEqual(['b']);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'pending', troubleScope: 'order' });
    claimed = false;
    await runTimersUntil(kit, outbox, () => backend.applied.length === 3);
    expect(backend.applied.map((a) => a.status)).toEqual(['Delivered', 'Picked Up', 'Delivered']);
  });

  it('a 500 another order also gets is the server: every order waits, then one goes alone', async () => {
    let healthy = false;
    let probeHeld = false;
    const backend = scriptedBackend(kit, () => {
      if (!healthy) return serverError(500);
      if (probeHeld) return 'ok';
      probeHeld = true;
      return 'hold';
    });
    kit.network.online = false;
    // Four lanes, so that two orders' changes are left to be held by the pause.
    const outbox = open(backend.api, { retryPolicy: { concurrency: 4 } });
    for (const receiptId of ['a', 'b', 'c', 'd', 'e', 'f']) {
      await outbox.enqueue(change(receiptId, 'Delivered'));
    }
    kit.network.emit('online');
    await outbox.drain();
    // Four lanes went; a's 500 was its own, b's (another order, the same way) was the server's.
    expect(backend.arrivals.map((a) => a.receiptId)).toEqual(['a', 'b', 'c', 'd']);
    expect(outbox.get().entries.map((e) => e.troubleScope ?? null)).toEqual([
      'order',
      'queue',
      'queue',
      'queue',
      null,
      null,
    ]);
    // Paused: e and f wait for the server's backoff, although their orders never failed.
    await outbox.drain();
    expect(backend.arrivals).toHaveLength(4);

    healthy = true;
    kit.timers.fireNext(kit.clock);
    await until(() => backend.heldCount() === 1);
    expect(backend.arrivals).toHaveLength(5); // the probe, alone
    backend.release();
    // And alone for as long as it was out: this backend answers every other request at once,
    // so only one sent while the probe was held would ever have made two in flight.
    expect(backend.mostInFlight()).toBe(1);
    await runTimersUntil(kit, outbox, () => backend.applied.length === 6);
    expect(backend.applied.map((a) => a.receiptId).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(backend.mostInFlight()).toBeLessThanOrEqual(4);
  });

  it('a poison order’s retries never pause the others, even after another order’s one-off 500', async () => {
    let bFailedOnce = false;
    const backend = scriptedBackend(kit, (update) => {
      if (update.receiptId === 'a') return serverError(500);
      if (update.receiptId === 'b' && !bFailedOnce) {
        bFailedOnce = true;
        return serverError(500);
      }
      return 'ok';
    });
    const outbox = open(backend.api, { retryPolicy: { concurrency: 1 } });
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.drain();
    await outbox.enqueue(change('b', 'Delivered'));
    await outbox.drain(); // a's own 500, then b's: the server, as far as the outbox can tell
    expect(outbox.get().entries.map((e) => e.troubleScope)).toEqual(['order', 'queue']);
    for (const receiptId of ['c', 'd', 'e']) await outbox.enqueue(change(receiptId, 'Delivered'));
    const aTries = () => backend.arrivals.filter((arrival) => arrival.receiptId === 'a').length;
    await runTimersUntil(kit, outbox, () => aTries() === 2);
    // a's retry failed as before: still its own trouble, not a second order failing.
    expect(outbox.get().entries[0].troubleScope).toBe('order');
    await runTimersUntil(kit, outbox, () => backend.applied.length === 4, 30);
    expect(backend.applied.map((a) => a.receiptId).sort()).toEqual(['b', 'c', 'd', 'e']);
    // a's retries stayed its own: never blamed on the queue.
    const aEntry = outbox.get().entries.find((e) => e.receiptId === 'a');
    expect(aEntry).toMatchObject({ state: 'pending', troubleScope: 'order' });
  });

  it.each([
    ['503', () => serverError(503, 10_000)],
    ['429', () => serverError(429, 10_000)],
    ['a network error while the phone says it is online', () => networkDown()],
  ])('%s pauses every order (the connection or the whole server)', async (_, failure) => {
    let failing = true;
    const backend = scriptedBackend(kit, () => (failing ? failure() : 'ok'));
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.drain();
    expect(outbox.get().entries[0].troubleScope).toBe('queue');
    await outbox.enqueue(change('b', 'Delivered'));
    await outbox.drain();
    expect(backend.arrivals.map((a) => a.receiptId)).toEqual(['a']);
    failing = false;
    await runTimersUntil(kit, outbox, () => backend.applied.length === 2);
    expect(backend.applied.map((a) => a.receiptId)).toEqual(['a', 'b']);
  });
});

describe('the connection back', () => {
  it('lets what waited only for the connection go at once, one change alone first', async () => {
    let reachable = false;
    const backend = scriptedBackend(kit, () => (reachable ? 'ok' : networkDown()));
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.enqueue(change('b', 'Delivered'));
    // Four tries that got no answer while the phone said it was online: the wait has grown.
    await runTimersUntil(kit, outbox, () => backend.arrivals.length === 4, 4);
    const waiting = outbox.get().entries[0];
    expect(waiting).toMatchObject({ state: 'pending', attempts: 4, troubleScope: 'queue' });
    expect(waiting.nextAttemptAt! - kit.clock.now()).toBeGreaterThanOrEqual(6_000);

    reachable = true;
    kit.network.emit('offline');
    kit.network.emit('online');
    await until(() => backend.applied.length === 2);
    // Nothing was waited out: the clock did not move.
    expect(backend.arrivals.slice(4).map((a) => a.at)).toEqual([kit.clock.now(), kit.clock.now()]);
    // The first went alone (a probe), then the other.
    expect(backend.mostInFlight()).toBe(1);
  });

  it('leaves the server’s trouble and an order’s own to their retry times', async () => {
    let failing = true;
    const backend = scriptedBackend(kit, (update) =>
      failing ? (update.receiptId === 'a' ? serverError(503, 30_000) : serverError(500)) : 'ok',
    );
    const outbox = open(backend.api, { retryPolicy: { concurrency: 1 } });
    await outbox.enqueue(change('b', 'Delivered'));
    await outbox.drain(); // b's own 500
    await outbox.enqueue(change('a', 'Delivered'));
    kit.timers.fireNext(kit.clock);
    await outbox.drain(); // the server's 503, with Retry-After
    const tries = backend.arrivals.length;
    failing = false;
    kit.network.emit('offline');
    kit.network.emit('online');
    await outbox.drain();
    expect(backend.arrivals).toHaveLength(tries);
  });
});

describe('Retry-After', () => {
  it('a 409 with Retry-After: 3 is retried 3 s later (+ up to 10 %), even on the 6th attempt', async () => {
    const backend = scriptedBackend(kit, () =>
      backend.arrivals.length < 7 ? inProgress(3_000) : 'ok',
    );
    const outbox = open(backend.api, { random: () => 0.9 });
    await outbox.enqueue(change('a', 'Delivered'));
    await runTimersUntil(kit, outbox, () => backend.applied.length === 1);
    const times = backend.arrivals.map((a) => a.at);
    expect(times).toHaveLength(7);
    const gaps = times.slice(1).map((time, i) => time - times[i]);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(3_000);
      expect(gap).toBeLessThanOrEqual(3_300);
    }
    expect(gaps[5]).toBe(3_270); // after the 6th attempt: 3 s + 0.9 × 10 %
  });

  it('without one, the backoff grows exponentially', async () => {
    const backend = scriptedBackend(kit, () =>
      backend.arrivals.length < 4 ? serverError(500) : 'ok',
    );
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Delivered'));
    await runTimersUntil(kit, outbox, () => backend.applied.length === 1);
    const times = backend.arrivals.map((a) => a.at);
    expect(times.slice(1).map((time, i) => time - times[i])).toEqual([1_500, 3_000, 6_000]);
  });
});

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
