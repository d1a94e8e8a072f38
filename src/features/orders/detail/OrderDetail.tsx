import { useState } from 'react';
import { orderTitle } from '@/features/orders/OrderRow';
import type { OrdersFeed, OrdersSync } from '@/features/orders/ordersContext';
import { OUTCOME_MESSAGES, useStatusOutcomes } from '@/features/orders/outcomes';
import { PaymentCallout } from '@/features/orders/PaymentDue';
import { ProofOfDeliverySection } from '@/features/orders/proof';
import { StatusBadge } from '@/features/orders/StatusBadge';
import { StatusControl } from '@/features/orders/StatusControl';
import { SyncMark } from '@/features/orders/SyncMark';
import { useSession } from '@/features/session';
import { useConfig } from '@/features/shared/services';
import { isFinalRefusal, type ReceiptWithSync } from '@/outbox';
import { formatTime } from '@/ui/format';
import { useTranslation } from '@/ui/i18n';
import { BackLink } from './BackLink';
import { CustomerCard } from './CustomerCard';
import { ItemsCard } from './ItemsCard';
import { NotesCard } from './NotesCard';
import { RouteCard } from './RouteCard';

/** One order: what to collect and its status first, then proof, notes, customer, map, items. */
export function OrderDetail({
  receipt,
  findChange,
  retryChange,
  discardChange,
  origin,
}: Pick<OrdersSync, 'findChange' | 'retryChange' | 'discardChange'> &
  Pick<OrdersFeed, 'origin'> & {
    receipt: ReceiptWithSync;
  }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const { deliveryStatuses, notDeliveredStatus } = useConfig();
  const [saveError, setSaveError] = useState<string | null>(null);
  const outcomes = useStatusOutcomes(receipt, setSaveError);
  const time = formatTime(receipt.updateTimestamp);
  const shownChange = receipt.syncUpdateId !== null ? findChange(receipt.syncUpdateId) : undefined;
  return (
    <article className="page order-detail" aria-labelledby="order-title">
      <BackLink receipt={receipt} />
      <header className="order-detail__header">
        <h1 id="order-title" className="page__title">
          {orderTitle(receipt)}
        </h1>
        <StatusBadge status={receipt.status} />
        <SyncMark receipt={receipt} />
        {time !== null && <p className="muted">{t('orderDetail.updatedAt', { time })}</p>}
      </header>

      {/* What the driver acts on, above the fold on a phone: what to collect, then the status. */}
      <div className="order-detail__primary">
        <PaymentCallout receipt={receipt} />
        <StatusControl
          receipt={receipt}
          statuses={deliveryStatuses}
          // A refused change may be an earlier tap than the status shown (the latest one).
          syncStatus={shownChange?.status ?? receipt.status}
          refusedForGood={shownChange !== undefined && isFinalRefusal(shownChange)}
          saveError={saveError}
          // Delivered and Not delivered ask first (their sheets); every change can be undone.
          onChange={outcomes.requestStatus}
          onNotDelivered={
            receipt.status === notDeliveredStatus ? undefined : outcomes.requestNotDelivered
          }
          notDeliveredLabel={OUTCOME_MESSAGES.notDeliveredButton}
          onRetry={retryChange}
          onDiscard={discardChange}
          // The queued changes stay on the phone and are sent once this user signs in again.
          onSignInAgain={() => void signOut()}
        />
        {outcomes.sheets}
      </div>
      <ProofOfDeliverySection receipt={receipt} />

      <NotesCard notes={receipt.notes} />

      <CustomerCard receipt={receipt} />
      <RouteCard receipt={receipt} origin={origin} />
      <ItemsCard receipt={receipt} />
    </article>
  );
}
