import { describe, expect, it, vi } from 'vitest';
import {
  createTokenSync,
  localSentTokenStore,
  type SentTokenStore,
  type TokenSyncOptions,
} from '@/features/notifications/tokenSync';
import type { Timers } from '@/platform';
import { DispatchApiError, type TokenUpdate } from '@/services/ports';

const USER = { uid: 'u-1', email: 'sam@demo.test' };
const NOW = 1_700_000_000_000;

/** Timers the test fires by hand: no waiting, no timing assertions. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = next++;
      pending.set(id, { callback, ms });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  return {
    timers,
    delays: () => [...pending.values()].map((t) => t.ms),
    /** Fires every pending timer once. */
    fire() {
      const due = [...pending.entries()];
      pending.clear();
      due.forEach(([, t]) => t.callback());
    },
  };
}

function memoryStore(initial: Record<string, string> = {}): SentTokenStore {
  const map = new Map(Object.entries(initial));
  return {
    get: (uid) => map.get(uid) ?? null,
    set: (uid, token) => (token === null ? map.delete(uid) : map.set(uid, token)),
  };
}

function setup(overrides: Partial<TokenSyncOptions> = {}) {
  const clock = manualTimers();
  const sent: TokenUpdate[] = [];
  const tokenUpdate = vi.fn(async (update: TokenUpdate) => {
    sent.push(update);
  });
  let online: (() => void) | null = null;
  const stopOnline = vi.fn();
  const statuses: string[] = [];
  const store = memoryStore();
  const options: TokenSyncOptions = {
    user: USER,
    push: { getToken: vi.fn(async () => 'token-A') },
    api: { tokenUpdate },
    clock: { now: () => NOW },
    store,
    timers: clock.timers,
    onOnline: (callback) => {
      online = callback;
      return stopOnline;
    },
    onStatus: (status) => statuses.push(status),
    ...overrides,
  };
  const sync = createTokenSync(options);
  return {
    sync,
    options,
    clock,
    sent,
    tokenUpdate,
    store: options.store,
    statuses,
    stopOnline,
    goOnline: () => online?.(),
  };
}

const offline = () => new DispatchApiError('offline', 'Network Error');

describe('sending the push token', () => {
  it('sends the token once, then not again while it is unchanged', async () => {
    const t = setup();
    expect(await t.sync.sync()).toBe('sent');
    expect(t.sent).toEqual([
      { uid: 'u-1', email: 'sam@demo.test', fcmToken: 'token-A', updatedAt: NOW },
    ]);

    expect(await t.sync.sync()).toBe('sent');
    expect(t.sent).toHaveLength(1);
  });

  it('sends again when the token changed since the last time (FCM has no refresh event)', async () => {
    const t = setup({ store: memoryStore({ 'u-1': 'token-OLD' }) });
    await t.sync.sync();
    expect(t.sent.map((u) => u.fcmToken)).toEqual(['token-A']);
    expect(t.store.get('u-1')).toBe('token-A');
  });

  it('retries a network failure with growing delays, then succeeds', async () => {
    const t = setup({ retryDelaysMs: [1000, 5000] });
    t.tokenUpdate
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(new DispatchApiError('server', 'Bad gateway', 502))
      .mockRejectedValueOnce(offline());

    expect(await t.sync.sync()).toBe('retrying');
    expect(t.clock.delays()).toEqual([1000]);
    t.clock.fire();
    await vi.waitFor(() => expect(t.clock.delays()).toEqual([5000]));
    t.clock.fire();
    // The last delay repeats.
    await vi.waitFor(() => expect(t.clock.delays()).toEqual([5000]));
    t.clock.fire();
    await vi.waitFor(() => expect(t.store.get('u-1')).toBe('token-A'));
    expect(t.clock.delays()).toEqual([]);
    expect(t.tokenUpdate).toHaveBeenCalledTimes(4);
    expect(t.statuses).toContain('retrying');
    expect(t.statuses.at(-1)).toBe('sent');
  });

  it('waits as long as the server asks (Retry-After)', async () => {
    const t = setup({ retryDelaysMs: [1000] });
    t.tokenUpdate.mockRejectedValueOnce(
      new DispatchApiError('server', 'Slow down', 503, { retryAfterMs: 90_000 }),
    );
    await t.sync.sync();
    expect(t.clock.delays()).toEqual([90_000]);
  });

  it('retries at once when the network comes back', async () => {
    const t = setup({ retryDelaysMs: [60_000] });
    t.tokenUpdate.mockRejectedValueOnce(offline());
    await t.sync.sync();
    expect(t.clock.delays()).toEqual([60_000]);

    t.goOnline();
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    expect(t.clock.delays()).toEqual([]);
  });

  it('retries when the push service cannot give a token', async () => {
    const getToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('messaging/token-subscribe-failed'))
      .mockResolvedValue('token-A');
    const t = setup({ push: { getToken }, retryDelaysMs: [1000] });
    expect(await t.sync.sync()).toBe('retrying');
    t.clock.fire();
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
  });

  it('gives up on a refusal (4xx), which waiting will not fix', async () => {
    const t = setup();
    t.tokenUpdate.mockRejectedValueOnce(new DispatchApiError('rejected', 'Bad request', 400));
    expect(await t.sync.sync()).toBe('failed');
    expect(t.clock.delays()).toEqual([]);
    expect(t.store.get('u-1')).toBeNull();
  });

  it('stops retrying when stopped', async () => {
    const t = setup();
    t.tokenUpdate.mockRejectedValue(offline());
    await t.sync.sync();
    t.sync.stop();
    expect(t.clock.delays()).toEqual([]);
    expect(t.stopOnline).toHaveBeenCalled();
    t.goOnline();
    expect(await t.sync.sync()).toBe('idle');
    expect(t.tokenUpdate).toHaveBeenCalledTimes(1);
  });
});

describe('forgetting the token at sign-out', () => {
  it('asks the backend to forget it (fcmToken null) and clears the local copy', async () => {
    const t = setup();
    await t.sync.sync();
    await t.sync.forget();
    expect(t.sent.at(-1)).toEqual({
      uid: 'u-1',
      email: 'sam@demo.test',
      fcmToken: null,
      updatedAt: NOW,
    });
    expect(t.store.get('u-1')).toBeNull();
  });

  it('sends nothing when this browser never sent a token', async () => {
    const t = setup();
    await t.sync.forget();
    expect(t.tokenUpdate).not.toHaveBeenCalled();
  });

  it('never rejects, and clears the local copy even when the backend cannot be reached', async () => {
    const t = setup({ store: memoryStore({ 'u-1': 'token-A' }) });
    t.tokenUpdate.mockRejectedValue(offline());
    await expect(t.sync.forget()).resolves.toBeUndefined();
    expect(t.store.get('u-1')).toBeNull();
  });

  it('does not wait for a backend that does not answer', async () => {
    const t = setup({ store: memoryStore({ 'u-1': 'token-A' }), forgetTimeoutMs: 4000 });
    t.tokenUpdate.mockReturnValue(new Promise<void>(() => {}));
    const forgotten = t.sync.forget();
    await vi.waitFor(() => expect(t.clock.delays()).toEqual([4000]));
    t.clock.fire();
    await expect(forgotten).resolves.toBeUndefined();
  });

  it('cancels a pending retry', async () => {
    const t = setup();
    t.tokenUpdate.mockRejectedValueOnce(offline());
    await t.sync.sync();
    await t.sync.forget();
    expect(t.clock.delays()).toEqual([]);
    expect(t.tokenUpdate).toHaveBeenCalledTimes(1);
  });
});

describe('the local record of the sent token', () => {
  it('persists per user in storage', () => {
    const store = localSentTokenStore(localStorage);
    store.set('u-1', 'token-A');
    expect(localSentTokenStore(localStorage).get('u-1')).toBe('token-A');
    expect(store.get('u-2')).toBeNull();
    store.set('u-1', null);
    expect(localSentTokenStore(localStorage).get('u-1')).toBeNull();
  });

  it('falls back to memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = localSentTokenStore(broken);
    store.set('u-1', 'token-A');
    expect(store.get('u-1')).toBe('token-A');
  });
});
