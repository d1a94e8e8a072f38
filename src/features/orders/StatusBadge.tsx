import { DELIVERED_STATUS } from '@/domain/status';
import { statusText, useTranslation } from '@/ui/i18n';
import './statusBadge.css';

function tone(status: string | null): string {
  if (status === DELIVERED_STATUS) return 'delivered';
  if (status === null) return 'unknown';
  return status.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** The delivery status as a coloured label; an unknown status is shown as it is. */
export function StatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  // The tone follows the server's word; the text is its translation when the catalogue has one.
  return (
    <span className={`status-badge status-badge--${tone(status)}`}>
      {status === null ? t('orders.noStatus') : statusText(status)}
    </span>
  );
}
