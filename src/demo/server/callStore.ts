import type { BackendStore } from '@backend/core';
import { receiptsChange, type CarriedReceipt, type StoreChange } from './changes';
import { createDemoCoreStore, type DemoCoreStoreHooks } from './coreStore';
import type { DemoDb } from './store';

// A backend call announces what it wrote on the change bus. Its announcement carries the
// receipts it stored, so the feeds (this tab's and the others') need not read them back, as a
// Firestore snapshot carries the changed documents (changes.ts). The records are the call's own:
// each call gets its own core store, which keeps what its transactions committed.

export interface CallStore {
  store: BackendStore;
  /** The change announcing the receipts `ids`, carrying those this call wrote. */
  changeOf(ids: readonly string[]): StoreChange;
}

/** A core store over `db` for one call (with the demo's triggers, `hooks`). */
export function storeForCall(db: DemoDb, hooks: DemoCoreStoreHooks = {}): CallStore {
  const written = new Map<string, CarriedReceipt>();
  const store = createDemoCoreStore(db, {
    afterReceiptWrites(writes) {
      for (const write of writes) written.set(write.receiptId, write.stored);
      hooks.afterReceiptWrites?.(writes);
    },
  });
  return { store, changeOf: (ids) => receiptsChange(ids, written) };
}
