import { needsAction, type ReceiptWithSync, type SyncState } from './outbox';

// The mark an order carries while a status change of it has not been confirmed by the feed.
// Always words (never colour alone), so screen readers and colour-blind dispatchers get it too.

export function syncLabel(state: SyncState | null): string | null {
  switch (state) {
    case null:
      return null;
    case 'pending':
    case 'sending':
    case 'sent':
      // 'sent' still waits for the realtime feed to show the status.
      return 'Waiting to sync';
    case 'failed':
      return 'Not synced: refused';
    case 'needs-sign-in':
      return 'Not synced: sign in again';
  }
}

export function SyncMark({ receipt }: { receipt: ReceiptWithSync }) {
  const label = syncLabel(receipt.syncState);
  if (label === null) return null;
  const problem = receipt.syncState !== null && needsAction(receipt.syncState);
  return (
    <span className={`sync-mark${problem ? ' sync-mark--problem' : ''}`}>
      <span className="sync-mark__icon" aria-hidden="true">
        {problem ? '!' : '↻'}
      </span>
      {label}
    </span>
  );
}
