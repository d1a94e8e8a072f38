import {
  EVERYTHING,
  mergeChanges,
  type BusChange,
  type ChangeBus,
  type StoreChange,
} from '@/demo/server/changes';
import { asError } from '@/platform';
import type { Unsubscribe } from '@/platform';

/** What one realtime read over the demo store reads, and which writes concern it. */
export interface StoreSource<T> {
  /**
   * Reads the current value. `change` is what was written since the previous read (EVERYTHING
   * for the first, and for a write to other records), so a source that keeps its last answer
   * can re-read only that.
   */
  read(change: StoreChange, fromCache: boolean): Promise<T>;
  /**
   * Whether a write concerns this read; it is skipped otherwise. Default: every write to
   * receipts (and a seed or a reset); a read of other records says which (concernsRecords).
   */
  concerns?(change: BusChange): boolean;
}

/**
 * Which reads this browser has had answered by the demo "server" before, kept across reloads
 * like Firestore's persistent cache: such a read is answered from the cache at once.
 */
export interface ReadCache {
  has(key: string): boolean;
  add(key: string): void;
}

/** Reads remembered at most; the oldest go first (a day's orders query is a new key each day). */
export const READ_CACHE_LIMIT = 50;

/** A ReadCache kept in `storage` under `storageKey` (in memory only without storage). */
export function createReadCache(storage: Storage | null, storageKey: string): ReadCache {
  const load = (): Set<string> => {
    try {
      const stored: unknown = JSON.parse(storage?.getItem(storageKey) ?? '[]');
      return new Set(Array.isArray(stored) ? stored.filter((k) => typeof k === 'string') : []);
    } catch {
      return new Set(); // Unreadable: start cold, as after clearing site data.
    }
  };
  const keys = load();
  return {
    has: (key) => keys.has(key),
    add(key) {
      if (keys.has(key)) return;
      keys.add(key);
      for (const oldest of keys) {
        if (keys.size <= READ_CACHE_LIMIT) break;
        keys.delete(oldest);
      }
      try {
        storage?.setItem(storageKey, JSON.stringify([...keys]));
      } catch {
        // Storage full or blocked: the cache still works for this page's life.
      }
    },
  };
}

export interface FirstRead {
  /** The simulated round trip before the "server" answers (resolved at once offline). */
  delay: Promise<void>;
  /** This read's key in the cache. */
  cacheKey: string;
  cache: ReadCache;
}

/**
 * A realtime read over the demo store, shaped like a Firestore listener: a read this browser
 * has had answered before is delivered from the cache at once (fromCache: true), then again
 * when the "server" answers after the first delay (fromCache: false); a new one waits for that
 * answer, so loading states show. After that, every write that concerns it is read and
 * delivered. Reads run one at a time, in order; writes announced during a read are merged into
 * the next. Nothing is delivered after unsubscribing.
 */
export function watchStore<T>(
  bus: ChangeBus,
  source: StoreSource<T>,
  onNext: (value: T) => void,
  onError: (error: Error) => void,
  first: FirstRead,
): Unsubscribe {
  let active = true;
  let started = false;
  let serverAnswered = false;
  let reading = false;
  let pending: StoreChange | null = null;

  const drain = async () => {
    reading = true;
    while (active && pending !== null) {
      const change = pending;
      pending = null;
      const fromCache = !serverAnswered;
      try {
        const value = await source.read(change, fromCache);
        if (!active) break;
        if (!fromCache) first.cache.add(first.cacheKey);
        onNext(value);
      } catch (error) {
        if (active) onError(asError(error));
      }
    }
    reading = false;
  };
  const request = (change: StoreChange) => {
    pending = mergeChanges(pending, change);
    if (!reading) void drain();
  };

  const stopListening = bus.subscribe((change) => {
    if (!started || !(source.concerns?.(change) ?? change.kind !== 'records')) return;
    request(change.kind === 'records' ? EVERYTHING : change);
  });
  if (first.cache.has(first.cacheKey)) {
    started = true;
    request(EVERYTHING);
  }
  void first.delay.then(() => {
    serverAnswered = true;
    started = true;
    if (active) request(EVERYTHING);
  });

  return () => {
    active = false;
    stopListening();
  };
}
