import { useId, type ReactNode } from 'react';
import { statusChoices } from '../../domain/status';
import { awaitsFeed, type ReceiptWithSync } from './outbox';
import './outcomes/outcomes.css';

/**
 * The delivery status control: one large button per status (tap targets for gloved thumbs),
 * the current one pressed. A tap is queued in the outbox and shown at once; this says whether
 * it is still waiting to sync, or why it was refused, with Retry and Discard.
 */
export function StatusControl({
  receipt,
  statuses,
  syncStatus,
  saveError,
  onChange,
  onNotDelivered,
  notDeliveredLabel,
  onRetry,
  onDiscard,
  onSignInAgain,
}: {
  /** As shown: the latest queued status, with its sync state. */
  receipt: ReceiptWithSync;
  statuses: readonly string[];
  /** The status of the change behind the sync mark (an earlier tap when a later one is queued). */
  syncStatus: string | null;
  /** Set when the last tap could not even be saved on this device. */
  saveError: string | null;
  onChange: (status: string) => void;
  /** Opens the "Not delivered" sheet; the button shows only when this is given. */
  onNotDelivered?: () => void;
  /** Shown as the button's text (the outcomes' messages module owns it). */
  notDeliveredLabel?: string;
  onRetry: (updateId: string) => void;
  onDiscard: (updateId: string) => void;
  onSignInAgain: () => void;
}) {
  const headingId = useId();
  const { syncState, syncUpdateId } = receipt;
  const waiting = syncState !== null && awaitsFeed(syncState);
  return (
    <section className="status-control" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        Delivery status
      </h2>
      <div className="status-control__choices" role="group" aria-labelledby={headingId}>
        {statusChoices(statuses, receipt.status).map((status) => {
          const current = status === receipt.status;
          return (
            <button
              key={status}
              type="button"
              className={`status-choice${current ? ' status-choice--current' : ''}`}
              aria-pressed={current}
              disabled={current || !statuses.includes(status)}
              onClick={() => onChange(status)}
            >
              {status}
            </button>
          );
        })}
        {onNotDelivered !== undefined && notDeliveredLabel !== undefined && (
          // Beside the statuses, set apart: an outcome that asks first, not a step of the route.
          <button
            type="button"
            className="status-choice status-choice--not-delivered"
            onClick={onNotDelivered}
          >
            {notDeliveredLabel}
          </button>
        )}
      </div>
      {/* Always rendered, so screen readers announce the state as it changes. */}
      <div role="status" className="status-control__live">
        {waiting && (
          <p className="notice notice--info">
            Waiting to sync: {receipt.status} is saved on this phone and will be sent as soon as
            there is a connection.
          </p>
        )}
      </div>
      {syncState === 'failed' && syncUpdateId !== null && (
        <SyncProblem
          action={{ label: 'Retry', onClick: () => onRetry(syncUpdateId) }}
          onDiscard={() => onDiscard(syncUpdateId)}
        >
          Couldn't change the status to {syncStatus ?? 'the new status'}. The server refused the
          change: {receipt.syncError ?? 'no reason given.'}
        </SyncProblem>
      )}
      {syncState === 'needs-sign-in' && syncUpdateId !== null && (
        <SyncProblem
          action={{ label: 'Sign in again', onClick: onSignInAgain }}
          onDiscard={() => onDiscard(syncUpdateId)}
        >
          Your session has expired, so the change to {syncStatus ?? 'the new status'} was not sent.
          Sign in again: it is kept on this phone and sent after you sign in.
        </SyncProblem>
      )}
      {saveError !== null && (
        <p className="notice notice--error" role="alert">
          {saveError}
        </p>
      )}
    </section>
  );
}

/** A change that did not go through: why, a way forward, and Discard. */
function SyncProblem({
  children,
  action,
  onDiscard,
}: {
  children: ReactNode;
  action: { label: string; onClick: () => void };
  onDiscard: () => void;
}) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{children}</p>
      <div className="notice__actions">
        <button type="button" className="button button--secondary" onClick={action.onClick}>
          {action.label}
        </button>
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
