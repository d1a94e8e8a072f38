import type { OutboxEntry } from './entry';
import type { NewOutboxEntry, OutboxStore } from './store';
import type { EntryChanges } from './transitions';

// An in-memory mirror of this user's entries in IndexedDB. Every change is made in memory at
// once (so every check sees it), reported, and then written; re-reads pick up other tabs'.

export interface EntryMirror {
  /** This user's entries, oldest first. */
  current(): readonly OutboxEntry[];
  find(predicate: (entry: OutboxEntry) => boolean): OutboxEntry | undefined;
  add(entry: NewOutboxEntry): Promise<OutboxEntry>;
  update(seq: number, changes: EntryChanges): Promise<OutboxEntry | null>;
  remove(seqs: readonly number[]): Promise<void>;
  /** Re-reads the stored entries (another tab may have changed them). */
  reload(): Promise<OutboxEntry[]>;
}

export function createEntryMirror(options: {
  uid: string;
  store: () => OutboxStore;
  /** After every change in memory (a new snapshot). */
  onChange: () => void;
  /** After every write (tell the other tabs). */
  onStored: () => void;
}): EntryMirror {
  const { uid, store, onChange, onStored } = options;
  let entries: OutboxEntry[] = [];
  /** Bumped by every change of `entries`, so a re-read that raced a change is retried. */
  let version = 0;

  function replace(next: OutboxEntry[]) {
    entries = next;
    version += 1;
    onChange();
  }

  return {
    current: () => entries,
    find: (predicate) => entries.find(predicate),

    async add(entry) {
      const stored = await store().add(entry);
      // A re-read may already have picked it up; keep one copy, in FIFO order.
      replace(
        [...entries.filter((e) => e.seq !== stored.seq), stored].sort((a, b) => a.seq - b.seq),
      );
      onStored();
      return stored;
    },

    async update(seq, changes) {
      const index = entries.findIndex((entry) => entry.seq === seq);
      if (index < 0) return null;
      const next = { ...entries[index], ...changes };
      replace(entries.map((entry, i) => (i === index ? next : entry)));
      await store().put(next);
      onStored();
      return next;
    },

    async remove(seqs) {
      if (seqs.length === 0) return;
      const gone = new Set(seqs);
      replace(entries.filter((entry) => !gone.has(entry.seq)));
      await Promise.all(seqs.map((seq) => store().remove(seq)));
      onStored();
    },

    async reload() {
      for (let tries = 0; ; tries++) {
        const seen = version;
        const stored = await store().list(uid);
        if (seen !== version && tries < 5) continue; // a local change raced the read
        replace(stored);
        return stored;
      }
    },
  };
}
