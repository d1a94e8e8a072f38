import { isRecord } from '@/domain/read';

// The demo sign-in's failed attempts per email (auth.ts), kept in `storage` so a reload keeps a
// lockout, as Firebase's server keeps its own.

interface FailedAttempts {
  count: number;
  lockedUntil: number;
}

/** Failed sign-in attempts per email, kept in `storage` so a reload keeps a lockout. */
export function failedAttemptsStore(storage: Storage | null, key: string, now: () => number) {
  let memory: Record<string, FailedAttempts> = {};

  const read = (): Record<string, FailedAttempts> => {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return memory;
      const parsed: unknown = JSON.parse(raw);
      return isRecord(parsed) ? (parsed as Record<string, FailedAttempts>) : {};
    } catch {
      return memory; // Unreadable storage or a corrupt value: what this tab knows.
    }
  };

  const write = (all: Record<string, FailedAttempts>) => {
    // Ended lockouts without new failures are dropped, so the record does not grow.
    const current = Object.fromEntries(
      Object.entries(all).filter(([, entry]) => entry.count > 0 || entry.lockedUntil > now()),
    );
    memory = current;
    try {
      if (Object.keys(current).length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(current));
    } catch {
      // Storage full or blocked: the lockout still holds in this tab.
    }
  };

  return {
    get(email: string): FailedAttempts {
      const entry = read()[email];
      const count = Number(entry?.count);
      const lockedUntil = Number(entry?.lockedUntil);
      return {
        count: Number.isFinite(count) ? count : 0,
        lockedUntil: Number.isFinite(lockedUntil) ? lockedUntil : 0,
      };
    },
    set(email: string, entry: FailedAttempts) {
      write({ ...read(), [email]: entry });
    },
    clear(email: string) {
      const { [email]: _cleared, ...others } = read();
      write(others);
    },
  };
}
