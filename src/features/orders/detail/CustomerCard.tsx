import type { Receipt } from '@/domain/receipt';
import { CallLink, NavigateLink } from '@/features/map';
import { CardSection } from '@/ui/CardSection';
import { useTranslation } from '@/ui/i18n';

/** Who the order is for and where: the name, Call, the address and Navigate. */
export function CustomerCard({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('orderDetail.customer')}>
      <p className="order-detail__customer">
        {receipt.customerName ?? t('orders.customerNotGiven')}
      </p>
      {receipt.customerPhone !== null ? (
        <CallLink phone={receipt.customerPhone} />
      ) : (
        <p className="muted">{t('orderDetail.noPhone')}</p>
      )}
      <p>{receipt.address.text ?? <span className="muted">{t('orders.noAddress')}</span>}</p>
      <NavigateLink destination={receipt.address} />
    </CardSection>
  );
}
