import { createStore, onHidden, safeLocalStorage, type Unsubscribe } from '@/platform';

// "Last successful sync" of "About this app": the last time this phone heard from the server —
// the backend accepted a status change (an outbox entry's sentAt) or the orders feed answered
// from the server (not from the phone's cache). Kept in localStorage so that it survives a
// reload; only a time, nothing of what was sent.

/**
 * While answers stream in (every realtime change is one), the phone's copy is written at most
 * once per this span of their times, and the latest at once when the app is hidden: a write on
 * every change would sit in each change's frame (docs/performance.md). The screen always shows
 * the latest; a reload after a crash may show one up to this much older.
 */
export const LAST_SYNC_WRITE_EVERY_MS = 60_000;

const KEY = 'dispatch.lastSync';

function readSaved(storage: Storage | null): number | null {
  try {
    const saved = Number(storage?.getItem(KEY));
    return Number.isFinite(saved) && saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

export interface LastSyncStore {
  get(): number | null;
  subscribe(listener: () => void): () => void;
  /** Records a moment the server answered; an earlier one than the known last is ignored. */
  record(epochMs: number): void;
}

export function createLastSyncStore(storage: Storage | null = safeLocalStorage()): LastSyncStore {
  const store = createStore<number | null>(readSaved(storage));
  let written = store.get();
  let stopHidden: Unsubscribe | null = null;
  function write() {
    stopHidden?.();
    stopHidden = null;
    const latest = store.get();
    if (latest === null || latest === written) return;
    written = latest;
    try {
      storage?.setItem(KEY, String(latest));
    } catch {
      // Storage full or blocked: known for this visit only.
    }
  }
  return {
    get: store.get,
    subscribe: store.subscribe,
    record(epochMs) {
      if (!Number.isFinite(epochMs)) return;
      const known = store.get();
      if (known !== null && epochMs <= known) return;
      store.set(epochMs);
      if (written === null || epochMs - written >= LAST_SYNC_WRITE_EVERY_MS) write();
      else stopHidden ??= onHidden(write);
    },
  };
}

let shared: LastSyncStore | null = null;

/** The app's one store (made on first use: it reads localStorage). */
export function lastSyncStore(): LastSyncStore {
  shared ??= createLastSyncStore();
  return shared;
}

/** The latest sentAt among the entries (the backend's 2xx), or null. */
export function latestSentAt(entries: readonly { sentAt: number | null }[]): number | null {
  let latest: number | null = null;
  for (const entry of entries) {
    if (entry.sentAt !== null && (latest === null || entry.sentAt > latest)) latest = entry.sentAt;
  }
  return latest;
}
