import { Link } from 'react-router-dom';
import { orderDetailPath } from '../../config/paths';
import type { Receipt } from '../../domain/receipt';
import type { ReceiptWithSync } from './outbox';
import { formatMoney, formatTime, isoDateTime } from '../../ui/format';
import { StatusBadge } from './StatusBadge';
import { SyncMark } from './SyncMark';
import { ProofMarker } from './proof';

export function orderTitle(receipt: Receipt): string {
  return receipt.orderNumber !== null ? `Order #${receipt.orderNumber}` : `Order ${receipt.id}`;
}

/**
 * Changes when the order is updated, so an order that failed to render is tried again with its
 * new data. Not the receipt object itself: that is a new object on every render of the lists.
 */
export function orderVersion(receipt: Receipt): string {
  return `${receipt.id}|${receipt.updateTimestamp}|${receipt.status}`;
}

/** The row of an order that failed to render: the rest of the list stays usable. */
export function BrokenOrderRow() {
  return <li className="order-row order-row--broken">This order can't be shown</li>;
}

export function OrderRow({ receipt }: { receipt: ReceiptWithSync }) {
  const time = formatTime(receipt.updateTimestamp);
  const dateTime = isoDateTime(receipt.updateTimestamp);
  const total = formatMoney(receipt.totals.total, receipt.currency);
  return (
    <li className="order-row">
      <Link className="order-row__link" to={orderDetailPath(receipt.id)}>
        <span className="order-row__top">
          <span className="order-row__title">{orderTitle(receipt)}</span>
          {time !== null && dateTime !== null && (
            <time className="order-row__time" dateTime={dateTime}>
              {time}
            </time>
          )}
        </span>
        <span className="order-row__customer">{receipt.customerName ?? 'Customer not given'}</span>
        <span className="order-row__address">
          {receipt.address.text ?? 'No address on this order'}
        </span>
        <span className="order-row__bottom">
          <StatusBadge status={receipt.status} />
          <SyncMark receipt={receipt} />
          <ProofMarker receipt={receipt} />
          {total !== null && <span className="order-row__total">{total}</span>}
        </span>
      </Link>
    </li>
  );
}
