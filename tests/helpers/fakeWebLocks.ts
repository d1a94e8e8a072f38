import type { ClaimLockManager } from '@/demo/server/claimLocks';

// Web Locks as the browser keeps them for one origin (jsdom has no navigator.locks): exclusive
// locks by name, granted in request order; `ifAvailable` grants at once or calls back with null;
// a lock is let go when its callback's promise settles, and every lock of a page is let go when
// the page goes (a reload or a close), which is what the demo's claims rely on.

interface Waiting {
  page: number;
  grant: () => void;
}

export function fakeWebLocks() {
  const held = new Map<string, number>();
  const queues = new Map<string, Waiting[]>();
  const releases = new Map<number, Map<string, () => void>>();
  let pages = 0;

  function letGo(name: string) {
    held.delete(name);
    const next = queues.get(name)?.shift();
    next?.grant();
  }

  function page(): { locks: ClaimLockManager; close(): void } {
    const id = (pages += 1);
    const mine = new Map<string, () => void>();
    releases.set(id, mine);
    let open = true;
    const locks: ClaimLockManager = {
      request(name, options, callback) {
        return new Promise((resolve, reject) => {
          const grant = () => {
            held.set(name, id);
            let done = false;
            const release = () => {
              if (done) return;
              done = true;
              mine.delete(name);
              letGo(name);
            };
            mine.set(name, release);
            Promise.resolve()
              .then(() => callback({ name }))
              .then(resolve, reject)
              .finally(release);
          };
          if (!open) return reject(new Error('The page is gone.'));
          if (!held.has(name)) return grant();
          if (options.ifAvailable) {
            Promise.resolve()
              .then(() => callback(null))
              .then(resolve, reject);
            return;
          }
          const queue = queues.get(name) ?? [];
          queue.push({ page: id, grant });
          queues.set(name, queue);
        });
      },
    };
    return {
      locks,
      /** The page reloads or closes: its locks are let go, its waiting requests dropped. */
      close() {
        open = false;
        for (const queue of queues.values()) {
          queue.splice(0, queue.length, ...queue.filter((w) => w.page !== id));
        }
        for (const release of [...mine.values()]) release();
      },
    };
  }

  /** The names of the locks held now, by any page. */
  const heldNames = () => [...held.keys()];
  return { page, heldNames };
}
