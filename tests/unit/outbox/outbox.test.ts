import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, type Outbox, type OutboxOptions } from '@/outbox';
import { openOutboxStore } from '@/outbox/store';
import { createHttpDispatchApi } from '@/services/http';
import { fakeIdToken } from '../../helpers/idToken';
import { testBackendForFile } from '../../helpers/testBackend';
import { createKit, outboxOpener, sequentialIds, uniqueDbName, type Kit } from './outboxTestKit';

// The outbox with fake-indexeddb and the real HTTP client against a real local server.

const backend = testBackendForFile();
const openOutbox = outboxOpener();
let kit: Kit;
/** Who the (pretend) auth SDK says is signed in, and each user's current token. */
let signedIn: string | null;
let tokens: Record<string, string>;

function resetWorld() {
  kit = createKit();
  signedIn = 'alice';
  tokens = { alice: fakeIdToken('alice'), bob: fakeIdToken('bob') };
}

const api = () =>
  createHttpDispatchApi({
    backendUrl: backend.origin,
    getIdToken: async () => (signedIn ? tokens[signedIn] : null),
  });

function open(overrides: Partial<OutboxOptions> & { dbName: string }): Outbox {
  return openOutbox({
    api: api(),
    currentUid: () => signedIn,
    ...kit.testOptions,
    ...overrides,
  });
}

interface SentUpdate {
  receiptId: string;
  status: string;
  dispatchId: string;
  updatedAt: number;
  updateId: string;
}
const sentUpdates = () =>
  backend.requests.map((r) => (r.body as { updateData: SentUpdate }).updateData);

/** Fires due timers (moving the fake clock) until nothing is scheduled or `limit` is hit. */
async function runTimers(outbox: Outbox, limit = 20) {
  for (let i = 0; i < limit && kit.timers.fireNext(kit.clock); i++) await outbox.drain();
}

beforeAll(resetWorld);
afterEach(resetWorld);

describe('sending', () => {
  it('sends queued changes in the order they were made, and only after coming online', async () => {
    kit.network.online = false;
    const outbox = open({ dbName: uniqueDbName() });
    const first = await outbox.enqueue({
      receiptId: 'r1',
      status: 'Picked Up',
      dispatchId: 'alice',
    });
    kit.clock.advance(1000);
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    kit.clock.advance(1000);
    await outbox.enqueue({ receiptId: 'r1', status: 'On the Way', dispatchId: 'alice' });
    await outbox.drain();

    expect(backend.requests).toHaveLength(0);
    expect(outbox.get().waitingCount).toBe(3);
    expect(outbox.get().online).toBe(false);
    expect(first.updatedAt).toBe(Date.parse('2026-11-21T09:00:00Z'));

    kit.network.emit('online');
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
    kit.network.online = false;
    const outbox = open({ dbName: uniqueDbName() });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(kit.timers.delays()).toEqual([30_000]);
    await runTimers(outbox, 3);
    expect(backend.requests).toHaveLength(0);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('drains when the page becomes visible again', async () => {
    const dbName = uniqueDbName();
    kit.network.online = false;
    const outbox = open({ dbName });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    kit.network.online = true; // connectivity came back while the app was in the background
    kit.network.emit('visible');
    await outbox.drain();
    expect(backend.requests).toHaveLength(1);
  });
});

describe('surviving a reload', () => {
  it('a new outbox on the same database sends what the old one could not', async () => {
    const dbName = uniqueDbName();
    kit.network.online = false;
    const before = open({ dbName });
    const a = await before.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    const b = await before.enqueue({ receiptId: 'r2', status: 'Picked Up', dispatchId: 'alice' });
    before.dispose();

    kit.network.online = true;
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
    kit.network.online = false;
    const first = open({ dbName });
    await first.enqueue({ receiptId: 'r1', status: 'Picked Up', dispatchId: 'alice' });
    first.dispose();
    const second = open({ dbName, newUpdateId: sequentialIds('second') });
    await second.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    kit.network.emit('online');
    await second.drain();
    expect(sentUpdates().map((u) => u.status)).toEqual(['Picked Up', 'Delivered']);
  });
});

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
    expect(head.nextAttemptAt! - kit.clock.now()).toBe(1500);
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
    expect(kit.timers.delays()).toEqual([]); // nothing left to wake up for
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
      delays.push(kit.timers.delays()[0]);
      await runTimers(outbox, 1);
    }
    expect(delays).toEqual([1500, 3000, 6000]);

    backend.setHandler(() => ({ status: 429, headers: { 'Retry-After': '120' } }));
    await runTimers(outbox, 1);
    // Retry-After plus up to 10 % jitter (random() = 0.5 → 5 %).
    expect(kit.timers.delays()).toEqual([126_000]);
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
    expect(kit.timers.delays()).toEqual([4200]); // 4 s + 5 % jitter (random() = 0.5)
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
        getIdToken: async () => tokens.alice,
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
    kit.clock.advance(-A_DAY);

    const after = open({ dbName });
    await after.ready;
    await after.drain();
    // The stored deadline lies a day ahead; the wait is never longer than the backoff it had.
    expect(kit.timers.delays()).toEqual([1500]);
    expect(after.get().entries[0].nextAttemptAt).toBe(kit.clock.now() + 1500);
    await runTimers(after);
    expect(after.get().entries.map((e) => e.state)).toEqual(['sent', 'sent']);
  });

  it('does not stall it in a running app either: the next wake-up pulls the deadline in', async () => {
    const outbox = await backingOff(uniqueDbName());
    kit.clock.advance(-A_DAY);
    kit.network.emit('visible');
    await outbox.drain();
    expect(Math.max(...kit.timers.delays())).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxDelayMs);
    await runTimers(outbox);
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'sent']);
  });
});

describe('401', () => {
  it('refreshes the token once and retries', async () => {
    const freshToken = fakeIdToken('alice', { fresh: true });
    backend.setHandler((request) =>
      request.headers.authorization === `Bearer ${freshToken}`
        ? { status: 200 }
        : { status: 401, body: { error: 'Token expired' } },
    );
    let refreshes = 0;
    const staleToken = tokens.alice;
    const outbox = open({
      dbName: uniqueDbName(),
      refreshToken: async () => {
        refreshes += 1;
        tokens.alice = freshToken;
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
    expect(kit.timers.delays()).toEqual([]);
    kit.network.emit('visible');
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
    expect(kit.timers.delays()).toEqual([1500]);
  });
});

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
    expect(kit.timers.delays()).toEqual([]); // never retried by itself
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
    kit.network.online = false;
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

    kit.network.online = true;
    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(sentUpdates().map((u) => u.updateId)).toEqual([keep.updateId]);
  });

  it('discardAll empties the queue (the "discard and sign out" choice)', async () => {
    kit.network.online = false;
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
    kit.network.online = false;
    const outbox = open({ dbName });
    await outbox.ready;
    await outbox.discardAll();
    expect(outbox.get()).toMatchObject({ unsentCount: 0, entries: [] });
    outbox.dispose();

    kit.network.online = true;
    const nextSignIn = open({ dbName });
    await nextSignIn.ready;
    await nextSignIn.drain();
    expect(backend.requests).toHaveLength(0);
  });

  it("keeps a 'sending' change while another tab holds the sender lock (it is in flight)", async () => {
    const dbName = uniqueDbName();
    await storeLeftByClosedTab(dbName);
    kit.network.online = false;
    const outbox = open({ dbName, locks: { tryWithLock: async () => false } });
    await outbox.ready;
    await outbox.discardAll();
    expect(outbox.get().entries.map((e) => e.updateId)).toEqual(['left-sending']);
  });
});

describe('users', () => {
  it("never sends one user's changes with another user's token", async () => {
    const dbName = uniqueDbName();
    kit.network.online = false;
    const alices = open({ dbName, uid: 'alice' });
    await alices.enqueue({ receiptId: 'a1', status: 'Delivered', dispatchId: 'alice' });

    // Alice signs out, Bob signs in on the same phone; Alice's outbox has not been disposed.
    signedIn = 'bob';
    kit.network.emit('online');
    await alices.drain();
    expect(backend.requests).toHaveLength(0);

    const bobs = open({ dbName, uid: 'bob', newUpdateId: sequentialIds('bob') });
    await bobs.ready;
    expect(bobs.get().entries).toEqual([]);
    expect(await bobs.discard('alice-1')).toBe(false);
    await bobs.enqueue({ receiptId: 'b1', status: 'Picked Up', dispatchId: 'bob' });
    await bobs.drain();
    await alices.drain();
    expect(backend.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${tokens.bob}`]);
    expect(sentUpdates().map((u) => u.receiptId)).toEqual(['b1']);
    bobs.dispose();
    alices.dispose();

    // Alice signs in again: her change goes out, with her token.
    signedIn = 'alice';
    const alicesAgain = open({ dbName, uid: 'alice' });
    await alicesAgain.ready;
    await alicesAgain.drain();
    expect(backend.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${tokens.bob}`,
      `Bearer ${tokens.alice}`,
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
      if (snapshot.entries[0]?.state === 'sending') signedIn = 'bob';
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(requested).toEqual([]);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('stops sending when the user changes between two changes', async () => {
    const outbox = open({ dbName: uniqueDbName() });
    backend.setHandler(() => {
      signedIn = 'bob'; // the switch happens while the first request is in flight
      return { status: 200 };
    });
    await outbox.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await outbox.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await outbox.drain();
    expect(backend.requests).toHaveLength(1);
    expect(outbox.get().entries.map((e) => e.state)).toEqual(['sent', 'pending']);
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

    kit.clock.advance(10 * 60_000 + 1);
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
    kit.network.online = false;
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
    for (let i = 0; i < 200 && backend.requests.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
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
    expect(entry.sendNotBefore).toBe(kit.clock.now() + HOLD);
    expect(kit.timers.delays()).toEqual([HOLD]);
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
    kit.clock.advance(HOLD / 2);

    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(backend.requests).toHaveLength(0);
    expect(kit.timers.delays()).toEqual([HOLD / 2]);
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
    kit.clock.advance(-24 * 60 * 60_000);
    const after = open({ dbName });
    await after.ready;
    await after.drain();
    expect(kit.timers.delays()).toEqual([HOLD]);
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
