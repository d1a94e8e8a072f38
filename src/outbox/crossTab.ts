import type { Unsubscribe } from '@/platform';
import { createListeners } from '@/platform';
// Several tabs of one user share the outbox database. A Web Lock makes one of them the sender
// at a time, and a BroadcastChannel tells the others to re-read the database after a change,
// so every tab shows the same queue and no change is sent by two tabs at once.

export interface OutboxLocks {
  /** Runs `task` holding the lock `name` if no one else holds it; false (not run) otherwise. */
  tryWithLock(name: string, task: () => Promise<void>): Promise<boolean>;
}

export interface OutboxChannel {
  /** Tells the other tabs that the stored entries changed. */
  announce(): void;
  /** Calls back when another tab announced a change. */
  subscribe(listener: () => void): Unsubscribe;
  close(): void;
}

/** The Web Locks API, where the browser has it (all current ones); null otherwise. */
export function browserLocks(): OutboxLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    async tryWithLock(name, task) {
      let ran = false;
      await locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return;
        ran = true;
        await task();
      });
      return ran;
    },
  };
}

/** A BroadcastChannel, where the browser has one; null otherwise. */
export function browserChannel(name: string): OutboxChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  const listeners = createListeners();
  channel.onmessage = () => listeners.emit();
  return {
    announce() {
      try {
        channel.postMessage('changed');
      } catch {
        // Closed (the outbox was disposed mid-request): the other tabs re-read on their own.
      }
    },
    subscribe: listeners.add,
    close: () => channel.close(),
  };
}
