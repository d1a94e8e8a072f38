import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY } from '@/outbox';
import { createHttpDispatchApi } from '@/services/http';
import { outboxHttpWorld } from './outboxHttpWorld';
import { uniqueDbName } from './outboxTestKit';

// The outbox with fake-indexeddb and the real HTTP client against a real local server: retries
// (one success per idempotency key, backoff, Retry-After, 409 in progress, timeouts) and a phone
// clock moved back while a change backs off.

const { backend, world, open, runTimers } = outboxHttpWorld();

describe('retries', () => {
  it('exactly one success per idempotency key when the server fails the first attempts', async () => {
    // The backend of the contract: a repeated Idempotency-Key is answered 2xx, not re-applied.
    const applied: string[] = [];
    const attemptsByKey = new Map<string, number>();
    const successes = new Map<string, number>();
    backend.setHandler((request) => {
      const key = String(request.headers['idempotency-key']);
      const attempt = (attemptsByKey.get(key) ?? 0) + 1;
      attemptsByKey.set(key, attempt);
      if (attempt === 1) return { status: 0, destroy: true }; // connection lost on the way
      if (attempt === 2) {
        applied.push(key); // applied, but the answer is lost in a crash
        return { status: 503, body: { message: 'Service unavailable' } };
      }
      if (!applied.includes(key)) applied.push(key);
      successes.set(key, (successes.get(key) ?? 0) + 1);
      return { status: 200, body: { ok: true } };
    });

    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();

    const head = outbox.get().entries[0];
    expect(head).toMatchObject({ state: 'pending', attempts: 1 });
    expect(head.lastError).toMatchObject({ kind: 'offline' });
    // Backoff 2 s with equal jitter (random = 0.5): 1.5 s.
    expect(head.nextAttemptAt! - world.kit.clock.now()).toBe(1500);
    // The second change waits behind the first: strict FIFO.
    expect(outbox.get().entries[1]).toMatchObject({ state: 'pending', attempts: 0 });

    await runTimers(outbox);

    expect(backend.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'alice-1',
      'alice-1',
      'alice-1',
      'alice-2',
      'alice-2',
      'alice-2',
    ]);
    expect(applied).toEqual(['alice-1', 'alice-2']);
    expect([...successes.values()]).toEqual([1, 1]);
    expect(outbox.get().entries.map((e) => [e.state, e.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
    ]);
    expect(world.kit.timers.delays()).toEqual([]); // nothing left to wake up for
    // Every attempt of one key carried the same body.
    const bodies = backend.requests.filter((r) => r.headers['idempotency-key'] === 'alice-1');
    expect(new Set(bodies.map((r) => r.rawBody)).size).toBe(1);
  });

  it('backs off exponentially and honours Retry-After', async () => {
    backend.setHandler(() => ({ status: 503 }));
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      delays.push(world.kit.timers.delays()[0]);
      await runTimers(outbox, 1);
    }
    expect(delays).toEqual([1500, 3000, 6000]);

    backend.setHandler(() => ({ status: 429, headers: { 'Retry-After': '120' } }));
    await runTimers(outbox, 1);
    // Retry-After plus up to 10 % jitter (random() = 0.5 → 5 %).
    expect(world.kit.timers.delays()).toEqual([126_000]);
    expect(outbox.get().entries[0].lastError).toMatchObject({ kind: 'server', status: 429 });
  });

  it('a 409 "update-in-progress" is retried after its Retry-After, not refused', async () => {
    let inProgress = true;
    backend.setHandler(() =>
      inProgress
        ? { status: 409, body: { code: 'update-in-progress' }, headers: { 'Retry-After': '4' } }
        : { status: 200 },
    );
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(outbox.get().entries[0]).toMatchObject({
      state: 'pending',
      lastError: { kind: 'server', status: 409 },
    });
    expect(world.kit.timers.delays()).toEqual([4200]); // 4 s + 5 % jitter (random() = 0.5)
    inProgress = false;
    await runTimers(outbox);
    expect(outbox.get().entries[0].state).toBe('sent');
  });

  it('a timeout is retried like a network error', async () => {
    let hang = true;
    backend.setHandler(() => (hang ? { status: 0, hang: true } : { status: 200 }));
    const outbox = open({
      dbName: uniqueDbName(),
      api: createHttpDispatchApi({
        backendUrl: backend.origin,
        getIdToken: async () => world.tokens.alice,
        timeoutMs: 50,
      }),
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(outbox.get().entries[0]).toMatchObject({
      state: 'pending',
      lastError: { kind: 'timeout' },
    });
    hang = false;
    await runTimers(outbox);
    expect(outbox.get().entries[0].state).toBe('sent');
  });
});

describe('a phone clock moved back', () => {
  const A_DAY = 24 * 60 * 60_000;

  async function backingOff(dbName: string) {
    backend.setHandler(() => ({ status: 503 }));
    const outbox = open({ dbName });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(outbox.get().entries[0].nextAttemptAt).not.toBeNull();
    backend.setHandler(() => ({ status: 200 }));
    return outbox;
  }

  it('does not stall a backing-off change after a reload', async () => {
    const dbName = uniqueDbName();
    (await backingOff(dbName)).dispose();
    world.kit.clock.advance(-A_DAY);

    const after = open({ dbName });
    await after.ready;
    await after.drain();
    // The stored deadline lies a day ahead; the wait is never longer than the backoff it had.
    expect(world.kit.timers.delays()).toEqual([1500]);
    expect(after.get().entries[0].nextAttemptAt).toBe(world.kit.clock.now() + 1500);
    await runTimers(after);
    expect(after.get().entries.map((e) => e.state)).toEqual(['sent', 'sent']);
  });

  it('does not stall it in a running app either: the next wake-up pulls the deadline in', async () => {
    const outbox = await backingOff(uniqueDbName());
    world.kit.clock.advance(-A_DAY);
    world.kit.network.emit('visible');
    await outbox.drain();
    expect(Math.max(...world.kit.timers.delays())).toBeLessThanOrEqual(
      DEFAULT_RETRY_POLICY.maxDelayMs,
    );
    await runTimers(outbox);
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'sent']);
  });
});
