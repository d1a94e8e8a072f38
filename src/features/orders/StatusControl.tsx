import { useId, type ReactNode } from 'react';
import { statusChoices } from '@/domain/status';
import { awaitsFeed, type ReceiptWithSync } from '@/outbox';
import { statusText, useTranslation } from '@/ui/i18n';
import { useOnline } from '@/ui/useOnline';
import { reallyWaits } from './SyncMark';
import { noLongerYours } from './waitWords';
import './statusControl.css';

/**
 * The delivery status control: one large button per status (tap targets for gloved thumbs),
 * the current one pressed. A tap is queued in the outbox and shown at once; this says whether
 * it is still waiting to sync, or why it was refused, with Retry and Discard (only Dismiss when
 * the order is no longer this driver's: docs/outbox.md, "A refusal that is final").
 */
export function StatusControl({
  receipt,
  statuses,
  syncStatus,
  refusedForGood = false,
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
  /** The refused change can never be sent: the order is no longer this driver's. */
  refusedForGood?: boolean;
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
  const { t } = useTranslation();
  const headingId = useId();
  const online = useOnline();
  const { syncState, syncUpdateId } = receipt;
  const onItsWay = syncState !== null && awaitsFeed(syncState);
  // As the order's SyncMark: "Waiting to sync" only when it really waits for a connection.
  const waiting = onItsWay && reallyWaits(syncState, online);
  const changedTo = syncStatus !== null ? statusText(syncStatus) : t('statusControl.theNewStatus');
  return (
    <section className="status-control" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('statusControl.title')}
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
              {statusText(status)}
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
        {onItsWay && (
          <p className="notice notice--info">
            {waiting
              ? t('statusControl.waiting', {
                  status:
                    receipt.status === null
                      ? t('statusControl.theNewStatus')
                      : statusText(receipt.status),
                })
              : t('statusControl.sending')}
          </p>
        )}
      </div>
      {syncState === 'failed' && syncUpdateId !== null && refusedForGood && (
        <SyncProblem
          action={null}
          onDiscard={() => onDiscard(syncUpdateId)}
          discardLabel={t('statusControl.dismiss')}
        >
          {t('statusControl.notYoursHelp', {
            notYours: noLongerYours(receipt.orderNumber),
            status: changedTo,
          })}
        </SyncProblem>
      )}
      {syncState === 'failed' && syncUpdateId !== null && !refusedForGood && (
        <SyncProblem
          action={{ label: t('statusControl.retry'), onClick: () => onRetry(syncUpdateId) }}
          onDiscard={() => onDiscard(syncUpdateId)}
        >
          {t('statusControl.refused', {
            status: changedTo,
            reason: receipt.syncError ?? t('statusControl.refusedNoReason'),
          })}
        </SyncProblem>
      )}
      {syncState === 'needs-sign-in' && syncUpdateId !== null && (
        <SyncProblem
          action={{ label: t('statusControl.signInAgain'), onClick: onSignInAgain }}
          onDiscard={() => onDiscard(syncUpdateId)}
        >
          {t('statusControl.sessionExpired', { status: changedTo })}
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

/** A change that did not go through: why, a way forward (if any), and Discard (or Dismiss). */
function SyncProblem({
  children,
  action,
  onDiscard,
  discardLabel,
}: {
  children: ReactNode;
  action: { label: string; onClick: () => void } | null;
  onDiscard: () => void;
  discardLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <p>{children}</p>
      <div className="notice__actions">
        {action !== null && (
          <button type="button" className="button button--secondary" onClick={action.onClick}>
            {action.label}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          {discardLabel ?? t('statusControl.discard')}
        </button>
      </div>
    </div>
  );
}
