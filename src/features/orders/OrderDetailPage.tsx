import { useTranslation } from '../../ui/i18n';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { DELIVERED_STATUS } from '../../domain/status';
import type { Receipt, ReceiptTotals } from '../../domain/receipt';
import { formatMoney, formatQuantity, formatTime } from '../../ui/format';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { StateMessage } from '../../ui/StateMessage';
import { CallLink, DeliveryMap, NavigateLink } from '../map';
import { useOrderScreenExtensions } from './screenExtensions';
import { useSession } from '../session';
import { useConfig } from '../shared/services';
import { orderTitle, orderVersion } from './OrderRow';
import { FeedError } from './FeedError';
import { ORDER_MESSAGES as M } from './messages';
import { PaymentCallout } from './PaymentDue';
import type { ReceiptWithSync } from './outbox';
import { useOrdersFeed, useOrdersSync, type OrdersFeed, type OrdersSync } from './ordersContext';
import { StatusBadge } from './StatusBadge';
import { StatusControl } from './StatusControl';
import { OUTCOME_MESSAGES, useStatusOutcomes } from './outcomes';
import { SyncMark } from './SyncMark';
import { ProofOfDeliverySection } from './proof';
import './orderDetail.css';

function BackLink({ receipt }: { receipt?: Receipt }) {
  const { t } = useTranslation();
  const delivered = receipt?.status === DELIVERED_STATUS;
  return (
    <Link className="back-link" to={delivered ? PATHS.delivered : PATHS.order}>
      ← {delivered ? t('orderDetail.backToDelivered') : t('orderDetail.backToOpen')}
    </Link>
  );
}

function Money({
  label,
  amount,
  currency,
  strong = false,
}: {
  label: string;
  amount: number | null;
  currency: string | null;
  strong?: boolean;
}) {
  const text = formatMoney(amount, currency);
  if (text === null) return null;
  return (
    <div className={strong ? 'totals__row totals__row--strong' : 'totals__row'}>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </div>
  );
}

/** The bill under the items, in the order a bill lists it; the total last, in bold. */
const BILL_LINES = [
  { amount: 'subtotal', label: 'orderDetail.subtotal', strong: false },
  { amount: 'deliveryFee', label: 'orderDetail.deliveryFee', strong: false },
  { amount: 'discount', label: 'orderDetail.discount', strong: false },
  { amount: 'tax', label: 'orderDetail.tax', strong: false },
  { amount: 'total', label: 'orderDetail.total', strong: true },
] as const satisfies readonly { amount: keyof ReceiptTotals; label: string; strong: boolean }[];

function OrderItems({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  if (receipt.items.length === 0) return <p className="muted">{t('orderDetail.noItems')}</p>;
  return (
    <ul className="items plain-list">
      {receipt.items.map((item, index) => (
        <li key={`${item.name}-${index}`} className="items__row">
          <span className="items__qty">{formatQuantity(item.quantity) ?? '–'}</span>
          <span className="items__name">
            {item.name}
            {item.note && <small className="items__note">{item.note}</small>}
          </span>
          <span className="items__price">
            {formatMoney(item.lineTotal, receipt.currency) ?? ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { feed, findOrder, retry, origin } = useOrdersFeed();
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
        <div className="skeleton-row skeleton-row--tall" />
      </section>
    );
  }
  if (feed.status === 'error') {
    return (
      <section className="page">
        <BackLink />
        <FeedError title={t('orderDetail.loadError')} message={feed.message} onRetry={retry} />
      </section>
    );
  }

  const receipt = findOrder(id);
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

/** The page in place of an order that cannot be shown: why, and the way back to the list. */
function NoOrderShown({ title, help, tone }: { title: string; help: string; tone?: 'error' }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <StateMessage
        tone={tone}
        title={title}
        action={<Link to={PATHS.order}>{t('orderDetail.backToOpenOrders')}</Link>}
      >
        <p>{help}</p>
      </StateMessage>
    </section>
  );
}

function OrderFailed() {
  const { t } = useTranslation();
  return (
    <NoOrderShown
      tone="error"
      title={t('orderDetail.cantShow')}
      help={t('orderDetail.cantShowHelp')}
    />
  );
}

/** The customer's notes, highlighted when there are some: a driver must not miss them. */
function NotesCard({ notes }: { notes: string | null }) {
  useTranslation(); // re-renders the words of M on a language change
  return (
    <section
      className={`card notes-card${notes !== null ? ' notes-card--present' : ''}`}
      aria-labelledby="notes-title"
    >
      <h2 id="notes-title" className="section-title">
        {M.notesTitle}
      </h2>
      {notes !== null ? (
        <p className="notes-card__text">{notes}</p>
      ) : (
        <p className="muted">{M.noNotes}</p>
      )}
    </section>
  );
}

function OrderDetail({
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
  const { deliveryStatuses, notDeliveredStatus, googleMapsApiKey, mapsApiBaseUrl } = useConfig();
  const { OrderActions } = useOrderScreenExtensions();
  const [saveError, setSaveError] = useState<string | null>(null);
  const outcomes = useStatusOutcomes(receipt, setSaveError);
  const time = formatTime(receipt.updateTimestamp);
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
          syncStatus={
            (receipt.syncUpdateId !== null
              ? findChange(receipt.syncUpdateId)?.status
              : undefined) ?? receipt.status
          }
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

      <section className="card" aria-labelledby="customer-title">
        <h2 id="customer-title" className="section-title">
          {t('orderDetail.customer')}
        </h2>
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
      </section>

      <section className="card" aria-labelledby="route-title">
        <h2 id="route-title" className="section-title">
          {t('orderDetail.route')}
        </h2>
        <DeliveryMap
          origin={origin}
          destination={receipt.address}
          apiKey={googleMapsApiKey}
          mapsApiBaseUrl={mapsApiBaseUrl}
          showNavigate={false}
        />
      </section>

      <section className="card" aria-labelledby="items-title">
        <h2 id="items-title" className="section-title">
          {t('orderDetail.items')}
        </h2>
        <OrderItems receipt={receipt} />
        <dl className="totals">
          {BILL_LINES.map(({ amount, label, strong }) => (
            <Money
              key={amount}
              label={t(label)}
              amount={receipt.totals[amount]}
              currency={receipt.currency}
              strong={strong}
            />
          ))}
          {receipt.paymentMethod !== null && (
            <div className="totals__row">
              <dt>{M.paymentTitle}</dt>
              <dd>{receipt.paymentMethod}</dd>
            </div>
          )}
        </dl>
      </section>
    </article>
  );
}
