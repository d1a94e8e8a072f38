import { needsAction, type ReceiptWithSync, type SyncState } from '@/outbox';
import { i18n, useTranslation } from '@/ui/i18n';
import { useOnline } from '@/ui/useOnline';
import './syncMark.css';

// The mark an order carries while a status change of it has not been confirmed by the feed.
// Always words (never colour alone), so screen readers and colour-blind dispatchers get it too.
// "Waiting to sync" only when the change really waits (offline, or not yet sent: held or
// retrying later); a change on its way out shows a brief "Sending…".

/**
 * Whether a change on its way (pending, sending, or sent and not yet in the feed) really waits
 * for a connection: not sent yet (held or retrying later), or offline. Otherwise it is "Sending…".
 */
export function reallyWaits(state: SyncState, online: boolean): boolean {
  return state === 'pending' || !online;
}

export function syncLabel(state: SyncState | null, online = true): string | null {
  switch (state) {
    case null:
      return null;
    case 'pending':
      return i18n.t('sync.markWaiting');
    case 'sending':
    case 'sent':
      // 'sent' still waits for the realtime feed to show the status, which takes a moment.
      return reallyWaits(state, online) ? i18n.t('sync.markWaiting') : i18n.t('sync.markSending');
    case 'failed':
      return i18n.t('sync.markRefused');
    case 'needs-sign-in':
      return i18n.t('sync.markSignIn');
  }
}

/**
 * Nothing for an order with no change on its way, without a hook: the rows of a long list
 * (nearly all without one) then subscribe to neither the language nor the connection here, and
 * a search keystroke that takes 99 rows down has 198 subscriptions fewer to end (issue 35).
 */
export function SyncMark({ receipt }: { receipt: ReceiptWithSync }) {
  return receipt.syncState === null ? null : <ChangeOnItsWay receipt={receipt} />;
}

function ChangeOnItsWay({ receipt }: { receipt: ReceiptWithSync }) {
  // Re-renders on a language change (the label is a word of the current language).
  useTranslation();
  const online = useOnline();
  const label = syncLabel(receipt.syncState, online);
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
