import { describe, expect, it } from 'vitest';
import { fakeIdToken } from '../../helpers/idToken';
import { outboxHttpWorld } from './outboxHttpWorld';
import { sequentialIds, uniqueDbName } from './outboxTestKit';

// The outbox with fake-indexeddb and the real HTTP client against a real local server: tokens
// and users — a 401 (refresh once, then needs sign-in) and never sending one user's changes
// with another user's token.

const { backend, world, open, sentUpdates } = outboxHttpWorld();

describe('401', () => {
  it('refreshes the token once and retries', async () => {
    const freshToken = fakeIdToken('alice', { fresh: true });
    backend.setHandler((request) =>
      request.headers.authorization === `Bearer ${freshToken}`
        ? { status: 200 }
        : { status: 401, body: { error: 'Token expired' } },
    );
    let refreshes = 0;
    const staleToken = world.tokens.alice;
    const outbox = open({
      dbName: uniqueDbName(),
      refreshToken: async () => {
        refreshes += 1;
        world.tokens.alice = freshToken;
      },
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();

    expect(refreshes).toBe(1);
    expect(backend.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${staleToken}`,
      `Bearer ${freshToken}`,
    ]);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('still 401 after the refresh: needs sign-in, and the whole queue waits', async () => {
    backend.setHandler(() => ({ status: 401, body: { message: 'User disabled' } }));
    let refreshes = 0;
    const outbox = open({
      dbName: uniqueDbName(),
      refreshToken: async () => {
        refreshes += 1;
      },
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();

    expect(refreshes).toBe(1);
    expect(backend.requests).toHaveLength(2); // r1 twice; r2 never
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['needs-sign-in', 'pending']);
    expect(outbox.get().entries[0].lastError).toMatchObject({
      kind: 'unauthorized',
      message: 'User disabled',
    });
    expect(outbox.get().needsSignIn).toBe(true);
    expect(world.kit.timers.delays()).toEqual([]);
    world.kit.network.emit('visible');
    await outbox.drain();
    expect(backend.requests).toHaveLength(2);

    // Signed in again: Retry sends everything.
    backend.setHandler(() => ({ status: 200 }));
    expect(await outbox.retry('alice-1')).toBe(true);
    await outbox.drain();
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'sent']);
  });

  it('a new outbox (a new session) gives needs-sign-in changes another try', async () => {
    const dbName = uniqueDbName();
    backend.setHandler(() => ({ status: 401 }));
    const before = open({ dbName });
    await before.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await before.drain();
    expect(before.get().entries[0].state).toBe('needs-sign-in');
    before.dispose();

    backend.setHandler(() => ({ status: 200 }));
    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(after.get().entries[0].state).toBe('sent');
  });

  it('a refresh that fails (no network) backs off instead of asking to sign in', async () => {
    backend.setHandler(() => ({ status: 401 }));
    const outbox = open({
      dbName: uniqueDbName(),
      refreshToken: async () => {
        throw new Error('auth/network-request-failed');
      },
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(outbox.get().entries[0]).toMatchObject({
      state: 'pending',
      lastError: { kind: 'offline' },
    });
    expect(world.kit.timers.delays()).toEqual([1500]);
  });
});

describe('users', () => {
  it("never sends one user's changes with another user's token", async () => {
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const alices = open({ dbName, uid: 'alice' });
    await alices.enqueue({ receiptId: 'a1', status: 'Delivered', dispatchId: 'alice' });

    // Alice signs out, Bob signs in on the same phone; Alice's outbox has not been disposed.
    world.signedIn = 'bob';
    world.kit.network.emit('online');
    await alices.drain();
    expect(backend.requests).toHaveLength(0);

    const bobs = open({ dbName, uid: 'bob', newUpdateId: sequentialIds('bob') });
    await bobs.ready;
    expect(bobs.get().entries).toEqual([]);
    expect(await bobs.discard('alice-1')).toBe(false);
    await bobs.enqueue({ receiptId: 'b1', status: 'Picked Up', dispatchId: 'bob' });
    await bobs.drain();
    await alices.drain();
    expect(backend.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${world.tokens.bob}`,
    ]);
    expect(sentUpdates().map((u) => u.receiptId)).toEqual(['b1']);
    bobs.dispose();
    alices.dispose();

    // Alice signs in again: her change goes out, with her token.
    world.signedIn = 'alice';
    const alicesAgain = open({ dbName, uid: 'alice' });
    await alicesAgain.ready;
    await alicesAgain.drain();
    expect(backend.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${world.tokens.bob}`,
      `Bearer ${world.tokens.alice}`,
    ]);
    expect(sentUpdates().map((u) => u.receiptId)).toEqual(['b1', 'a1']);
    expect(alicesAgain.get().entries.map((e) => e.receiptId)).toEqual(['a1']);
  });

  it('checks right before the request that the owner is still the one signed in', async () => {
    const requested: string[] = [];
    const outbox = open({
      dbName: uniqueDbName(),
      api: {
        deliveryUpdate: async (update) => {
          requested.push(update.updateId);
          return { updateTimestamp: null };
        },
      },
    });
    // Bob signs in while Alice's change is being marked 'sending' (an IndexedDB write).
    outbox.subscribe((snapshot) => {
      if (snapshot.entries[0]?.state === 'sending') world.signedIn = 'bob';
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(requested).toEqual([]);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('stops sending when the user changes between two changes', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    backend.setHandler(() => {
      world.signedIn = 'bob'; // the switch happens while the first request is in flight
      return { status: 200 };
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(backend.requests).toHaveLength(1);
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'pending']);
  });
});
