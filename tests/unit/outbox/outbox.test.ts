import { describe, expect, it } from 'vitest';
import { openOutboxStore } from '@/outbox/store';
import { outboxHttpWorld } from './outboxHttpWorld';
import { sequentialIds, uniqueDbName, until } from './outboxTestKit';

// The outbox with fake-indexeddb and the real HTTP client against a real local server: sending
// in order once online, surviving a reload, confirmation by the feed, the details the app relies
// on, and dispose. Retries, 401s and users, refused and discarded changes, and the undo window
// are in outboxRetries, outboxUsers, outboxDiscard and outboxUndo.test.ts.

const { backend, world, open, sentUpdates, runTimers } = outboxHttpWorld();

describe('sending', () => {
  it('sends queued changes in the order they were made, and only after coming online', async () => {
    world.kit.network.online = false;
    const outbox = open({ dbName: uniqueDbName() });
    const first = await outbox.enqueue({
      receiptId: 'r1',
      status: 'Picked Up',
      dispatchId: 'alice',
    });
    world.kit.clock.advance(1000);
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    world.kit.clock.advance(1000);
    await outbox.enqueue({ receiptId: 'r1', status: 'On the Way', dispatchId: 'alice' });
    await outbox.drain();

    expect(backend.requests).toHaveLength(0);
    expect(outbox.get().waitingCount).toBe(3);
    expect(outbox.get().online).toBe(false);
    expect(first.updatedAt).toBe(Date.parse('2026-11-21T09:00:00Z'));

    world.kit.network.emit('online');
    await outbox.drain();

    expect(sentUpdates().map((u) => [u.receiptId, u.status])).toEqual([
      ['r1', 'Picked Up'],
      ['r2', 'Delivered'],
      ['r1', 'On the Way'],
    ]);
    expect(sentUpdates().map((u) => u.updateId)).toEqual(['alice-1', 'alice-2', 'alice-3']);
    expect(backend.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'alice-1',
      'alice-2',
      'alice-3',
    ]);
    expect(sentUpdates()[0].updatedAt).toBe(first.updatedAt);
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'sent', 'sent']);
    expect(outbox.get().waitingCount).toBe(0);
    expect(outbox.get().unsentCount).toBe(0);
  });

  it('while offline polls slowly instead of sending', async () => {
    world.kit.network.online = false;
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(world.kit.timers.delays()).toEqual([30_000]);
    await runTimers(outbox, 3);
    expect(backend.requests).toHaveLength(0);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('drains when the page becomes visible again', async () => {
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const outbox = open({ dbName });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    world.kit.network.online = true; // connectivity came back while the app was in the background
    world.kit.network.emit('visible');
    await outbox.drain();
    expect(backend.requests).toHaveLength(1);
  });
});

describe('surviving a reload', () => {
  it('a new outbox on the same database sends what the old one could not', async () => {
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const before = open({ dbName });
    const a = await before.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    const b = await before.enqueue({ receiptId: 'r2', status: 'Picked Up', dispatchId: 'alice' });
    before.dispose();

    world.kit.network.online = true;
    const after = open({ dbName, newUpdateId: sequentialIds('after-reload') });
    await after.ready;
    expect(after.get().entries.map((e) => e.updateId)).toEqual([a.updateId, b.updateId]);
    await after.drain(); // started by itself; this waits for it

    expect(sentUpdates()).toEqual([
      {
        receiptId: 'r1',
        status: 'Delivered',
        dispatchId: 'alice',
        updatedAt: a.updatedAt,
        updateId: a.updateId,
      },
      {
        receiptId: 'r2',
        status: 'Picked Up',
        dispatchId: 'alice',
        updatedAt: b.updatedAt,
        updateId: b.updateId,
      },
    ]);
  });

  it('FIFO order continues across reloads', async () => {
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const first = open({ dbName });
    await first.enqueue({ receiptId: 'r1', status: 'Picked Up', dispatchId: 'alice' });
    first.dispose();
    const second = open({ dbName, newUpdateId: sequentialIds('second') });
    await second.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    world.kit.network.emit('online');
    await second.drain();
    expect(sentUpdates().map((u) => u.status)).toEqual(['Picked Up', 'Delivered']);
  });
});

describe('confirmation by the feed', () => {
  it('removes a sent change once the feed shows its status, or after the TTL', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'sent']);

    await outbox.confirm([
      { id: 'r1', status: 'Pending', updateTimestamp: 1_000 },
      { id: 'r2', status: 'Pending', updateTimestamp: 1_000 },
    ]);
    expect(outbox.get().entries).toHaveLength(2);
    await outbox.confirm([
      { id: 'r1', status: 'Delivered', updateTimestamp: 2_000 },
      { id: 'r2', status: 'Pending', updateTimestamp: 1_000 },
    ]);
    expect(outbox.get().entries.map((e) => e.receiptId)).toEqual(['r2']);

    world.kit.clock.advance(10 * 60_000 + 1);
    await outbox.confirm([{ id: 'r2', status: 'Pending', updateTimestamp: 1_000 }]);
    expect(outbox.get().entries).toEqual([]);
  });

  it('keeps the updateTimestamp the backend wrote, and only a feed that shows it settles the change', async () => {
    backend.setHandler(() => ({ status: 200, body: { applied: true, updateTimestamp: 7_000 } }));
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'On the Way', dispatchId: 'alice' });
    await outbox.drain();
    expect(outbox.get().entries[0]).toMatchObject({ state: 'sent', appliedTimestamp: 7_000 });

    // An older answer of the feed with the same status (the order went On the Way → Not
    // Delivered → On the Way) does not settle it.
    await outbox.confirm([{ id: 'r1', status: 'On the Way', updateTimestamp: 5_000 }]);
    expect(outbox.get().entries).toHaveLength(1);
    await outbox.confirm([{ id: 'r1', status: 'On the Way', updateTimestamp: 7_000 }]);
    expect(outbox.get().entries).toEqual([]);
  });

  it('notifies subscribers of every change', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    const seen: string[] = [];
    outbox.subscribe((s) => seen.push(s.entries.map((e) => e.state).join(',')));
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(seen).toContain('pending');
    expect(seen).toContain('sending');
    expect(seen.at(-1)).toBe('sent');
  });
});

describe('details the app relies on', () => {
  it('snapshot() is the same object until something changes (useSyncExternalStore)', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.ready;
    await outbox.drain();
    const before = outbox.get();
    expect(outbox.get()).toBe(before);
    world.kit.network.online = false;
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    expect(outbox.get()).not.toBe(before);
    expect(outbox.get()).toMatchObject({ loaded: true, waitingCount: 1, online: false });
  });

  it('a change that was in flight when the app closed is sent again on the next start', async () => {
    const dbName = uniqueDbName();
    const store = await openOutboxStore(dbName);
    await store.add({
      updateId: 'in-flight',
      uid: 'alice',
      receiptId: 'r1',
      status: 'Delivered',
      dispatchId: 'alice',
      updatedAt: 1,
      state: 'sending',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
    });
    store.close();

    const outbox = open({ dbName });
    await outbox.ready;
    await outbox.drain();
    expect(backend.requests.map((r) => r.headers['idempotency-key'])).toEqual(['in-flight']);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('retry() sends now, cutting short the backoff of changes queued ahead', async () => {
    let fail = true;
    backend.setHandler(() => (fail ? { status: 503 } : { status: 200 }));
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    const second = await outbox.enqueue({
      receiptId: 'r2',
      status: 'Delivered',
      dispatchId: 'alice',
    });
    await outbox.drain();
    expect(outbox.get().entries[0].nextAttemptAt).not.toBeNull();
    fail = false;
    expect(await outbox.retry(second.updateId)).toBe(true);
    await outbox.drain();
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'sent']);
    expect(await outbox.retry(second.updateId)).toBe(false); // already sent
  });
});

describe('dispose', () => {
  it('an in-flight request still records its outcome after dispose', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.setHandler(async () => {
      await gate;
      return { status: 200 };
    });
    const dbName = uniqueDbName();
    const before = open({ dbName });
    await before.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    const inFlight = before.drain();
    await until(() => backend.requests.length > 0);
    expect(backend.requests).toHaveLength(1);
    before.dispose(); // e.g. the provider unmounts on sign-out
    await expect(
      before.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' }),
    ).rejects.toThrow(/disposed/);
    release();
    await inFlight;

    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(after.get().entries.map((e) => e.state)).toEqual(['sent']);
    expect(backend.requests).toHaveLength(1);
  });
});
