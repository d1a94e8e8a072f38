import { memo } from 'react';
import { Link } from 'react-router-dom';
import { orderDetailPath } from '@/config/paths';
import type { Receipt } from '@/domain/receipt';
import { DELIVERED_STATUS } from '@/domain/status';
import type { ReceiptWithSync } from '@/outbox';
import { formatMoney, formatTime, isoDateTime } from '@/ui/format';
import { i18n, useTranslation } from '@/ui/i18n';
import { ORDER_MESSAGES as M } from './messages';
import { PaymentBadge } from './PaymentDue';
import { ProofMarker } from './proof';
import { StatusBadge } from './StatusBadge';
import { SyncMark } from './SyncMark';
import './orderRow.css';

export function orderTitle(receipt: Receipt): string {
  return receipt.orderNumber !== null
    ? i18n.t('orders.orderNumber', { number: receipt.orderNumber })
    : i18n.t('orders.orderId', { id: receipt.id });
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
  const { t } = useTranslation();
  return <li className="order-row order-row--broken">{t('orders.cantShowRow')}</li>;
}

/**
 * The time a row shows, and what it is (docs/today.md#the-order-row): an order still to deliver
 * shows when it is due (the promise to the customer), else when it was placed (how long they
 * have waited); a delivered order, or one without either, when it was last updated.
 */
export function rowTime(receipt: Receipt): { label: string; epochMs: number } | null {
  const candidates: [number | null, (time: string) => string][] =
    receipt.status === DELIVERED_STATUS
      ? [[receipt.updateTimestamp, M.updatedAt]]
      : [
          [receipt.dueAt, M.dueAt],
          [receipt.createdAt, M.placedAt],
          [receipt.updateTimestamp, M.updatedAt],
        ];
  for (const [epochMs, label] of candidates) {
    const time = formatTime(epochMs);
    if (epochMs !== null && time !== null && isoDateTime(epochMs) !== null) {
      return { label: label(time), epochMs };
    }
  }
  return null;
}

function NotesIcon() {
  return (
    <span className="order-row__notes" role="img" aria-label={M.hasNotes} title={M.hasNotes}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6 2h9l5 5v15H4V2h2zm8 1.5V8h4.5L14 3.5zM7 11v2h10v-2H7zm0 4v2h10v-2H7zm0-8v2h5V7H7z"
        />
      </svg>
    </span>
  );
}

/**
 * Memoised: a realtime change re-renders the list, and every row whose order says the same
 * keeps its object (keepUnchanged.ts), so only the changed rows render again (with 5,000
 * orders, the 100 rows shown were most of a change's work). Its hooks still re-render it on a
 * change of language or of being online.
 */
export const OrderRow = memo(function OrderRow({
  receipt,
  outcomeLine,
}: {
  receipt: ReceiptWithSync;
  /** What happened to the order, when it has an outcome ("Not delivered: Wrong address"). */
  outcomeLine?: string;
}) {
  const { t } = useTranslation();
  const time = rowTime(receipt);
  const dateTime = time === null ? null : isoDateTime(time.epochMs);
  const due = receipt.paymentDue;
  // The badge carries the amount for cash and card; otherwise the total stands on its own.
  const badgeHasAmount = (due.kind === 'cash' || due.kind === 'card') && due.amount !== null;
  const total = badgeHasAmount ? null : formatMoney(receipt.totals.total, receipt.currency);
  return (
    <li className="order-row">
      <Link className="order-row__link" to={orderDetailPath(receipt.id)}>
        <span className="order-row__top">
          <span className="order-row__title">{orderTitle(receipt)}</span>
          {time !== null && dateTime !== null && (
            <time className="order-row__time" dateTime={dateTime}>
              {time.label}
            </time>
          )}
        </span>
        <span className="order-row__customer">
          {receipt.customerName ?? t('orders.customerNotGiven')}
        </span>
        <span className="order-row__address">{receipt.address.text ?? t('orders.noAddress')}</span>
        {outcomeLine !== undefined && <span className="order-row__outcome">{outcomeLine}</span>}
        <span className="order-row__bottom">
          <StatusBadge status={receipt.status} />
          <SyncMark receipt={receipt} />
          <ProofMarker receipt={receipt} />
          <span className="order-row__meta">
            {receipt.notes !== null && <NotesIcon />}
            <PaymentBadge due={due} />
            {total !== null && <span className="order-row__total">{total}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
});
