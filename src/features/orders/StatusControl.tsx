import { useId } from 'react';
import { statusChoices } from '../../domain/status';
import type { Receipt } from '../../domain/receipt';
import { Spinner } from '../../ui/Spinner';
import type { StatusChange } from './useStatusChanges';

/**
 * The delivery status control: one large button per status (tap targets for gloved thumbs),
 * the current one pressed. A change shows its pending state and, on failure, why and a retry.
 */
export function StatusControl({
  receipt,
  statuses,
  change,
  onChange,
}: {
  receipt: Receipt;
  statuses: readonly string[];
  change: StatusChange | undefined;
  onChange: (status: string) => void;
}) {
  const headingId = useId();
  const sending = change?.state === 'sending';
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
              disabled={sending || current || !statuses.includes(status)}
              onClick={() => onChange(status)}
            >
              {status}
            </button>
          );
        })}
      </div>
      {sending && (
        <p className="notice notice--info" role="status">
          <Spinner small /> Updating to {change.status}…
        </p>
      )}
      {change?.state === 'failed' && (
        <div className="notice notice--error" role="alert">
          <p>
            Couldn't change the status to {change.status}. {change.message}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange(change.status)}
          >
            Retry
          </button>
        </div>
      )}
    </section>
  );
}
