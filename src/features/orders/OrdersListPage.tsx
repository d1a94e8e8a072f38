import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { FIRST_FRAME_ROWS, useFirstFrame } from '@/features/shared/firstFrame';
import { useConfig } from '@/features/shared/services';
import type { ReceiptWithSync } from '@/outbox';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { useTranslation } from '@/ui/i18n';
import { StateMessage } from '@/ui/StateMessage';
import { useOnline } from '@/ui/useOnline';
import { FeedError } from './FeedError';
import { OrderList } from './OrderList';
import { BrokenOrderRow, OrderRow, orderVersion } from './OrderRow';
import { useOrdersFeed } from './ordersContext';
import { OUTCOME_MESSAGES } from './outcomes/messages';
import { useOrderScreenExtensions } from './screenExtensions';
import './ordersList.css';

/** Catalogue keys of each list's words (section `orders`). */
const COPY = {
  open: {
    title: 'orders.openTitle',
    empty: 'orders.openEmpty',
    emptyHelp: 'orders.openEmptyHelp',
    other: { to: PATHS.delivered, label: 'orders.seeDelivered' },
  },
  delivered: {
    title: 'orders.deliveredTitle',
    empty: 'orders.deliveredEmpty',
    emptyHelp: 'orders.deliveredEmptyHelp',
    other: { to: PATHS.order, label: 'orders.seeOpen' },
  },
} as const;

/**
 * Rows rendered at first, and added by each "Show more orders". A dispatcher has tens of orders
 * a day; the cap keeps a very long day fast (the benchmark's 5,000 orders: docs/performance.md),
 * since every realtime change re-renders the rendered rows.
 */
export const ROWS_PER_PAGE = 100;

export function OrdersListPage({ kind }: { kind: 'open' | 'delivered' }) {
  const { t } = useTranslation();
  const { feed, lists, retry } = useOrdersFeed();
  const { notDeliveredStatus } = useConfig();
  const online = useOnline();
  const [rowLimit, setRowLimit] = useState(ROWS_PER_PAGE);
  // The first frame (features/shared/firstFrame.ts) holds the first screen only: its first rows,
  // without the not delivered group and "Show more", which are below it.
  const firstFrame = useFirstFrame();
  const copy = COPY[kind];
  // Not delivered orders stay off /delivered (only Delivered goes there) but are no longer on
  // the route: they are grouped below the active ones.
  const { active, notDelivered } = useMemo(
    () =>
      kind === 'open'
        ? groupNotDelivered(lists.open, notDeliveredStatus)
        : { active: lists.delivered, notDelivered: [] },
    [kind, lists, notDeliveredStatus],
  );
  const orders = active;
  const { OrdersList, OpenListNotice } = useOrderScreenExtensions();

  /** The rows, "Show more" and the not delivered group, of the orders given. */
  function renderOrders(
    listed: readonly ReceiptWithSync[],
    notDeliveredListed: readonly ReceiptWithSync[],
  ) {
    const limit = firstFrame ? FIRST_FRAME_ROWS : rowLimit;
    const shown = listed.length > limit ? listed.slice(0, limit) : listed;
    return (
      <>
        <OrderList orders={shown} label={t(copy.title)} />

        {!firstFrame && notDeliveredListed.length > 0 && (
          <NotDeliveredGroup orders={notDeliveredListed} />
        )}

        {!firstFrame && shown.length < listed.length && (
          <div className="order-list__more">
            <p>{t('orders.showing', { shown: shown.length, total: listed.length })}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setRowLimit((limit) => limit + ROWS_PER_PAGE)}
            >
              {t('orders.showMore')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    // The first screen (docs/display.md#the-first-screen): the title on one line of its own,
    // the blocks 12 px apart, so the first order row starts on it at 360 × 740.
    <section className="page page--list" aria-labelledby="page-title">
      <header className="page__header">
        <h1 id="page-title" className="page__title">
          {t(copy.title)}
          {feed.status === 'ready' && <span className="page__count"> ({orders.length})</span>}
        </h1>
      </header>

      {feed.status === 'loading' && (
        <div role="status" aria-label={t('orders.loading')} className="skeleton-list">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton-row" />
          ))}
        </div>
      )}

      {feed.status === 'error' && (
        <FeedError title={t('orders.loadError')} message={feed.message} onRetry={retry} />
      )}

      {feed.status === 'ready' && orders.length === 0 && (
        <StateMessage
          tone={online ? 'neutral' : 'offline'}
          title={t(copy.empty)}
          action={<Link to={copy.other.to}>{t(copy.other.label)}</Link>}
        >
          <p>{online ? t(copy.emptyHelp) : t('orders.offlineEmpty')}</p>
        </StateMessage>
      )}

      {feed.status === 'ready' &&
        (orders.length > 0 || notDelivered.length > 0) &&
        (OrdersList !== undefined ? (
          <OrdersList
            kind={kind}
            orders={orders}
            notDelivered={notDelivered}
            renderOrders={renderOrders}
          />
        ) : (
          renderOrders(orders, notDelivered)
        ))}

      {/* After the rows: the first order row stays on the first screen at 360 × 740. */}
      {OpenListNotice !== undefined && kind === 'open' && feed.status === 'ready' && (
        <OpenListNotice hasOrders={orders.length > 0} />
      )}
    </section>
  );
}

function groupNotDelivered(open: readonly ReceiptWithSync[], notDeliveredStatus: string) {
  const active: ReceiptWithSync[] = [];
  const notDelivered: ReceiptWithSync[] = [];
  for (const receipt of open) {
    (receipt.status === notDeliveredStatus ? notDelivered : active).push(receipt);
  }
  return { active, notDelivered };
}

/** "Not delivered", below the active orders: each row says why (the backend's or the phone's). */
function NotDeliveredGroup({ orders }: { orders: readonly ReceiptWithSync[] }) {
  useTranslation(); // re-renders the outcome words on a language change
  const headingId = useId();
  return (
    <section className="order-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title order-group__title">
        {OUTCOME_MESSAGES.notDeliveredGroup} ({orders.length})
      </h2>
      <ul className="order-list plain-list" aria-label={OUTCOME_MESSAGES.notDeliveredGroup}>
        {orders.map((receipt) => (
          <ErrorBoundary
            key={receipt.id}
            fallback={<BrokenOrderRow />}
            resetKey={orderVersion(receipt)}
          >
            <OrderRow
              receipt={receipt}
              outcomeLine={OUTCOME_MESSAGES.notDeliveredRow(receipt.outcome.reason)}
            />
          </ErrorBoundary>
        ))}
      </ul>
    </section>
  );
}
