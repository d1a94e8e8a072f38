import { describe, expect, it } from 'vitest';
import type { OutboxLocks } from '@/outbox';
import { createHttpDispatchApi } from '@/services/http';
import { fakeIdToken } from '../../helpers/idToken';
import { testBackendForFile } from '../../helpers/testBackend';
import { createKit, outboxOpener, sequentialIds, uniqueDbName, until } from './outboxTestKit';

// Two tabs of the same user: one database, one sender at a time (a lock shared by the tabs,
// standing in for the Web Locks API), and each tab's view follows the other's changes (a real
// BroadcastChannel).

const backend = testBackendForFile();
const openOutbox = outboxOpener();

function sharedLocks(): OutboxLocks {
  const held = new Set<string>();
  return {
    async tryWithLock(name, task) {
      if (held.has(name)) return false;
      held.add(name);
      try {
        await task();
      } finally {
        held.delete(name);
      }
      return true;
    },
  };
}

describe('two tabs of one user', () => {
  it('see the same queue and never both send a change', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.setHandler(async () => {
      await gate; // the first request stays in flight until the test lets it go
      return { status: 200 };
    });

    const dbName = uniqueDbName();
    const locks = sharedLocks();
    const api = createHttpDispatchApi({
      backendUrl: backend.origin,
      getIdToken: async () => fakeIdToken('alice'),
    });
    const kits = [createKit(), createKit()];
    const [tabA, tabB] = kits.map((kit, i) => {
      kit.network.online = false;
      return openOutbox({
        api,
        dbName,
        locks,
        newUpdateId: sequentialIds(`tab${i}`),
        ...kit.testOptions,
        // One lane, so the first request is the only one out while B tries (the lanes with
        // the lock held: the next test).
        retryPolicy: { concurrency: 1 },
      });
    });
    await Promise.all([tabA.ready, tabB.ready]);

    await tabA.enqueue({ receiptId: 'r1', status: 'Delivered', dispatchId: 'alice' });
    await tabB.enqueue({ receiptId: 'r2', status: 'Delivered', dispatchId: 'alice' });
    await until(() => tabA.get().entries.length === 2 && tabB.get().entries.length === 2);
    expect(tabA.get().entries.map((e) => e.updateId)).toEqual(['tab0-1', 'tab1-1']);
    expect(tabB.get().entries.map((e) => e.updateId)).toEqual(['tab0-1', 'tab1-1']);

    // Both come online at once.
    kits[0].network.emit('online');
    const drainingA = tabA.drain();
    await until(() => backend.requests.length === 1);
    kits[1].network.emit('online');
    await tabB.drain(); // A holds the lock: B sends nothing and looks again later
    expect(kits[1].timers.delays()).toEqual([5_000]);

    release();
    await drainingA;
    expect(backend.requests.map((r) => r.headers['idempotency-key'])).toEqual(['tab0-1', 'tab1-1']);
    await until(() => tabB.get().entries.every((e) => e.state === 'sent'));

    // B's later look finds nothing left to send.
    kits[1].timers.fireNext(kits[1].clock);
    await tabB.drain();
    expect(backend.requests).toHaveLength(2);
  });

  it('while one tab has several lanes out, the other sends none of them', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.setHandler(async () => {
      await gate;
      return { status: 200 };
    });
    const dbName = uniqueDbName();
    const locks = sharedLocks();
    const api = createHttpDispatchApi({
      backendUrl: backend.origin,
      getIdToken: async () => fakeIdToken('alice'),
    });
    const kits = [createKit(), createKit()];
    const [tabA, tabB] = kits.map((kit, i) => {
      kit.network.online = false;
      return openOutbox({
        api,
        dbName,
        locks,
        newUpdateId: sequentialIds(`tab${i}`),
        ...kit.testOptions,
      });
    });
    await Promise.all([tabA.ready, tabB.ready]);
    for (const receiptId of ['r1', 'r2', 'r3']) {
      await tabA.enqueue({ receiptId, status: 'Delivered', dispatchId: 'alice' });
    }
    await until(() => tabB.get().entries.length === 3);

    kits[0].network.emit('online');
    const drainingA = tabA.drain();
    await until(() => backend.requests.length === 3);
    kits[1].network.emit('online');
    await tabB.drain();
    expect(backend.requests).toHaveLength(3);

    release();
    await drainingA;
    await until(() => tabB.get().entries.every((e) => e.state === 'sent'));
    kits[1].timers.fireNext(kits[1].clock);
    await tabB.drain();
    expect(new Set(backend.requests.map((r) => r.headers['idempotency-key'])).size).toBe(3);
    expect(backend.requests).toHaveLength(3);
  });
});
