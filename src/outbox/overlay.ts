import { outcomeOfChange } from '@/domain/outcome';
import type { Receipt } from '@/domain/receipt';
import type { OutboxEntry, OutboxEntryState } from './entry';
import { needsAction } from './snapshot';

// The optimistic overlay: what the lists show while changes are queued. Pure functions; the
// orders provider applies them to every feed snapshot and every outbox snapshot.

/** How far the status shown for an order is from being confirmed; null = the feed's own. */
export type SyncState = OutboxEntryState;

export type ReceiptWithSync = Receipt & {
  /** null when the feed's status is shown as it is. */
  syncState: SyncState | null;
  /** The server's message when a change of this order failed or needs a new sign-in. */
  syncError: string | null;
  /** The outstanding entry whose status is shown (for Retry / Discard); null when none. */
  syncUpdateId: string | null;
};

/** What the outbox needs of a receipt in the realtime feed to know it caught up. */
export type FeedReceipt = Pick<Receipt, 'id' | 'status' | 'updateTimestamp'>;

/**
 * A sent change is confirmed once the realtime feed has caught up with it: the receipt shows the
 * updateTimestamp the backend wrote for it, or a newer one (a later write supersedes it). Only
 * when the backend did not say which it wrote, the feed showing its status confirms it — which
 * an older answer can fake for an order that went A → B → A (the older A "confirms" the newer
 * A, the outbox lets go of both, and B shows until the feed catches up).
 */
export function confirmedBy(feedReceipts: readonly FeedReceipt[], entry: OutboxEntry): boolean {
  if (entry.state !== 'sent') return false;
  const receipt = feedReceipts.find((r) => r.id === entry.receiptId);
  if (receipt === undefined) return false;
  const written = entry.appliedTimestamp ?? null;
  if (written === null) return receipt.status === entry.status;
  return receipt.updateTimestamp !== null && receipt.updateTimestamp >= written;
}

function groupByReceipt(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const groups = new Map<string, OutboxEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.receiptId);
    if (group) group.push(entry);
    else groups.set(entry.receiptId, [entry]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.seq - b.seq);
  return groups;
}

/**
 * Entries the feed has caught up with: per receipt, everything up to and including the newest
 * sent entry that the feed confirms. (Changes of one order are sent in order, so everything
 * before a confirmed sent change was sent too and is superseded by it.)
 */
export function settledEntries(
  feedReceipts: readonly FeedReceipt[],
  entries: readonly OutboxEntry[],
): OutboxEntry[] {
  const settled: OutboxEntry[] = [];
  for (const group of groupByReceipt(entries).values()) {
    let lastConfirmed = -1;
    group.forEach((entry, index) => {
      if (confirmedBy(feedReceipts, entry)) lastConfirmed = index;
    });
    settled.push(...group.slice(0, lastConfirmed + 1));
  }
  return settled;
}

/** Which mark wins when an order has several outstanding changes: the one needing action. */
const SYNC_PRIORITY: readonly SyncState[] = [
  'needs-sign-in',
  'failed',
  'sending',
  'pending',
  'sent',
];

function strongestState(entries: readonly OutboxEntry[]): OutboxEntry {
  return [...entries].sort(
    (a, b) => SYNC_PRIORITY.indexOf(a.state) - SYNC_PRIORITY.indexOf(b.state),
  )[0];
}

/**
 * The proof an outstanding change carries, shown before the feed has it: its "Received by" and
 * time, the photo being on the phone (the feed's photoUrl, if any, stays as a fallback).
 */
function proofShown(receipt: Receipt, latest: OutboxEntry): Receipt['proof'] {
  const intent = latest.payload?.proof;
  if (intent === undefined) return receipt.proof;
  return {
    proofId: latest.sentProof?.proofId ?? null,
    photoUrl: receipt.proof?.photoUrl ?? null,
    receivedBy: intent.receivedBy,
    takenAt: intent.takenAt,
  };
}

/**
 * The receipts as the dispatcher should see them: each order with outstanding changes shows
 * the status of its latest tap (so it moves to its new list at once) and a syncState mark.
 * updateTimestamp becomes at least the tap time, so the order sorts as the backend will sort
 * it once applied, and the outcome its payload carries; a change with proof of delivery shows its
 * proof at once too. The mark clears when the feed has caught up (see confirmedBy).
 * Entries for receipts not in `receipts` are ignored; the input order is kept.
 */
/**
 * A receipt with no change on the phone, as shown: one object per receipt object, so that a
 * receipt the feed did not change keeps its identity from one overlay to the next and what
 * compares or memoises by identity (the orders contexts, the rows) sees no change. Receipts
 * are never mutated, so the cache can key on them.
 */
const unchangedOnThePhone = new WeakMap<Receipt, ReceiptWithSync>();

function withoutChanges(receipt: Receipt): ReceiptWithSync {
  let shown = unchangedOnThePhone.get(receipt);
  if (shown === undefined) {
    shown = { ...receipt, syncState: null, syncError: null, syncUpdateId: null };
    unchangedOnThePhone.set(receipt, shown);
  }
  return shown;
}

export function applyPendingStatuses(
  receipts: readonly Receipt[],
  entries: readonly OutboxEntry[],
): ReceiptWithSync[] {
  const settled = new Set(settledEntries(receipts, entries).map((e) => e.seq));
  const outstanding = groupByReceipt(entries.filter((e) => !settled.has(e.seq)));
  return receipts.map((receipt) => {
    const group = outstanding.get(receipt.id);
    if (!group || group.length === 0) return withoutChanges(receipt);
    const latest = group[group.length - 1];
    const mark = strongestState(group);
    const actionable = needsAction(mark.state);
    return {
      ...receipt,
      status: latest.status,
      // The backend writes the latest change's outcome back on the receipt (a change without
      // one clears it): shown the same way while the change is still on the phone.
      outcome: outcomeOfChange(latest.payload ?? {}),
      proof: proofShown(receipt, latest),
      updateTimestamp: Math.max(receipt.updateTimestamp ?? latest.updatedAt, latest.updatedAt),
      syncState: mark.state,
      syncError: actionable ? (mark.lastError?.message ?? null) : null,
      syncUpdateId: actionable ? mark.updateId : latest.updateId,
    };
  });
}
