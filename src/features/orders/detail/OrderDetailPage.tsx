import { useSearchParams } from 'react-router-dom';
import { FeedError } from '@/features/orders/FeedError';
import { orderVersion } from '@/features/orders/OrderRow';
import { useOrdersFeed, useOrdersSync } from '@/features/orders/ordersContext';
import { takenAwaySentence } from '@/features/orders/takenAwayWords';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { useTranslation } from '@/ui/i18n';
import { BackLink } from './BackLink';
import { NoOrderShown, OrderFailed } from './NoOrderShown';
import { OrderDetail } from './OrderDetail';
import './orderDetail.css';

// /order-detail?id=<receiptId>: one order, or why it cannot be shown (docs/architecture.md#orders).
// Each section of the page is its own file in this folder.

export function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { feed, findOrder, retry, origin, takenAway } = useOrdersFeed();
  const { findChange, retryChange, discardChange } = useOrdersSync();

  if (id === null || id.trim() === '') {
    return (
      <NoOrderShown
        title={t('orderDetail.noOrderChosen')}
        help={t('orderDetail.noOrderChosenHelp')}
      />
    );
  }
  if (feed.status === 'loading') {
    return (
      <section className="page" role="status" aria-label={t('orderDetail.loading')}>
        <h1 className="visually-hidden">{t('orderDetail.loading')}</h1>
        <div className="skeleton-row skeleton-row--tall" />
      </section>
    );
  }
  if (feed.status === 'error') {
    return (
      <section className="page">
        <BackLink />
        <FeedError
          headingLevel={1}
          title={t('orderDetail.loadError')}
          message={feed.message}
          onRetry={retry}
        />
      </section>
    );
  }

  const receipt = findOrder(id);
  const gone = receipt === undefined ? takenAway.find((order) => order.id === id) : undefined;
  if (gone !== undefined) {
    // Open when the back office took it away: say so, rather than show a stale order.
    return (
      <NoOrderShown
        title={takenAwaySentence(gone.orderNumber)}
        help={t('orderDetail.reassignedHelp')}
      />
    );
  }
  if (receipt === undefined) {
    return <NoOrderShown title={t('orderDetail.notFound')} help={t('orderDetail.notFoundHelp')} />;
  }

  return (
    // One order whose data cannot be drawn shows a message; the app around it stays usable.
    <ErrorBoundary fallback={<OrderFailed />} resetKey={orderVersion(receipt)}>
      <OrderDetail
        receipt={receipt}
        findChange={findChange}
        retryChange={retryChange}
        discardChange={discardChange}
        origin={origin}
      />
    </ErrorBoundary>
  );
}
