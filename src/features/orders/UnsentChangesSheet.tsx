import { useId, useRef } from 'react';
import { i18n, statusText, useTranslation } from '@/ui/i18n';
import { ModalDialog } from '@/ui/ModalDialog';
import { useOnline } from '@/ui/useOnline';
import { useOrdersSync, type UnsentChange } from './ordersContext';
import { useNowWhile } from './useNowWhile';
import { isStuck, isTimed, waitSentence, waitsForRetry } from './waitWords';
import './unsentChanges.css';

/** What is holding a change back, in the dispatcher's words. */
function describeState(change: UnsentChange): string {
  if (change.wait.kind === 'not-yours') return i18n.t('unsent.notYoursState');
  switch (change.state) {
    case 'failed':
      return i18n.t('unsent.notAccepted', {
        reason: change.reason ?? i18n.t('unsent.noReason'),
      });
    case 'needs-sign-in':
      return i18n.t('unsent.needsSignIn');
    case 'sending':
      return i18n.t('unsent.sendingNow');
    case 'pending':
      return change.reason === null
        ? i18n.t('unsent.waiting')
        : i18n.t('unsent.waitingAfterFailure', { reason: change.reason });
  }
}

/**
 * Every change the server has not accepted yet, reachable from the header whether or not its
 * order is still in today's list (a refusal can come after midnight or a reassignment took
 * the order away): its order number, the status it sets, which order waits and why, Retry and
 * Discard (only Dismiss for a change whose order is no longer this driver's: no retry can send
 * it); and "Send now", which tries every change waiting for a retry time at once.
 */
export function UnsentChangesSheet({ onClose }: { onClose: () => void }) {
  const { unsentChanges, retryChange, discardChange, sendNow } = useOrdersSync();
  const { t } = useTranslation();
  const online = useOnline();
  const now = useNowWhile(online && unsentChanges.some((change) => isTimed(change.wait)));
  const canSendSooner = online && unsentChanges.some((change) => waitsForRetry(change.wait));
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  return (
    <ModalDialog
      className="dialog unsent-sheet"
      labelledBy={titleId}
      initialFocus={closeButton}
      onEscape={onClose}
    >
      <h2 id={titleId} className="dialog__title">
        {t('unsent.title')}
      </h2>
      {unsentChanges.length === 0 ? (
        <p>{t('unsent.allSent')}</p>
      ) : (
        <ul className="unsent-sheet__list plain-list" aria-labelledby={titleId}>
          {unsentChanges.map((change) => {
            const order =
              change.orderNumber === null
                ? t('unsent.order')
                : t('unsent.orderNumber', { number: change.orderNumber });
            const sending = change.state === 'sending';
            const why = waitSentence(change, now, online);
            // Refused for good (the order is no longer this driver's): no Retry, only Dismiss.
            const final = change.wait.kind === 'not-yours';
            const stuck = final || isStuck(change.wait, now);
            return (
              <li key={change.updateId} className="unsent-change" aria-label={order}>
                <p className="unsent-change__title">
                  {order} → {statusText(change.status)}
                </p>
                {why !== null && (
                  <p className={`unsent-change__why${stuck ? ' unsent-change__why--stuck' : ''}`}>
                    {why}
                  </p>
                )}
                <p className="unsent-change__state">{describeState(change)}</p>
                <div className="notice__actions">
                  {!final && (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={sending}
                      onClick={() => retryChange(change.updateId)}
                    >
                      {t('unsent.retry')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={sending}
                    onClick={() => discardChange(change.updateId)}
                  >
                    {final ? t('unsent.dismiss') : t('unsent.discard')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="unsent-sheet__actions">
        {canSendSooner && (
          <button type="button" className="button button--secondary" onClick={sendNow}>
            {t('unsent.sendNow')}
          </button>
        )}
        <button
          ref={closeButton}
          type="button"
          className="button button--primary"
          onClick={onClose}
        >
          {t('unsent.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
