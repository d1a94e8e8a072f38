import { describe, expect, it } from 'vitest';
import { openOutboxStore } from '@/outbox/store';
import { outboxHttpWorld, type SentUpdate } from './outboxHttpWorld';
import { uniqueDbName } from './outboxTestKit';

// The outbox with fake-indexeddb and the real HTTP client against a real local server: changes
// the backend refuses (kept as failed until Retry or Discard), discarding one change, and
// discarding everything (the sign-out choice).

const { backend, world, open, sentUpdates, runTimers } = outboxHttpWorld();

describe('refused changes', () => {
  it('a permanent 4xx is kept as failed with the server message until Retry or Discard', async () => {
    backend.setHandler((request) => {
      const update = (request.body as { updateData: SentUpdate }).updateData;
      return update.receiptId === 'r1'
        ? { status: 422, body: { message: 'Receipt r1 is already delivered' } }
        : { status: 200 };
    });
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Picked Up', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();

    // r1's refusal does not hold up r2, but r1's later change waits behind it.
    expect(outbox.get().entries.map((e) => [e.receiptId, e.state])).toEqual([
      ['r1', 'failed'],
      ['r2', 'sent'],
      ['r1', 'pending'],
    ]);
    expect(outbox.get().entries[0].lastError).toEqual({
      kind: 'rejected',
      message: 'Receipt r1 is already delivered',
      status: 422,
    });
    expect(outbox.get().failedCount).toBe(1);
    expect(world.kit.timers.delays()).toEqual([]); // never retried by itself
    await runTimers(outbox);
    expect(backend.requests).toHaveLength(2);

    // Retry: refused again, still kept.
    expect(await outbox.retry('alice-1')).toBe(true);
    await outbox.drain();
    expect(outbox.get().entries[0]).toMatchObject({ state: 'failed', attempts: 2 });

    // Discard: gone, and the later change of r1 goes out.
    backend.setHandler(() => ({ status: 200 }));
    expect(await outbox.discard('alice-1')).toBe(true);
    await outbox.drain();
    expect(outbox.get().entries.map((e) => [e.updateId, e.state])).toEqual([
      ['alice-2', 'sent'],
      ['alice-3', 'sent'],
    ]);
    expect(sentUpdates().map((u) => u.updateId)).toEqual([
      'alice-1',
      'alice-2',
      'alice-1',
      'alice-3',
    ]);
  });

  it('a failed change stays failed across a reload', async () => {
    const dbName = uniqueDbName();
    backend.setHandler(() => ({ status: 403, body: 'Not your order' }));
    const before = open({ dbName });
    await before.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await before.drain();
    before.dispose();
    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(backend.requests).toHaveLength(1);
    expect(after.get().entries[0]).toMatchObject({
      state: 'failed',
      lastError: { message: 'Not your order' },
    });
  });
});

describe('discard', () => {
  it('removes a queued change for good: never sent, gone after a reload', async () => {
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const outbox = open({ dbName });
    const keep = await outbox.enqueue({
      receiptId: 'r1',
      status: 'Delivered',
      dispatchId: 'alice',
    });
    const drop = await outbox.enqueue({
      receiptId: 'r2',
      status: 'Delivered',
      dispatchId: 'alice',
    });
    expect(await outbox.discard(drop.updateId)).toBe(true);
    expect(await outbox.discard('no-such-update')).toBe(false);
    expect(outbox.get().entries.map((e) => e.updateId)).toEqual([keep.updateId]);
    outbox.dispose();

    world.kit.network.online = true;
    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(sentUpdates().map((u) => u.updateId)).toEqual([keep.updateId]);
  });

  it('discardAll empties the queue (the "discard and sign out" choice)', async () => {
    world.kit.network.online = false;
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.discardAll();
    expect(outbox.get()).toMatchObject({ unsentCount: 0, entries: [] });
  });
});

describe('discarding everything (the sign-out choice)', () => {
  async function storeLeftByClosedTab(dbName: string) {
    const store = await openOutboxStore(dbName);
    const entry = {
      uid: 'alice',
      dispatchId: 'alice',
      updatedAt: 1,
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
    };
    await store.add({
      ...entry,
      updateId: 'left-sending',
      receiptId: 'r1',
      status: 'Delivered',
      state: 'sending',
    });
    await store.add({
      ...entry,
      updateId: 'queued',
      receiptId: 'r2',
      status: 'Delivered',
      state: 'pending',
    });
    store.close();
  }

  it("also drops a change a closed tab left in 'sending', so it is never sent later", async () => {
    const dbName = uniqueDbName();
    await storeLeftByClosedTab(dbName);
    world.kit.network.online = false;
    const outbox = open({ dbName });
    await outbox.ready;
    await outbox.discardAll();
    expect(outbox.get()).toMatchObject({ unsentCount: 0, entries: [] });
    outbox.dispose();

    world.kit.network.online = true;
    const nextSignIn = open({ dbName });
    await nextSignIn.ready;
    await nextSignIn.drain();
    expect(backend.requests).toHaveLength(0);
  });

  it("keeps a 'sending' change while another tab holds the sender lock (it is in flight)", async () => {
    const dbName = uniqueDbName();
    await storeLeftByClosedTab(dbName);
    world.kit.network.online = false;
    const outbox = open({ dbName, locks: { tryWithLock: async () => false } });
    await outbox.ready;
    await outbox.discardAll();
    expect(outbox.get().entries.map((e) => e.updateId)).toEqual(['left-sending']);
  });
});
