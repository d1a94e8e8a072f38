import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { Receipt } from '@/domain/receipt';
import { DELIVERED_STATUS } from '@/domain/status';
import { useTranslation } from '@/ui/i18n';

/** Back to the list the order is in: Delivered for a delivered order, else the open orders. */
export function BackLink({ receipt }: { receipt?: Receipt }) {
  const { t } = useTranslation();
  const delivered = receipt?.status === DELIVERED_STATUS;
  return (
    <Link className="back-link" to={delivered ? PATHS.delivered : PATHS.order}>
      ← {delivered ? t('orderDetail.backToDelivered') : t('orderDetail.backToOpen')}
    </Link>
  );
}
