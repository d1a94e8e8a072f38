import { DELIVERED_STATUS } from '../../domain/status';

function tone(status: string | null): string {
  if (status === DELIVERED_STATUS) return 'delivered';
  if (status === null) return 'unknown';
  return status.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** The delivery status as a coloured label; an unknown status is shown as it is. */
export function StatusBadge({ status }: { status: string | null }) {
  return (
    <span className={`status-badge status-badge--${tone(status)}`}>{status ?? 'No status'}</span>
  );
}
