import { afterEach, describe, expect, it } from 'vitest';
import {
  createReadCache,
  READ_CACHE_LIMIT,
  watchStore,
  type ReadCache,
} from '@/demo/adapters/watch';
import {
  concernsRecords,
  createChangeBus,
  EVERYTHING,
  type BusChange,
  type StoreChange,
} from '@/demo/server/changes';
import { recorder, uniqueDbName } from './helpers';

/** A promise the test resolves by hand (the demo "network" answering). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A cache in memory only, holding `keys`. */
function memoryCache(keys: string[] = []): ReadCache {
  const cache = createReadCache(null, 'unused');
  keys.forEach((key) => cache.add(key));
  return cache;
}

const buses: ReturnType<typeof createChangeBus>[] = [];
function bus() {
  const created = createChangeBus(uniqueDbName(), false);
  buses.push(created);
  return created;
}
afterEach(() => {
  for (const b of buses.splice(0)) b.close();
  localStorage.clear();
});

interface Read {
  change: StoreChange;
  fromCache: boolean;
}

/** A source that records its reads and answers with their number. */
function countingSource(concerns?: (change: BusChange) => boolean) {
  const reads: Read[] = [];
  return {
    reads,
    source: {
      read: (change: StoreChange, fromCache: boolean) => {
        reads.push({ change, fromCache });
        return Promise.resolve({ read: reads.length, fromCache });
      },
      concerns,
    },
  };
}

describe('watchStore', () => {
  it('waits for the "server" on a read this browser never had answered, then caches it', async () => {
    const changes = bus();
    const cache = memoryCache();
    const network = deferred();
    const { source, reads } = countingSource();
    const values = recorder<{ read: number; fromCache: boolean }>();
    watchStore(changes, source, values.onNext, values.onError, {
      delay: network.promise,
      cacheKey: 'k',
      cache,
    });
    changes.notify(EVERYTHING); // before the answer: the first read will include it anyway
    await Promise.resolve();
    expect(reads).toEqual([]);

    network.resolve();
    await values.waitForCount(1);
    expect(values.values).toEqual([{ read: 1, fromCache: false }]);
    expect(cache.has('k')).toBe(true);
  });

  it('answers a read it had answered before from the cache at once, then confirms it', async () => {
    const network = deferred();
    const { source, reads } = countingSource();
    const values = recorder<{ read: number; fromCache: boolean }>();
    watchStore(bus(), source, values.onNext, values.onError, {
      delay: network.promise,
      cacheKey: 'k',
      cache: memoryCache(['k']),
    });
    await values.waitForCount(1);
    expect(values.values).toEqual([{ read: 1, fromCache: true }]);

    network.resolve();
    await values.waitForCount(2);
    expect(values.values[1]).toEqual({ read: 2, fromCache: false });
    expect(reads.map((r) => r.change)).toEqual([EVERYTHING, EVERYTHING]);
  });

  it('reads one at a time and merges the writes announced meanwhile into the next read', async () => {
    const changes = bus();
    const reads: StoreChange[] = [];
    let release: () => void = () => {};
    const values = recorder<number>();
    watchStore(
      changes,
      {
        read: (change) => {
          reads.push(change);
          return new Promise<number>((resolve) => {
            release = () => resolve(reads.length);
          });
        },
      },
      values.onNext,
      values.onError,
      { delay: Promise.resolve(), cacheKey: 'k', cache: memoryCache() },
    );
    await expect.poll(() => reads.length).toBe(1);

    changes.notify({ kind: 'receipts', ids: ['a'] });
    changes.notify({ kind: 'receipts', ids: ['b', 'a'] });
    expect(reads).toHaveLength(1); // the first read is still running
    release();
    await expect.poll(() => reads.length).toBe(2);
    expect(reads[1]).toEqual({ kind: 'receipts', ids: ['a', 'b'] });

    changes.notify({ kind: 'receipts', ids: ['c'] });
    changes.notify(EVERYTHING);
    release();
    await expect.poll(() => reads.length).toBe(3);
    expect(reads[2]).toEqual(EVERYTHING);
    release();
    await values.waitForCount(3);
    expect(values.values).toEqual([1, 2, 3]);
  });

  it('skips writes that do not concern it', async () => {
    const changes = bus();
    const { source, reads } = countingSource((change) => change.kind === 'everything');
    const values = recorder<{ read: number }>();
    watchStore(changes, source, values.onNext, values.onError, {
      delay: Promise.resolve(),
      cacheKey: 'k',
      cache: memoryCache(),
    });
    await values.waitForCount(1);
    changes.notify({ kind: 'receipts', ids: ['a'] });
    changes.notify(EVERYTHING);
    await values.waitForCount(2);
    expect(reads.map((r) => r.change)).toEqual([EVERYTHING, EVERYTHING]);
  });

  it('hears writes to other records only when it asks for them, read as everything', async () => {
    const changes = bus();
    const receipts = countingSource();
    const team = countingSource(concernsRecords('backOfficeUsers'));
    const values = recorder<{ read: number }>();
    for (const { source } of [receipts, team]) {
      watchStore(changes, source, values.onNext, values.onError, {
        delay: Promise.resolve(),
        cacheKey: 'k',
        cache: memoryCache(),
      });
    }
    await values.waitForCount(2);
    changes.notify({ kind: 'records', stores: ['driverShifts'] });
    changes.notify({ kind: 'records', stores: ['settlements', 'backOfficeUsers'] });
    changes.notify({ kind: 'receipts', ids: ['a'] });
    await values.waitForCount(4);
    expect(receipts.reads.map((r) => r.change)).toEqual([
      EVERYTHING,
      { kind: 'receipts', ids: ['a'] },
    ]);
    expect(team.reads.map((r) => r.change)).toEqual([EVERYTHING, EVERYTHING]);
  });

  it('reports a failed read and goes on with the next write', async () => {
    const changes = bus();
    let fail = true;
    const values = recorder<string>();
    watchStore(
      changes,
      {
        read: () => (fail ? Promise.reject(new Error('disk full')) : Promise.resolve('ok')),
      },
      values.onNext,
      values.onError,
      { delay: Promise.resolve(), cacheKey: 'k', cache: memoryCache() },
    );
    await expect.poll(() => values.errors.map((e) => e.message)).toEqual(['disk full']);
    fail = false;
    changes.notify(EVERYTHING);
    await values.waitForCount(1);
    expect(values.values).toEqual(['ok']);
  });

  it('delivers nothing after unsubscribing, not even a read already running', async () => {
    const changes = bus();
    let release: () => void = () => {};
    const answers: Promise<string>[] = [];
    const values = recorder<string>();
    const unsubscribe = watchStore(
      changes,
      {
        read: () => {
          const answer = new Promise<string>((resolve) => (release = () => resolve('late')));
          answers.push(answer);
          return answer;
        },
      },
      values.onNext,
      values.onError,
      { delay: Promise.resolve(), cacheKey: 'k', cache: memoryCache() },
    );
    await expect.poll(() => typeof release).toBe('function');
    await Promise.resolve();
    unsubscribe();
    release();
    changes.notify(EVERYTHING);
    // The watcher awaited the read's answer before the test did: it has had it now.
    await Promise.all(answers);
    expect(values.values).toEqual([]);
  });
});

describe('createReadCache', () => {
  it('keeps the answered reads across reloads in storage', () => {
    createReadCache(localStorage, 'cache-key').add('receipts:a');
    const reloaded = createReadCache(localStorage, 'cache-key');
    expect(reloaded.has('receipts:a')).toBe(true);
    expect(reloaded.has('receipts:b')).toBe(false);
  });

  it('forgets the oldest reads beyond its limit (a new orders query every day)', () => {
    const cache = createReadCache(localStorage, 'cache-key');
    for (let day = 0; day <= READ_CACHE_LIMIT; day++) cache.add(`receipts:uid:${day}`);
    const reloaded = createReadCache(localStorage, 'cache-key');
    expect(reloaded.has('receipts:uid:0')).toBe(false);
    expect(reloaded.has('receipts:uid:1')).toBe(true);
    expect(reloaded.has(`receipts:uid:${READ_CACHE_LIMIT}`)).toBe(true);
  });

  it('starts cold from a value it cannot read, and still works', () => {
    localStorage.setItem('cache-key', '{not json');
    const cache = createReadCache(localStorage, 'cache-key');
    expect(cache.has('x')).toBe(false);
    cache.add('x');
    expect(cache.has('x')).toBe(true);
    localStorage.setItem('other-key', JSON.stringify({ not: 'a list' }));
    expect(createReadCache(localStorage, 'other-key').has('not')).toBe(false);
  });
});
