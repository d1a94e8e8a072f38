import { describe, expect, it } from 'vitest';
import {
  change,
  inProgress,
  lanesWorld,
  networkDown,
  runTimersUntil,
  scriptedBackend,
  serverError,
} from './lanesTestKit';
import { until } from './outboxTestKit';

// One order's trouble never holds another's (docs/outbox.md, "One order's trouble"): a failure
// blamed on its order or on the whole queue, the connection back, and Retry-After obeyed. The
// lanes themselves and Send now: lanes.test.ts.

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
