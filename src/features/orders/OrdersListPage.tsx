import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { StateMessage } from '../../ui/StateMessage';
import { useOnline } from '../shared/useOnline';
import { BrokenOrderRow, OrderRow, orderVersion } from './OrderRow';
import { FeedError } from './FeedError';
import { useOrders } from './OrdersProvider';

const COPY = {
  open: {
    title: 'Open orders',
    empty: 'No open orders right now',
    emptyHelp: 'Orders assigned to you today appear here as soon as they are updated.',
    other: { to: PATHS.delivered, label: 'See delivered orders' },
  },
  delivered: {
    title: 'Delivered',
    empty: 'Nothing delivered yet today',
    emptyHelp: 'Orders you mark as Delivered today move here.',
    other: { to: PATHS.order, label: 'See open orders' },
  },
} as const;

/**
 * Rows rendered at first, and added by each "Show more orders". A dispatcher has tens of orders
 * a day; the cap keeps a very long day fast (the benchmark's 5,000 orders: docs/performance.md),
 * since every realtime change re-renders the rendered rows.
 */
export const ROWS_PER_PAGE = 100;

export function OrdersListPage({ kind }: { kind: 'open' | 'delivered' }) {
  const { feed, lists, retry } = useOrders();
  const online = useOnline();
  const [rowLimit, setRowLimit] = useState(ROWS_PER_PAGE);
  const copy = COPY[kind];
  const orders = kind === 'open' ? lists.open : lists.delivered;
  const shown = orders.length > rowLimit ? orders.slice(0, rowLimit) : orders;

  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page__header">
        <h1 id="page-title" className="page__title">
          {copy.title}
          {feed.status === 'ready' && <span className="page__count"> ({orders.length})</span>}
        </h1>
      </header>

      {feed.status === 'loading' && (
        <div role="status" aria-label="Loading orders" className="skeleton-list">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton-row" />
          ))}
        </div>
      )}

      {feed.status === 'error' && (
        <FeedError title="Couldn't load your orders" message={feed.message} onRetry={retry} />
      )}

      {feed.status === 'ready' && orders.length === 0 && (
        <StateMessage
          tone={online ? 'neutral' : 'offline'}
          title={copy.empty}
          action={<Link to={copy.other.to}>{copy.other.label}</Link>}
        >
          <p>
            {online ? copy.emptyHelp : "You're offline: new orders will show when you reconnect."}
          </p>
        </StateMessage>
      )}

      {feed.status === 'ready' && orders.length > 0 && (
        <ul className="order-list" aria-label={copy.title}>
          {shown.map((receipt) => (
            // One order whose data cannot be drawn must not take the others with it.
            <ErrorBoundary
              key={receipt.id}
              fallback={<BrokenOrderRow />}
              resetKey={orderVersion(receipt)}
            >
              <OrderRow receipt={receipt} />
            </ErrorBoundary>
          ))}
        </ul>
      )}

      {feed.status === 'ready' && shown.length < orders.length && (
        <div className="order-list__more">
          <p>
            Showing {shown.length} of {orders.length}.
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setRowLimit((limit) => limit + ROWS_PER_PAGE)}
          >
            Show more orders
          </button>
        </div>
      )}
    </section>
  );
}
