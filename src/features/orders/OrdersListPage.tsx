import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { StateMessage } from '../../ui/StateMessage';
import { useOnline } from '../shared/useOnline';
import { OrderRow } from './OrderRow';
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

export function OrdersListPage({ kind }: { kind: 'open' | 'delivered' }) {
  const { feed, lists, retry } = useOrders();
  const online = useOnline();
  const copy = COPY[kind];
  const orders = kind === 'open' ? lists.open : lists.delivered;

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
        <StateMessage
          tone="error"
          title="Couldn't load your orders"
          action={
            <button type="button" className="button button--primary" onClick={retry}>
              Try again
            </button>
          }
        >
          <p>{feed.message}</p>
        </StateMessage>
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
          {orders.map((receipt) => (
            <OrderRow key={receipt.id} receipt={receipt} />
          ))}
        </ul>
      )}
    </section>
  );
}
