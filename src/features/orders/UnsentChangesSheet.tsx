import { useId, useRef } from 'react';
import { ModalDialog } from '../../ui/ModalDialog';
import { useOrders, type UnsentChange } from './OrdersProvider';
import './unsentChanges.css';

/** What is holding a change back, in the dispatcher's words. */
function describeState(change: UnsentChange): string {
  switch (change.state) {
    case 'failed':
      return `Not accepted: ${change.reason ?? 'the server gave no reason.'}`;
    case 'needs-sign-in':
      return 'Not sent: sign in again to send it.';
    case 'sending':
      return 'Sending now…';
    case 'pending':
      return change.reason === null
        ? 'Waiting to sync.'
        : `Waiting to sync. Last try failed: ${change.reason}`;
  }
}

/**
 * Every change the server has not accepted yet, reachable from the header whether or not its
 * order is still in today's list (a refusal can come after midnight or a reassignment took
 * the order away): its order number, the status it sets, why it is held, Retry and Discard.
 */
export function UnsentChangesSheet({ onClose }: { onClose: () => void }) {
  const { unsentChanges, retryChange, discardChange } = useOrders();
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
        Changes not sent
      </h2>
      {unsentChanges.length === 0 ? (
        <p>Every status change has reached the server.</p>
      ) : (
        <ul className="unsent-sheet__list" aria-labelledby={titleId}>
          {unsentChanges.map((change) => {
            const order = change.orderNumber === null ? 'Order' : `Order #${change.orderNumber}`;
            const sending = change.state === 'sending';
            return (
              <li key={change.updateId} className="unsent-change" aria-label={order}>
                <p className="unsent-change__title">
                  {order} → {change.status}
                </p>
                <p className="unsent-change__state">{describeState(change)}</p>
                <div className="notice__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={sending}
                    onClick={() => retryChange(change.updateId)}
                  >
                    Retry
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={sending}
                    onClick={() => discardChange(change.updateId)}
                  >
                    Discard
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button ref={closeButton} type="button" className="button button--primary" onClick={onClose}>
        Close
      </button>
    </ModalDialog>
  );
}
