import { CallLink, NavigateLink } from '@/features/map';
import type { ReceiptWithSync } from '@/outbox';
import { CardSection } from '@/ui/CardSection';
import { useTranslation } from '@/ui/i18n';
import { useOrderScreenExtensions } from '../screenExtensions';

/**
 * Who the order is for and where: the name, Call, the address and the page's one Navigate (the
 * route's, in the chosen app, with "On my way", when the app provides it).
 */
export function CustomerCard({ receipt }: { receipt: ReceiptWithSync }) {
  const { t } = useTranslation();
  const { OrderActions } = useOrderScreenExtensions();
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
      {OrderActions !== undefined ? (
        <OrderActions receipt={receipt} />
      ) : (
        <NavigateLink destination={receipt.address} />
      )}
    </CardSection>
  );
}
