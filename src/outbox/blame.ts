import type { OutboxEntry, TroubleScope } from './entry';
import type { EntryMirror } from './mirror';
import type { SendFailure } from './transitions';
import { isChangeFault, troubleScope } from './trouble';

// Whom each failure is blamed on, across the sender's requests (docs/outbox.md, "One order's
// trouble"): trouble.ts says it of one answer; this remembers the order whose change last had a
// server fault of its own, since another order's change failing the same way means it is the
// server, and lets every order go again once a change goes through.

export interface Blame {
  /** Whom a failure of this change is blamed on; remembers a change's own fault for the next. */
  blame(entry: OutboxEntry, failure: SendFailure): TroubleScope;
  /**
   * A change went through: the server is taking changes, so no earlier failure holds every
   * order any more (each such change keeps its own retry time, for its order alone).
   */
  serverTookOne(): Promise<void>;
}

export function createBlame(entries: EntryMirror): Blame {
  /** The order whose change last had a server fault of its own, since the last success. */
  let lastFaultedReceipt: string | null = null;

  return {
    /**
     * A change already failing on its own tells nothing new about the server: a poison order's
     * every retry would otherwise pause all orders once any other order had a one-off 5xx.
     */
    blame(entry, failure) {
      const latest = entries.find((e) => e.seq === entry.seq) ?? entry;
      const alreadyItsOwn = latest.troubleScope === 'order';
      const otherOrderFaulted =
        !alreadyItsOwn && lastFaultedReceipt !== null && lastFaultedReceipt !== entry.receiptId;
      const scope = troubleScope(failure.error, otherOrderFaulted);
      if (isChangeFault(failure.error)) lastFaultedReceipt = entry.receiptId;
      return scope;
    },

    async serverTookOne() {
      lastFaultedReceipt = null;
      for (const other of entries.current()) {
        if (other.troubleScope === 'queue' && other.state !== 'sent') {
          await entries.update(other.seq, { troubleScope: 'order' });
        }
      }
    },
  };
}
