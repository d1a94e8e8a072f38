import { describe, expect, it } from 'vitest';
import { outboxHttpWorld } from './outboxHttpWorld';
import { uniqueDbName } from './outboxTestKit';

// The outbox with fake-indexeddb and the real HTTP client against a real local server: the
// undo window (enqueue with holdMs) — held on the phone, undone, sent once after the window,
// across a reload and a clock moved back.

const { backend, world, open, sentUpdates, runTimers } = outboxHttpWorld();

describe('the undo window (enqueue with holdMs)', () => {
  const HOLD = 8_000;
  const delivered = {
    receiptId: 'r1',
    status: 'Not Delivered',
    dispatchId: 'alice',
    payload: { reason: 'Customer not available', note: 'Rang twice', previousStatus: 'On the Way' },
  };

  it('holds the change on the phone, shown at once, and sends nothing before the window ends', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    const entry = await outbox.enqueue(delivered, { holdMs: HOLD });
    await outbox.drain();
    expect(backend.requests).toHaveLength(0);
    expect(outbox.get()).toMatchObject({ waitingCount: 1, unsentCount: 1 });
    expect(entry.sendNotBefore).toBe(world.kit.clock.now() + HOLD);
    expect(world.kit.timers.delays()).toEqual([HOLD]);
  });

  it('undone: removed, and nothing ever reaches the backend', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    const entry = await outbox.enqueue(delivered, { holdMs: HOLD });
    expect(await outbox.undo(entry.updateId)).toBe(true);
    await runTimers(outbox);
    expect(backend.requests).toHaveLength(0);
    expect(outbox.get().entries).toEqual([]);
    expect(await outbox.undo(entry.updateId)).toBe(false);
  });

  it('sent exactly once after the window, with its payload; too late to undo then', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    const entry = await outbox.enqueue(
      { ...delivered, status: 'Delivered', payload: { cashCollected: 35.3 } },
      { holdMs: HOLD },
    );
    await outbox.drain();
    await runTimers(outbox);
    expect(sentUpdates()).toEqual([
      {
        receiptId: 'r1',
        status: 'Delivered',
        dispatchId: 'alice',
        updatedAt: entry.updatedAt,
        updateId: entry.updateId,
        cashCollected: 35.3,
      },
    ]);
    expect(await outbox.undo(entry.updateId)).toBe(false);
    await runTimers(outbox);
    expect(backend.requests).toHaveLength(1);
  });

  it('holds across a reload (a new outbox on the same database), then sends once', async () => {
    const dbName = uniqueDbName();
    const before = open({ dbName });
    const entry = await before.enqueue(delivered, { holdMs: HOLD });
    before.dispose();
    world.kit.clock.advance(HOLD / 2);

    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(backend.requests).toHaveLength(0);
    expect(world.kit.timers.delays()).toEqual([HOLD / 2]);
    await runTimers(after);
    expect(sentUpdates()).toMatchObject([{ updateId: entry.updateId, ...delivered.payload }]);
    expect(backend.requests).toHaveLength(1);
  });

  it('can be undone from a new outbox on the same database while still held', async () => {
    const dbName = uniqueDbName();
    const before = open({ dbName });
    const entry = await before.enqueue(delivered, { holdMs: HOLD });
    before.dispose();
    const after = open({ dbName });
    expect(await after.undo(entry.updateId)).toBe(true);
    await runTimers(after);
    expect(backend.requests).toHaveLength(0);
  });

  it('a clock moved back does not stretch the window beyond its length', async () => {
    const dbName = uniqueDbName();
    const before = open({ dbName });
    await before.enqueue(delivered, { holdMs: HOLD });
    before.dispose();
    world.kit.clock.advance(-24 * 60 * 60_000);
    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(world.kit.timers.delays()).toEqual([HOLD]);
    await runTimers(after);
    expect(backend.requests).toHaveLength(1);
  });

  it('holds later changes of the same order, not the changes of other orders', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue(delivered, { holdMs: HOLD });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(sentUpdates().map((u) => [u.receiptId, u.status])).toEqual([['r2', 'Delivered']]);
    await runTimers(outbox);
    expect(sentUpdates().map((u) => [u.receiptId, u.status])).toEqual([
      ['r2', 'Delivered'],
      ['r1', 'Not Delivered'],
      ['r1', 'Delivered'],
    ]);
  });
});
